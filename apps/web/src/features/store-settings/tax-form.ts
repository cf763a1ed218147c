// The tax rates form as it validates (issue 39 item 1): what the inputs hold (rates as text, '' for a whole
// country) read into the contract's TaxSettings, then checked by it, so the browser says what the API would say
// ('must be at most 100', 'US/NY has two rates') before anything is sent.
import { TaxRate, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import type { Path, UseFormReturn } from 'react-hook-form'
import { z } from 'zod/mini'

/** Read after the field's name, like the contract's bound messages ('Books rate must be a percentage, …'). */
export const PERCENT_TEXT_MESSAGE = 'must be a percentage, like 7 or 8.875 (8,875 reads the same)'

// An optional minus (the bound then says 'must not be negative'), digits with at most one '.' or ',' before the
// decimals, and an optional '%'. The contract's price rule allows 2 decimals only; a rate may have 3 (8.875 % in
// New York), so it is read here the same way otherwise: a comma is a decimal comma, a second separator is refused.
const PERCENT = /^(-?)(\d*)(?:[.,](\d*))?\s*%?$/

/** The percentage `text` writes, or undefined when it writes none ('', '8.8.75', '7 percent'). */
export const readPercent = (text: string): number | undefined => {
  const match = PERCENT.exec(text.trim())
  if (!match) return undefined
  const [, minus = '', whole = '', decimals = ''] = match
  if (whole === '' && decimals === '') return undefined
  return Number(`${minus}${whole || '0'}.${decimals || '0'}`)
}

const percentText = z.pipe(
  z.string(),
  z.transform((text: string, payload) => {
    const rate = readPercent(text)
    if (rate !== undefined) return rate
    payload.issues.push({ code: 'custom', message: PERCENT_TEXT_MESSAGE, input: text })
    // Never read: the issue stops the pipe here.
    return Number.NaN
  }),
)

const rate = TaxRate.shape

const RateForm = z.object({
  // The select's '' is its 'Choose a country' placeholder.
  country: z.pipe(z.string().check(z.minLength(1, 'Choose a country')), rate.country),
  // '' is 'Whole country'. The document's check then says whether it is a region of that country. Optional as the
  // contract's input is (its default is null), which z.pipe's types ask of what it hands on.
  region: z.optional(
    z.pipe(
      z.string(),
      z.transform((code: string) => (code === '' ? null : code)),
    ),
  ),
  name: rate.name,
  books: z.pipe(percentText, rate.books),
  standard: z.pipe(percentText, rate.standard),
  taxShipping: z.boolean(),
})

// Each field by the contract's own rule first, then the document's checks (a region of another country, two rates
// for one place), at the same paths as the API's answer.
export const TaxForm = z.pipe(z.object({ rates: z.array(RateForm) }), TaxSettings)

export type TaxFormValues = z.input<typeof TaxForm>
export type RateFormValues = TaxFormValues['rates'][number]
export type TaxFormApi = UseFormReturn<TaxFormValues, unknown, TaxSettings>

export const toTaxFormValues = ({ rates }: TaxSettings): TaxFormValues => ({
  rates: rates.map((saved) => ({
    country: saved.country,
    region: saved.region ?? '',
    name: saved.name,
    books: String(saved.books),
    standard: String(saved.standard),
    taxShipping: saved.taxShipping,
  })),
})

export const NEW_RATE: RateFormValues = {
  country: '',
  region: '',
  name: '',
  books: '',
  standard: '',
  taxShipping: false,
}

/** The inputs a refused save's paths land on (body path → form field), for the rates now on the form. */
export const taxServerFields = ({ rates }: TaxFormValues): Record<string, Path<TaxFormValues>> =>
  Object.fromEntries(
    rates.flatMap((_, i) =>
      (['country', 'region', 'name', 'books', 'standard', 'taxShipping'] as const).map((key) => [
        `rates.${i}.${key}`,
        `rates.${i}.${key}` as const,
      ]),
    ),
  )
