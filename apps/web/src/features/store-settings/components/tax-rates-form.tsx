// The tax rates (issue 39 item 1): one row per country, or per region of a country that has them, added and
// removed in place. Checked by the contract's TaxSettings before it is sent.
import { TAX_RATES_MAX, type TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { TAX_DOCUMENT } from '@/features/store-settings/api/store-settings'
import { useSettingsSave } from '@/features/store-settings/settings-save'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'
import { NEW_RATE, TaxForm, taxServerFields, toTaxFormValues } from '@/features/store-settings/tax-form'
import { SaveBar } from './save-bar'
import { TaxRateRow } from './tax-rate-row'

const COLUMNS = ['Country', 'Region', 'Name', 'Books %', 'Standard %', 'Tax shipping']

export function TaxRatesForm({ settings }: { settings: TaxSettings }) {
  const form = useForm({ resolver: zodResolver(TaxForm), defaultValues: toTaxFormValues(settings) })
  const rates = useFieldArray({ control: form.control, name: 'rates' })
  const save = useSettingsSave(TAX_DOCUMENT, form, {
    toValues: toTaxFormValues,
    serverFields: taxServerFields,
    what: 'tax rates',
  })
  const listError = form.formState.errors.rates?.root?.message ?? form.formState.errors.rates?.message

  return (
    <form noValidate onSubmit={save.submit} aria-label="Tax rates" className="mt-6 space-y-4">
      {rates.fields.length === 0 ? (
        <p className="text-sm text-stone-600">{STORE_SETTINGS_TEXTS.noRates}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-3xl text-left text-sm">
            <caption className="sr-only">Tax rates by country and region</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-700">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-2 font-semibold">
                    {column}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.fields.map((rate, index) => (
                <TaxRateRow key={rate.id} form={form} index={index} onRemove={() => rates.remove(index)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={rates.fields.length >= TAX_RATES_MAX}
        onClick={() => rates.append(NEW_RATE)}
      >
        Add a rate
      </Button>
      <SaveBar {...save.bar} />
    </form>
  )
}
