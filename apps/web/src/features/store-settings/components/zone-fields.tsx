// One shipping zone of the form (issue 39 item 1): its id and name, its countries typed as codes with their names
// shown beneath ('US, CA' → 'United States, Canada'), whether it is the rest of the world, and its methods.
import { ZONE_METHODS_MAX } from '@bookstore/contract/schemas/store-settings'
import { useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { fieldMessage } from '@/shared/components/field'
import { InputField } from '@/shared/components/input-field'
import {
  countryNamesOf,
  NEW_METHOD,
  readCountryCodes,
  type ShippingFormApi,
} from '@/features/store-settings/shipping-form'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'
import { CheckboxField } from './checkbox-field'
import { MethodFields } from './method-fields'

const textOf = (message: unknown): string | undefined => (typeof message === 'string' ? message : undefined)

/**
 * A countries input's messages: its own (a server's, or the list's bound) and each code's, which the contract
 * reports at the code's place in the list ('zones.1.countries.1'): 'XX must be an ISO 3166-1 alpha-2 country
 * code, …', 'US is in two zones'.
 */
export const countriesMessage = (error: unknown, typed: string): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const codes = readCountryCodes(typed)
  const own = textOf((error as { message?: unknown }).message)
  const messages = own === undefined ? [] : [fieldMessage('Countries', own)]
  for (const [key, child] of Object.entries(error)) {
    const message = /^\d+$/.test(key)
      ? textOf((child as { message?: unknown } | undefined)?.message)
      : undefined
    if (message !== undefined) messages.push(fieldMessage(codes[Number(key)] ?? 'A country', message))
  }
  return messages.length === 0 ? undefined : messages.join('; ')
}

interface ZoneFieldsProps {
  form: ShippingFormApi
  index: number
  onRemove: () => void
}

export function ZoneFields({ form, index, onRemove }: ZoneFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form
  const methods = useFieldArray({ control, name: `zones.${index}.methods` })
  const [name = '', countries = ''] = useWatch({
    control,
    name: [`zones.${index}.name`, `zones.${index}.countries`],
  })
  const zoneErrors = errors.zones?.[index]
  const methodsError = zoneErrors?.methods?.root?.message ?? zoneErrors?.methods?.message
  const title = `Zone ${index + 1}${name.trim() === '' ? '' : `: ${name.trim()}`}`

  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-stone-800">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Zone id"
          autoComplete="off"
          registration={register(`zones.${index}.id`)}
          error={zoneErrors?.id?.message}
          hint="Lower-case letters, digits and hyphens: orders name the zone by it"
        />
        <InputField
          label="Zone name"
          autoComplete="off"
          registration={register(`zones.${index}.name`)}
          error={zoneErrors?.name?.message}
        />
      </div>
      <InputField
        label="Countries"
        autoComplete="off"
        registration={register(`zones.${index}.countries`)}
        error={countriesMessage(zoneErrors?.countries, countries)}
        hint={countryNamesOf(countries) || STORE_SETTINGS_TEXTS.countriesHint}
      />
      <CheckboxField
        label="Rest of the world"
        registration={register(`zones.${index}.restOfWorld`)}
        error={zoneErrors?.restOfWorld?.message}
      />
      {methods.fields.map((method, methodIndex) => (
        <MethodFields
          key={method.id}
          form={form}
          zone={index}
          index={methodIndex}
          onRemove={() => methods.remove(methodIndex)}
        />
      ))}
      {methodsError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldMessage('Methods', methodsError)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={methods.fields.length >= ZONE_METHODS_MAX}
          onClick={() => methods.append(NEW_METHOD)}
          aria-label={`Add a method to zone ${index + 1}`}
        >
          Add a method
        </Button>
        <Button variant="secondary" onClick={onRemove} aria-label={`Remove zone ${index + 1}`}>
          Remove zone
        </Button>
      </div>
    </fieldset>
  )
}
