// The pricing function (issue 39 item 9): a table of carts and what they cost (zones, the free threshold, the price of
// further books, tax added and included, rounding, regions), and 10,000 random carts whose lines, shipping and tax
// lines always add up to the total, to the cent.

import { describe, expect, it } from 'vitest'
import { compileRules, fromRate, toRate } from './pricing-rules'
import { priceOrder, type OrderPrice, type PricingRequest } from './pricing'
import type { StoreSettings } from './schemas/store-settings'

const store = (pricesIncludeTax: boolean): StoreSettings['store'] => ({
  legalName: 'Bookstore Ltd',
  address: '1 Main St\nSpringfield',
  email: 'shop@example.com',
  taxId: '',
  pricesIncludeTax,
})

const shipping: StoreSettings['shipping'] = {
  zones: [
    {
      id: 'domestic',
      name: 'United States',
      countries: ['US'],
      restOfWorld: false,
      methods: [
        {
          id: 'us-standard',
          name: 'Standard',
          firstBook: 4.99,
          furtherBook: 1,
          freeFrom: 35,
          estimate: '3–5 business days',
        },
        {
          id: 'us-express',
          name: 'Express',
          firstBook: 12.99,
          furtherBook: 0,
          freeFrom: null,
          estimate: '1–2 days',
        },
      ],
    },
    {
      id: 'europe',
      name: 'Germany and Austria',
      countries: ['DE', 'AT'],
      restOfWorld: false,
      methods: [
        { id: 'eu', name: 'DHL', firstBook: 6.9, furtherBook: 2.5, freeFrom: null, estimate: '2–4 days' },
      ],
    },
  ],
}

const taxes: StoreSettings['taxes'] = {
  rates: [
    { country: 'US', region: 'NY', name: 'Sales tax', books: 8.875, standard: 8.875, taxShipping: true },
    { country: 'US', region: 'CA', name: 'Sales tax', books: 7.25, standard: 7.25, taxShipping: false },
    { country: 'DE', region: null, name: 'VAT', books: 7, standard: 19, taxShipping: true },
  ],
}

const rules = (pricesIncludeTax = false, zones = shipping) =>
  compileRules({ store: store(pricesIncludeTax), shipping: zones, taxes })

const cart = (...cents: number[]) => cents.map((unitCents, i) => ({ bookId: `b${i}`, unitCents }))

const price = (request: PricingRequest, inclusive = false): OrderPrice => {
  const priced = priceOrder(rules(inclusive), request)
  if (!priced.ok) throw new Error(priced.refusal.message)
  return priced.price
}

const ny = { country: 'US', region: 'NY' }

describe('priceOrder', () => {
  it.each([
    // [what, lines, destination, method, subtotal, shipping, tax, total]
    ['one book to New York, standard', [1000], ny, null, 1000, 499, 89 + 44, 1000 + 499 + 133],
    [
      'three books: the first and two further',
      [1000, 500, 250],
      ny,
      'us-standard',
      1750,
      699,
      89 + 44 + 22 + 62,
      1750 + 699 + 217,
    ],
    ['free from $35, exactly at it', [2000, 1500], ny, 'us-standard', 3500, 0, 178 + 133, 3500 + 311],
    [
      'a cent below the free threshold',
      [2000, 1499],
      ny,
      'us-standard',
      3499,
      599,
      178 + 133 + 53,
      3499 + 599 + 364,
    ],
    ['express is never free', [5000], ny, 'us-express', 5000, 1299, 444 + 115, 5000 + 1299 + 559],
    ['California does not tax shipping', [1000], { country: 'US', region: 'CA' }, null, 1000, 499, 73, 1572],
    ['a state with no rate pays no tax', [1000], { country: 'US', region: 'TX' }, null, 1000, 499, 0, 1499],
    [
      'Germany: books at 7 %, shipping at 19 %',
      [1000, 1000],
      { country: 'DE', region: null },
      null,
      2000,
      940,
      140 + 179,
      3259,
    ],
    ['Austria: same zone, no rate', [1000], { country: 'AT', region: null }, null, 1000, 690, 0, 1690],
  ] as const)('%s', (_what, lines, destination, method, subtotal, shippingCents, tax, total) => {
    const priced = price({ lines: cart(...lines), destination, shippingMethod: method })
    expect(priced.subtotalCents).toBe(subtotal)
    expect(priced.shippingCents).toBe(shippingCents)
    expect(priced.taxCents).toBe(tax)
    expect(priced.totalCents).toBe(total)
  })

  it('rounds each line on its own, half a cent up', () => {
    // 8.875 % of $0.04 is 0.355 cents: 0; of $0.06, 0.5325: 1; of $5.64, 50.055: 50.
    const priced = price({ lines: cart(4, 6, 564), destination: ny, shippingMethod: 'us-express' })
    expect(priced.lines.map((l) => l.taxCents)).toEqual([0, 1, 50])
    // Exactly half a cent rounds up: 10 % of 45 cents is 4.5.
    const tenth = compileRules({
      store: store(false),
      shipping,
      taxes: {
        rates: [{ country: 'US', region: null, name: 'Tax', books: 10, standard: 10, taxShipping: false }],
      },
    })
    const half = priceOrder(tenth, { lines: cart(45, 44), destination: { country: 'US', region: 'OH' } })
    expect(half.ok && half.price.lines.map((l) => l.taxCents)).toEqual([5, 4])
  })

  it('takes the tax out of prices that include it, and adds nothing to the total', () => {
    const priced = price({ lines: cart(1070, 999), destination: { country: 'DE', region: null } }, true)
    // 10.70 incl. 7 %: 0.70 of tax; 9.99: 0.6535 → 0.65; shipping 6.90 + 2.50 incl. 19 %: 1.5008 → 1.50.
    expect(priced.lines.map((l) => l.taxCents)).toEqual([70, 65])
    expect(priced.shippingTaxCents).toBe(150)
    expect(priced.taxes).toEqual([
      { name: 'VAT', rate: 7000, amountCents: 135 },
      { name: 'VAT', rate: 19_000, amountCents: 150 },
    ])
    expect(priced.totalCents).toBe(1070 + 999 + 940)
    expect(priced.pricesIncludeTax).toBe(true)
  })

  it('lists the tax per name and rate: one line where books and shipping share the rate', () => {
    const priced = price({ lines: cart(1000, 2000), destination: ny })
    expect(priced.taxes).toEqual([{ name: 'Sales tax', rate: 8875, amountCents: 89 + 178 + 53 }])
  })

  it('offers the zone’s methods priced for the cart, and picks the cheapest unless told', () => {
    const priced = price({ lines: cart(4000), destination: ny })
    expect(priced.shippingMethods.map((m) => [m.id, m.priceCents])).toEqual([
      ['us-standard', 0],
      ['us-express', 1299],
    ])
    expect(priced.shippingMethod.id).toBe('us-standard')
  })

  it('refuses a country no zone holds, a missing or foreign region, and a method of another zone', () => {
    const refusal = (request: PricingRequest) => {
      const priced = priceOrder(rules(), request)
      return priced.ok ? null : priced.refusal
    }
    expect(refusal({ lines: cart(100), destination: { country: 'JP', region: null } })).toEqual({
      field: 'address.country',
      message: 'We do not ship to Japan',
    })
    expect(refusal({ lines: cart(100), destination: { country: 'US', region: null } })?.field).toBe(
      'address.state',
    )
    expect(refusal({ lines: cart(100), destination: { country: 'US', region: 'ON' } })?.field).toBe(
      'address.state',
    )
    expect(
      refusal({
        lines: cart(100),
        destination: { country: 'DE', region: null },
        shippingMethod: 'us-express',
      }),
    ).toEqual({
      field: 'shippingMethod',
      message: 'us-express is not a shipping method to Germany',
    })
  })

  it('ships everywhere else through the rest-of-the-world zone', () => {
    const world = rules(false, {
      zones: [
        ...shipping.zones,
        {
          id: 'world',
          name: 'Rest of the world',
          countries: [],
          restOfWorld: true,
          methods: [
            {
              id: 'intl',
              name: 'International',
              firstBook: 14.99,
              furtherBook: 3,
              freeFrom: null,
              estimate: '7–14 days',
            },
          ],
        },
      ],
    })
    const priced = priceOrder(world, {
      lines: cart(1000, 1000),
      destination: { country: 'JP', region: null },
    })
    expect(priced.ok && [priced.price.shippingMethod.id, priced.price.shippingCents]).toEqual(['intl', 1799])
    expect(world.shipsTo('DE') && world.methodsOf('DE')?.[0]?.id).toBe('eu')
  })

  it('keeps rates to a thousandth of a percent', () => {
    expect(toRate(8.875)).toBe(8875)
    expect(toRate(0.001)).toBe(1)
    expect(fromRate(8875)).toBe(8.875)
  })
})

/** A seeded generator (mulberry32): the same 10,000 carts on every run, and a failure names its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('priceOrder on random carts', () => {
  it('always adds up to the total, to the cent', () => {
    const next = random(20261204)
    const int = (below: number) => Math.floor(next() * below)
    const problems: string[] = []
    for (let seed = 0; seed < 10_000; seed += 1) {
      const inclusive = next() < 0.5
      const rate = int(30_000) + (next() < 0.1 ? 0 : 1) // 0 to 30 %, to the thousandth
      const randomRules = compileRules({
        store: store(inclusive),
        shipping: {
          zones: [
            {
              id: 'z',
              name: 'Z',
              countries: ['US'],
              restOfWorld: false,
              methods: [
                {
                  id: 'm',
                  name: 'M',
                  firstBook: int(2000) / 100,
                  furtherBook: int(500) / 100,
                  freeFrom: next() < 0.5 ? null : int(10_000) / 100,
                  estimate: 'soon',
                },
              ],
            },
          ],
        },
        taxes: {
          rates: [
            {
              country: 'US',
              region: null,
              name: 'Tax',
              books: fromRate(rate),
              standard: fromRate(int(30_000)),
              taxShipping: next() < 0.5,
            },
          ],
        },
      })
      const lines = cart(...Array.from({ length: 1 + int(12) }, () => int(20_000)))
      const priced = priceOrder(randomRules, { lines, destination: { country: 'US', region: 'NY' } })
      if (!priced.ok) throw new Error(`cart ${seed}: ${priced.refusal.message}`)
      const p = priced.price
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
      const wrong = (what: string) => problems.push(`cart ${seed}: ${what} (${JSON.stringify(p)})`)
      if (sum(p.lines.map((l) => l.unitCents)) !== p.subtotalCents) wrong('the lines are not the subtotal')
      if (sum(p.taxes.map((t) => t.amountCents)) !== p.taxCents) wrong('the tax lines are not the tax')
      if (sum(p.lines.map((l) => l.taxCents)) + p.shippingTaxCents !== p.taxCents)
        wrong('the taxed parts are not the tax')
      if (p.subtotalCents + p.shippingCents + (inclusive ? 0 : p.taxCents) !== p.totalCents) wrong('no total')
      for (const value of [p.totalCents, p.taxCents, p.shippingCents, ...p.lines.map((l) => l.taxCents)]) {
        if (!Number.isInteger(value) || value < 0) wrong(`${value} is not a number of cents`)
      }
      for (const l of p.lines) {
        // Each line's tax is its exact tax rounded: within half a cent, and never more than a price that holds it.
        const exact = inclusive
          ? (l.unitCents * l.rate) / (100_000 + l.rate)
          : (l.unitCents * l.rate) / 100_000
        if (Math.abs(l.taxCents - exact) > 0.5) wrong(`a line's tax ${l.taxCents} is not ${exact} rounded`)
        if (inclusive && l.taxCents > l.unitCents) wrong('a tax above its price')
      }
    }
    expect(problems.slice(0, 3)).toEqual([])
  })
})
