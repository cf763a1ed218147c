// The store's details (issue 39 item 1): the seller as invoices name it, its address, email and tax id, and
// whether shelf prices include tax. Checked by the contract's StoreDetails before it is sent.
import { StoreDetails } from '@bookstore/contract/schemas/store-settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Field } from '@/shared/components/field'
import { InputField } from '@/shared/components/input-field'
import { STORE_DOCUMENT } from '@/features/store-settings/api/store-settings'
import { useSettingsSave } from '@/features/store-settings/settings-save'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'
import { CheckboxField } from './checkbox-field'
import { SaveBar } from './save-bar'

/** The body's fields are the form's. */
const STORE_FIELDS = {
  legalName: 'legalName',
  address: 'address',
  email: 'email',
  taxId: 'taxId',
  pricesIncludeTax: 'pricesIncludeTax',
} as const

export function StoreDetailsForm({ details }: { details: StoreDetails }) {
  const form = useForm({ resolver: zodResolver(StoreDetails), defaultValues: details })
  const {
    register,
    formState: { errors },
  } = form
  const save = useSettingsSave(STORE_DOCUMENT, form, {
    toValues: (saved) => saved,
    serverFields: () => STORE_FIELDS,
    what: 'store details',
  })

  return (
    <form noValidate onSubmit={save.submit} aria-label="Store details" className="mt-6 max-w-3xl space-y-5">
      <InputField
        label="Legal name"
        autoComplete="organization"
        registration={register('legalName')}
        error={errors.legalName?.message}
      />
      <Field label="Address" error={errors.address?.message}>
        {(control) => <textarea {...register('address')} {...control} rows={4} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <InputField
          label="Tax id"
          autoComplete="off"
          registration={register('taxId')}
          error={errors.taxId?.message}
          hint="A VAT number or other tax id; empty when the store has none"
        />
      </div>
      <CheckboxField
        label={STORE_SETTINGS_TEXTS.pricesIncludeTax}
        registration={register('pricesIncludeTax')}
        error={errors.pricesIncludeTax?.message}
      />
      <SaveBar {...save.bar} />
    </form>
  )
}
