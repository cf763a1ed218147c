// The one pricing function (issue 39, ARCHITECTURE §11): what a cart of books costs, sent to one destination by one
// shipping method, under the store's rules. The checkout's quote, the order, the invoice (and later the refund) all
// call it; nothing else adds money up. Every amount is integer cents.
//
// The rounding rule, the same everywhere:
// - each book's tax is rounded to the cent on its own (half a cent up), and so is the shipping's;
// - prices without tax (US style): a line's tax is its price × rate; the total is subtotal + shipping + every tax;
// - prices with tax (EU style): a line's tax is the part of its price that is tax, price × rate / (1 + rate); the
//   total is subtotal + shipping, and the taxes are what they contain;
// - a tax line is the sum of the rounded amounts taxed at its name and rate, so the tax lines add up to the tax, and
//   lines + shipping (+ tax when added) to the total, to the cent, for any cart.
// Books are taxed at the destination's `books` rate; shipping at its `standard` rate where the rate says so. The
// destination's rate is its region's own (a US state, a Canadian province) where the owner set one, else its
// country's; a destination with no rate pays no tax.

import { countryName, needsRegion, isRegionOf } from './countries'
import { RATE_SCALE, type PricingRules, type ShippingMethodRule, type TaxRule } from './pricing-rules'

export interface PricingLine {
  bookId: string
  /** The shelf price: without tax, or with it when the store's prices include tax. */
  unitCents: number
}

export interface Destination {
  /** An ISO 3166-1 alpha-2 code. */
  country: string
  /** A region code (NY) where the country has regions; null elsewhere. */
  region: string | null
}

export interface PricingRequest {
  lines: readonly PricingLine[]
  destination: Destination
  /** A method of the destination's zone; undefined or null: its cheapest for this cart. */
  shippingMethod?: string | null
}

export interface PricedLine extends PricingLine {
  /** Thousandths of a percent. */
  rate: number
  taxCents: number
}

export interface PricedMethod {
  id: string
  name: string
  estimate: string
  priceCents: number
}

export interface TaxLine {
  name: string
  /** Thousandths of a percent. */
  rate: number
  amountCents: number
}

export interface OrderPrice {
  lines: PricedLine[]
  /** The books' prices as shelved. */
  subtotalCents: number
  /** The destination's methods, priced for this cart, in the owner's order. */
  shippingMethods: PricedMethod[]
  shippingMethod: PricedMethod
  shippingCents: number
  /** Thousandths of a percent; 0 where shipping is not taxed. */
  shippingRate: number
  shippingTaxCents: number
  /** By name and rate, in the order they first apply (books, then shipping). */
  taxes: TaxLine[]
  taxCents: number
  totalCents: number
  pricesIncludeTax: boolean
}

/** Why a cart cannot be priced: the field of the order or quote body at fault, and what the checkout shows. */
export interface PricingRefusal {
  field: 'address.country' | 'address.state' | 'shippingMethod'
  message: string
}

export type Priced = { ok: true; price: OrderPrice } | { ok: false; refusal: PricingRefusal }

/** a × rate, rounded half up to the cent (a and rate non-negative integers: exact, as both stay below 2^53). */
const taxOn = (cents: number, rate: number): number =>
  Math.floor((2 * cents * rate + RATE_SCALE) / (2 * RATE_SCALE))

/** The tax within a price that includes it: cents × rate / (1 + rate), rounded half up. */
const taxWithin = (cents: number, rate: number): number =>
  Math.floor((2 * cents * rate + RATE_SCALE + rate) / (2 * (RATE_SCALE + rate)))

/** What one method costs for `count` books whose subtotal is `subtotalCents`. */
export const methodPrice = (method: ShippingMethodRule, count: number, subtotalCents: number): number => {
  if (count === 0) return 0
  if (method.freeFromCents !== null && subtotalCents >= method.freeFromCents) return 0
  return method.firstCents + (count - 1) * method.furtherCents
}

export const notShippedMessage = (country: string) => `We do not ship to ${countryName(country)}`

function refusalOf(
  rules: PricingRules,
  { destination, shippingMethod }: PricingRequest,
): PricingRefusal | null {
  const { country, region } = destination
  if (!rules.shipsTo(country)) return { field: 'address.country', message: notShippedMessage(country) }
  if (needsRegion(country) && (region === null || !isRegionOf(country, region))) {
    return { field: 'address.state', message: `Choose a state or province of ${countryName(country)}` }
  }
  const methods = rules.methodsOf(country) ?? []
  if (shippingMethod != null && !methods.some((m) => m.id === shippingMethod)) {
    return {
      field: 'shippingMethod',
      message: `${shippingMethod} is not a shipping method to ${countryName(country)}`,
    }
  }
  return null
}

/** Adds `amountCents` at the tax line of `name` and `rate`, making it where it is the first. */
function addTax(taxes: TaxLine[], name: string, rate: number, amountCents: number): void {
  const line = taxes.find((t) => t.name === name && t.rate === rate)
  if (line) line.amountCents += amountCents
  else taxes.push({ name, rate, amountCents })
}

/** The price of a cart, or why it cannot be sent there. */
export function priceOrder(rules: PricingRules, request: PricingRequest): Priced {
  const refusal = refusalOf(rules, request)
  if (refusal) return { ok: false, refusal }
  const { destination } = request
  const rule: TaxRule | undefined = rules.taxOf(destination.country, destination.region)
  const inclusive = rules.pricesIncludeTax
  const taxOf = (cents: number, rate: number) => (inclusive ? taxWithin(cents, rate) : taxOn(cents, rate))

  const taxes: TaxLine[] = []
  const booksRate = rule?.booksRate ?? 0
  const lines = request.lines.map((line) => {
    const taxCents = rule ? taxOf(line.unitCents, booksRate) : 0
    if (rule) addTax(taxes, rule.name, booksRate, taxCents)
    return { ...line, rate: booksRate, taxCents }
  })
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents, 0)

  const count = lines.length
  const shippingMethods = (rules.methodsOf(destination.country) ?? []).map((method) => ({
    id: method.id,
    name: method.name,
    estimate: method.estimate,
    priceCents: methodPrice(method, count, subtotalCents),
  }))
  const chosen =
    shippingMethods.find((m) => m.id === request.shippingMethod) ??
    shippingMethods.reduce((cheapest, m) => (m.priceCents < cheapest.priceCents ? m : cheapest))
  const shippingCents = chosen.priceCents
  const shippingRate = rule?.taxShipping ? rule.standardRate : 0
  const shippingTaxCents = rule?.taxShipping ? taxOf(shippingCents, shippingRate) : 0
  if (rule?.taxShipping) addTax(taxes, rule.name, shippingRate, shippingTaxCents)

  const taxCents = taxes.reduce((sum, t) => sum + t.amountCents, 0)
  return {
    ok: true,
    price: {
      lines,
      subtotalCents,
      shippingMethods,
      shippingMethod: chosen,
      shippingCents,
      shippingRate,
      shippingTaxCents,
      taxes,
      taxCents,
      totalCents: subtotalCents + shippingCents + (inclusive ? 0 : taxCents),
      pricesIncludeTax: inclusive,
    },
  }
}
