// The store's settings made ready for pricing (issue 39): every amount in integer cents, every rate in thousandths of
// a percent (8.875 % is 8875), and the lookups a quote makes (a country's zone, a destination's tax rate) as maps, so
// pricing a cart costs the same with 5 countries or 250. Made once per settings change, then shared by every quote.

import { regionsOf } from './countries'
import { toCents } from './money'
import type { ShippingSettings, StoreSettings, TaxSettings } from './schemas/store-settings'

/** Thousandths of a percent per whole: 100 % is 100,000. */
export const RATE_SCALE = 100_000

/** A percentage (8.875) as thousandths of a percent (8875). */
export const toRate = (percent: number): number => Math.round(percent * 1000)
/** Thousandths of a percent (8875) as the percentage the wire carries (8.875). */
export const fromRate = (rate: number): number => rate / 1000

export interface ShippingMethodRule {
  id: string
  name: string
  estimate: string
  firstCents: number
  furtherCents: number
  /** Free when the subtotal is at least this many cents; null: never. */
  freeFromCents: number | null
}

export interface TaxRule {
  name: string
  /** Thousandths of a percent. */
  booksRate: number
  standardRate: number
  taxShipping: boolean
}

export interface PricingRules {
  pricesIncludeTax: boolean
  /** The methods of each country's zone, in the owner's order; a country absent and no rest of the world: none. */
  methodsOf(country: string): readonly ShippingMethodRule[] | undefined
  /** The rate of a destination: its region's own, else its country's; undefined: no tax there. */
  taxOf(country: string, region: string | null): TaxRule | undefined
  /** Whether the store ships to the country. */
  shipsTo(country: string): boolean
  /** The countries shipped to by code: those named in zones, or every code when a zone is the rest of the world. */
  readonly namedCountries: readonly string[]
  readonly hasRestOfWorld: boolean
}

const methodRules = (zone: ShippingSettings['zones'][number]): ShippingMethodRule[] =>
  zone.methods.map((m) => ({
    id: m.id,
    name: m.name,
    estimate: m.estimate,
    firstCents: toCents(m.firstBook),
    furtherCents: toCents(m.furtherBook),
    freeFromCents: m.freeFrom === null ? null : toCents(m.freeFrom),
  }))

const taxKey = (country: string, region: string | null) => `${country}/${region ?? ''}`

function taxRules(taxes: TaxSettings): Map<string, TaxRule> {
  const byKey = new Map<string, TaxRule>()
  for (const rate of taxes.rates) {
    byKey.set(taxKey(rate.country, rate.region), {
      name: rate.name,
      booksRate: toRate(rate.books),
      standardRate: toRate(rate.standard),
      taxShipping: rate.taxShipping,
    })
  }
  return byKey
}

/** The rules of valid settings (as StoreSettings' schemas parse them). */
export function compileRules(settings: StoreSettings): PricingRules {
  const zoneOf = new Map<string, ShippingMethodRule[]>()
  let rest: ShippingMethodRule[] | undefined
  for (const zone of settings.shipping.zones) {
    const methods = methodRules(zone)
    if (zone.restOfWorld) rest = methods
    for (const country of zone.countries) zoneOf.set(country, methods)
  }
  const taxes = taxRules(settings.taxes)
  const methodsOf = (country: string) => zoneOf.get(country) ?? rest
  return {
    pricesIncludeTax: settings.store.pricesIncludeTax,
    methodsOf,
    taxOf: (country, region) =>
      (region !== null && regionsOf(country).length > 0 ? taxes.get(taxKey(country, region)) : undefined) ??
      taxes.get(taxKey(country, null)),
    shipsTo: (country) => methodsOf(country) !== undefined,
    namedCountries: [...zoneOf.keys()].sort(),
    hasRestOfWorld: rest !== undefined,
  }
}
