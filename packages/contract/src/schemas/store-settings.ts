// The store's settings as the owner edits them (issue 39 item 1): the seller's details, the shipping zones with their
// methods, and the tax rates. Each is one whole document on the wire (GET/PUT /api/admin/settings/{store,shipping,
// taxes}); prices are dollars with at most 2 decimals and rates percentages with at most 3, as the owner types them.
// pricing-rules.ts compiles them into cents and thousandths of a percent, which the pricing function reads.

import { z } from 'zod/mini'
import { isCountryCode, isRegionOf, needsRegion } from '../countries'
import { hasAtMostTwoDecimals } from '../money'

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const requiredText = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(max))

/** Dollars, 0 to 100,000, at most 2 decimals. */
const dollars = z
  .number()
  .check(
    z.gte(0, 'must not be negative'),
    z.lte(100_000, 'must be at most 100000'),
    z.refine(hasAtMostTwoDecimals, { message: 'must have at most 2 decimals' }),
  )

/** A percentage, 0 to 100, at most 3 decimals (8.875). */
const percent = z.number().check(
  z.gte(0, 'must not be negative'),
  z.lte(100, 'must be at most 100'),
  z.refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, {
    message: 'must have at most 3 decimals',
  }),
)

const countryCode = z
  .string()
  .check(z.refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 country code, such as US or DE' }))

/** Ids the checkout and orders name a zone or method by: lower case letters, digits and hyphens. */
const slug = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and hyphens'))

export const StoreDetails = z.object({
  /** The seller as invoices name it. */
  legalName: requiredText('Legal name', 200),
  /** The postal address, lines separated by newlines. */
  address: requiredText('Address', 500),
  email: z.string().check(z.trim(), z.email('must be an email address'), z.maxLength(254)),
  /** A VAT number or other tax id; '' when the shop has none. */
  taxId: text(40),
  /** True: shelf prices include tax (EU style); false: tax is added at checkout (US style). */
  pricesIncludeTax: z.boolean(),
})
export type StoreDetails = z.infer<typeof StoreDetails>

export const ShippingMethod = z.object({
  id: slug,
  name: requiredText('Name', 80),
  /** The price of shipping the first book. */
  firstBook: dollars,
  /** Added for each further book. */
  furtherBook: dollars,
  /** Shipping is free when the books' subtotal is at least this; null: never free. */
  freeFrom: z.nullable(dollars),
  /** How long it takes, as the checkout shows it: '3–5 business days'. */
  estimate: requiredText('Estimate', 80),
})
export type ShippingMethod = z.infer<typeof ShippingMethod>

export const SHIPPING_ZONES_MAX = 50
export const ZONE_METHODS_MAX = 10

export const ShippingZone = z.object({
  id: slug,
  name: requiredText('Name', 80),
  countries: z.array(countryCode).check(z.maxLength(250)),
  /** Every country that no other zone names (at most one zone says so). */
  restOfWorld: z._default(z.boolean(), false),
  methods: z
    .array(ShippingMethod)
    .check(z.minLength(1, 'a zone needs at least one method'), z.maxLength(ZONE_METHODS_MAX)),
})
export type ShippingZone = z.infer<typeof ShippingZone>

type Issue = { message: string; path: PropertyKey[] }

/** The first of each repeated key is kept; each later one is an issue at its own path. */
function repeats<T>(
  items: readonly T[],
  keyOf: (item: T, index: number) => string[],
  issue: (key: string) => string,
) {
  return (pathOf: (index: number, inner: number) => PropertyKey[]): Issue[] => {
    const seen = new Set<string>()
    const issues: Issue[] = []
    items.forEach((item, index) =>
      keyOf(item, index).forEach((key, inner) => {
        if (seen.has(key)) issues.push({ message: issue(key), path: pathOf(index, inner) })
        seen.add(key)
      }),
    )
    return issues
  }
}

/** A document's check made of the issues `find` lists, each reported at its own path. */
const checkEach = <T>(find: (value: T) => Issue[]) =>
  z.superRefine<T>((value, ctx) => {
    for (const { message, path } of find(value)) ctx.addIssue({ code: 'custom', message, path, input: value })
  })

export const ShippingSettings = z
  .object({ zones: z.array(ShippingZone).check(z.maxLength(SHIPPING_ZONES_MAX)) })
  .check(
    checkEach<{ zones: ShippingZone[] }>(({ zones }) => [
      ...repeats(
        zones,
        (zone) => [zone.id],
        (id) => `zone id ${id} is used twice`,
      )((i) => ['zones', i, 'id']),
      ...repeats(
        zones,
        (zone) => zone.methods.map((m) => m.id),
        (id) => `method id ${id} is used twice`,
      )((i, j) => ['zones', i, 'methods', j, 'id']),
      ...repeats(
        zones,
        (zone) => zone.countries,
        (code) => `${code} is in two zones`,
      )((i, j) => ['zones', i, 'countries', j]),
      ...repeats(
        zones,
        (zone) => (zone.restOfWorld ? ['rest'] : []),
        () => 'only one zone may be the rest of the world',
      )((i) => ['zones', i, 'restOfWorld']),
    ]),
  )
export type ShippingSettings = z.infer<typeof ShippingSettings>

export const TAX_RATES_MAX = 500

export const TaxRate = z.object({
  country: countryCode,
  /** A US state or Canadian province; null: the whole country (where no region's own rate applies). */
  region: z._default(
    z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a region code, such as NY'))),
    null,
  ),
  /** As the invoice names the tax: 'VAT', 'Sales tax'. */
  name: requiredText('Name', 40),
  /** The rate for books (often reduced: 7 % in Germany, 0 % in the UK). */
  books: percent,
  /** The standard rate: what shipping is taxed at when `taxShipping`. */
  standard: percent,
  /** Whether shipping is taxed (at `standard`) where this rate applies. */
  taxShipping: z.boolean(),
})
export type TaxRate = z.infer<typeof TaxRate>

export const TaxSettings = z.object({ rates: z.array(TaxRate).check(z.maxLength(TAX_RATES_MAX)) }).check(
  checkEach<{ rates: TaxRate[] }>(({ rates }) => {
    const regions: Issue[] = []
    rates.forEach((rate, i) => {
      if (rate.region === null) return
      if (!needsRegion(rate.country)) {
        regions.push({ message: `${rate.country} has no regions`, path: ['rates', i, 'region'] })
      } else if (!isRegionOf(rate.country, rate.region)) {
        regions.push({
          message: `${rate.region} is not a region of ${rate.country}`,
          path: ['rates', i, 'region'],
        })
      }
    })
    return [
      ...regions,
      ...repeats(
        rates,
        (rate) => [`${rate.country}/${rate.region ?? ''}`],
        (key) => `${key.replace(/\/$/, '')} has two rates`,
      )((i) => ['rates', i, 'country']),
    ]
  }),
)
export type TaxSettings = z.infer<typeof TaxSettings>

/** The three documents together: what the pricing function is compiled from. */
export interface StoreSettings {
  store: StoreDetails
  shipping: ShippingSettings
  taxes: TaxSettings
}
