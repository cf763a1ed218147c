// The shipping zones form as it validates (issue 39 item 1): what the inputs hold (prices and countries as text)
// read into the contract's ShippingSettings, then checked by it, so the browser says what the API would say
// ('must not be negative', 'US is in two zones') before anything is sent. Prices are read with the contract's
// typed-price rule, as the book forms read theirs: '4,99' is 4.99, '4.9.9' is refused, never 499.
import { countryName, isCountryCode } from '@bookstore/contract/countries'
import { parsePriceInput } from '@bookstore/contract/price-input'
import { ShippingMethod, ShippingSettings, ShippingZone } from '@bookstore/contract/schemas/store-settings'
import type { Path, UseFormReturn } from 'react-hook-form'
import { z } from 'zod/mini'

type Payload = Parameters<Parameters<typeof z.transform<string, number>>[0]>[1]

/** The dollars a price input's text writes by the contract's rule; a refusal is an issue that stops the pipe. */
const readPrice = (text: string, payload: Payload): number => {
  const typed = parsePriceInput(text)
  if (typed.ok) return typed.dollars
  payload.issues.push({ code: 'custom', message: typed.message, input: text })
  // Never read: the issue stops the pipe here.
  return Number.NaN
}

const priceText = z.pipe(z.string(), z.transform(readPrice))

/** 'Free from' left empty: shipping is never free. */
const optionalPriceText = z.pipe(
  z.string(),
  z.transform((text: string, payload): number | null =>
    text.trim() === '' ? null : readPrice(text, payload),
  ),
)

/** The codes a countries input names: separated by commas (or spaces), upper-cased, empty entries left out. */
export const readCountryCodes = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .filter((code) => code !== '')
    .map((code) => code.toUpperCase())

/** The names of the codes typed, for under the input: 'US, CA' → 'United States, Canada'. */
export const countryNamesOf = (text: string): string =>
  readCountryCodes(text)
    .map((code) => (isCountryCode(code) ? countryName(code) : `${code} (not a country code)`))
    .join(', ')

const method = ShippingMethod.shape
const zone = ShippingZone.shape

const MethodForm = z.object({
  id: method.id,
  name: method.name,
  firstBook: z.pipe(priceText, method.firstBook),
  furtherBook: z.pipe(priceText, method.furtherBook),
  freeFrom: z.pipe(optionalPriceText, method.freeFrom),
  estimate: method.estimate,
})

const ZoneForm = z.object({
  id: zone.id,
  name: zone.name,
  countries: z.pipe(z.pipe(z.string(), z.transform(readCountryCodes)), zone.countries),
  // Optional as the contract's input is (its default is false), which z.pipe's types ask of what it hands on.
  restOfWorld: z.optional(z.boolean()),
  // Each method read first; then the contract's list bounds (at least one method, at most ten).
  methods: z.pipe(z.array(MethodForm), zone.methods),
})

// Each field by the contract's own rule first (every field's message at once), then the document's checks across
// zones (an id or a country used twice, two rests of the world), at the same paths as the API's answer.
export const ShippingForm = z.pipe(z.object({ zones: z.array(ZoneForm) }), ShippingSettings)

export type ShippingFormValues = z.input<typeof ShippingForm>
export type ZoneFormValues = ShippingFormValues['zones'][number]
export type MethodFormValues = ZoneFormValues['methods'][number]
export type ShippingFormApi = UseFormReturn<ShippingFormValues, unknown, ShippingSettings>

const priceTextOf = (dollars: number): string => dollars.toFixed(2)

export const toShippingFormValues = ({ zones }: ShippingSettings): ShippingFormValues => ({
  zones: zones.map((saved) => ({
    id: saved.id,
    name: saved.name,
    countries: saved.countries.join(', '),
    restOfWorld: saved.restOfWorld,
    methods: saved.methods.map((m) => ({
      id: m.id,
      name: m.name,
      firstBook: priceTextOf(m.firstBook),
      furtherBook: priceTextOf(m.furtherBook),
      freeFrom: m.freeFrom === null ? '' : priceTextOf(m.freeFrom),
      estimate: m.estimate,
    })),
  })),
})

export const NEW_METHOD: MethodFormValues = {
  id: '',
  name: '',
  firstBook: '',
  furtherBook: '',
  freeFrom: '',
  estimate: '',
}

export const NEW_ZONE: ZoneFormValues = {
  id: '',
  name: '',
  countries: '',
  restOfWorld: false,
  methods: [NEW_METHOD],
}

/**
 * The inputs a refused save's paths land on (body path → form field), for the zones and methods now on the form:
 * 'zones.1.countries.1' goes to zone 2's countries input (its nearest listed parent).
 */
export const shippingServerFields = ({
  zones,
}: ShippingFormValues): Record<string, Path<ShippingFormValues>> =>
  Object.fromEntries(
    zones.flatMap((typed, i) => [
      ...(['id', 'name', 'countries', 'restOfWorld', 'methods'] as const).map((key) => [
        `zones.${i}.${key}`,
        `zones.${i}.${key}` as const,
      ]),
      ...typed.methods.flatMap((_, j) =>
        (['id', 'name', 'firstBook', 'furtherBook', 'freeFrom', 'estimate'] as const).map((key) => [
          `zones.${i}.methods.${j}.${key}`,
          `zones.${i}.methods.${j}.${key}` as const,
        ]),
      ),
    ]),
  )
