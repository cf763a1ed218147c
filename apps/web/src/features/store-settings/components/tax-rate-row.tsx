// One tax rate (issue 39 item 1): its country (a select of every country by name), its region where the country has
// them (US states, Canadian provinces; else the whole country), the tax's name, the books and standard rates and
// whether shipping is taxed. Each control names its row: 'Books rate for US NY'.
import { COUNTRY_CODES, countryName, regionsOf } from '@bookstore/contract/countries'
import { useWatch } from 'react-hook-form'
import type { TaxFormApi } from '@/features/store-settings/tax-form'
import { CellField } from './cell-field'

/** Every country, by its English name. */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name),
)

const rateInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

interface TaxRateRowProps {
  form: TaxFormApi
  index: number
  onRemove: () => void
}

export function TaxRateRow({ form, index, onRemove }: TaxRateRowProps) {
  const { register, control, setValue } = form
  const errors = form.formState.errors.rates?.[index]
  const [country = '', region = ''] = useWatch({
    control,
    name: [`rates.${index}.country`, `rates.${index}.region`],
  })
  const regions = regionsOf(country)
  const place =
    country === '' ? `rate ${index + 1}` : [country, region].filter((code) => code !== '').join(' ')
  const at = `rates.${index}` as const

  return (
    <tr className="align-top">
      <td className="py-2 pr-2">
        <CellField label={`Country for ${place}`} column="Country" error={errors?.country?.message}>
          {(cell) => (
            <select
              {...register(`${at}.country`, {
                // A region belongs to its country: another country starts from the whole of it.
                onChange: () => setValue(`${at}.region`, '', { shouldDirty: true }),
              })}
              {...cell}
            >
              <option value="">Choose a country</option>
              {COUNTRY_OPTIONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </CellField>
      </td>
      <td className="py-2 pr-2">
        {regions.length > 0 ? (
          <CellField label={`Region for ${place}`} column="Region" error={errors?.region?.message}>
            {(cell) => (
              <select {...register(`${at}.region`)} {...cell}>
                <option value="">Whole country</option>
                {regions.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            )}
          </CellField>
        ) : (
          <p className="py-1.5 text-stone-600">
            Whole country
            {errors?.region?.message ? (
              <span className="mt-1 block text-xs font-medium text-red-700">{errors.region.message}</span>
            ) : null}
          </p>
        )}
      </td>
      <td className="py-2 pr-2">
        <CellField label={`Tax name for ${place}`} column="Name" error={errors?.name?.message}>
          {(cell) => <input {...register(`${at}.name`)} {...cell} autoComplete="off" placeholder="VAT" />}
        </CellField>
      </td>
      <td className="w-28 py-2 pr-2">
        <CellField label={`Books rate for ${place}`} column="Books rate" error={errors?.books?.message}>
          {(cell) => <input {...register(`${at}.books`)} {...cell} {...rateInput} />}
        </CellField>
      </td>
      <td className="w-28 py-2 pr-2">
        <CellField
          label={`Standard rate for ${place}`}
          column="Standard rate"
          error={errors?.standard?.message}
        >
          {(cell) => <input {...register(`${at}.standard`)} {...cell} {...rateInput} />}
        </CellField>
      </td>
      <td className="py-2 pr-2 text-center">
        <CellField
          label={`Tax shipping for ${place}`}
          column="Tax shipping"
          error={errors?.taxShipping?.message}
        >
          {({ className: _className, ...cell }) => (
            <input
              {...register(`${at}.taxShipping`)}
              {...cell}
              type="checkbox"
              className="mt-2 size-5 accent-brand-700"
            />
          )}
        </CellField>
      </td>
      <td className="py-2">
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove the rate for ${place}`}
          className="py-1.5 text-sm font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Remove
        </button>
      </td>
    </tr>
  )
}
