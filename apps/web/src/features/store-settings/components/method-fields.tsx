// One shipping method of a zone (issue 39 item 1): its id and name, what the first and each further book cost,
// the subtotal from which it is free (empty: never) and the estimate the checkout shows. Prices are typed as text,
// read by the contract's price rule ('4,99' is 4.99).
import { InputField } from '@/shared/components/input-field'
import type { ShippingFormApi } from '@/features/store-settings/shipping-form'

/** Text, not type="number": a number input hands over its own reading of '4,99' (see the book forms). */
const priceInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

interface MethodFieldsProps {
  form: ShippingFormApi
  /** The zone's index. */
  zone: number
  index: number
  onRemove: () => void
}

export function MethodFields({ form, zone, index, onRemove }: MethodFieldsProps) {
  const { register } = form
  const errors = form.formState.errors.zones?.[zone]?.methods?.[index]
  const at = `zones.${zone}.methods.${index}` as const

  return (
    <fieldset className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">Method {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <InputField
          label="Method id"
          autoComplete="off"
          registration={register(`${at}.id`)}
          error={errors?.id?.message}
        />
        <InputField
          label="Method name"
          autoComplete="off"
          registration={register(`${at}.name`)}
          error={errors?.name?.message}
        />
        <InputField
          label="Estimate"
          autoComplete="off"
          placeholder="3–5 business days"
          registration={register(`${at}.estimate`)}
          error={errors?.estimate?.message}
        />
        <InputField
          label="First book"
          {...priceInput}
          registration={register(`${at}.firstBook`)}
          error={errors?.firstBook?.message}
        />
        <InputField
          label="Each further book"
          {...priceInput}
          registration={register(`${at}.furtherBook`)}
          error={errors?.furtherBook?.message}
        />
        <InputField
          label="Free from"
          {...priceInput}
          registration={register(`${at}.freeFrom`)}
          error={errors?.freeFrom?.message}
          hint="A books subtotal; empty: never free"
        />
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove method ${index + 1} of zone ${zone + 1}`}
        className="mt-3 text-sm font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        Remove method
      </button>
    </fieldset>
  )
}
