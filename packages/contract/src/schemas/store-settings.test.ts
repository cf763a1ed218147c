// The store settings' documents refuse what pricing could not use, naming the field (issue 39 item 1): unknown country
// codes, a country in two zones, repeated ids, negative prices, rates over 100 % or with 4 decimals, a region that is
// not one, two rates for one place.

import { describe, expect, it } from 'vitest'
import { ShippingSettings, StoreDetails, TaxSettings } from './store-settings'

const method = {
  id: 'std',
  name: 'Standard',
  firstBook: 4.99,
  furtherBook: 1,
  freeFrom: 35,
  estimate: '3–5 days',
}
const zone = (id: string, countries: string[], extra: object = {}) => ({
  id,
  name: id,
  countries,
  methods: [{ ...method, id: `${id}-std` }],
  ...extra,
})
const rate = {
  country: 'US',
  region: 'NY',
  name: 'Sales tax',
  books: 8.875,
  standard: 8.875,
  taxShipping: true,
}

/** Each refused field's path and message. */
const problems = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  },
  value: unknown,
) => (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)

describe('ShippingSettings', () => {
  it('takes zones of countries with methods, one zone being the rest of the world', () => {
    const parsed = ShippingSettings.parse({
      zones: [zone('us', ['US']), zone('world', [], { restOfWorld: true })],
    })
    expect(parsed.zones.map((z) => z.restOfWorld)).toEqual([false, true])
  })

  it.each([
    [
      { zones: [zone('us', ['US', 'XX'])] },
      'zones.0.countries.1: must be an ISO 3166-1 alpha-2 country code, such as US or DE',
    ],
    [
      { zones: [zone('us', ['us'])] },
      'zones.0.countries.0: must be an ISO 3166-1 alpha-2 country code, such as US or DE',
    ],
    [
      { zones: [zone('a', ['US', 'CA']), zone('b', ['DE', 'CA'])] },
      'zones.1.countries.1: CA is in two zones',
    ],
    [{ zones: [zone('a', ['US']), zone('a', ['DE'])] }, 'zones.1.id: zone id a is used twice'],
    [
      { zones: [zone('a', [], { restOfWorld: true }), zone('b', [], { restOfWorld: true })] },
      'zones.1.restOfWorld: only one zone may be the rest of the world',
    ],
    [{ zones: [{ ...zone('a', ['US']), methods: [] }] }, 'zones.0.methods: a zone needs at least one method'],
    [
      { zones: [{ ...zone('a', ['US']), methods: [{ ...method, firstBook: -1 }] }] },
      'zones.0.methods.0.firstBook: must not be negative',
    ],
    [
      { zones: [{ ...zone('a', ['US']), methods: [{ ...method, furtherBook: 1.005 }] }] },
      'zones.0.methods.0.furtherBook: must have at most 2 decimals',
    ],
    [
      { zones: [{ ...zone('a', ['US']), methods: [{ ...method, name: ' ' }] }] },
      'zones.0.methods.0.name: Name is required',
    ],
    [
      { zones: [{ ...zone('a', ['US']), methods: [method, method] }] },
      'zones.0.methods.1.id: method id std is used twice',
    ],
    [
      { zones: [{ ...zone('a', ['US']), id: 'Not a slug' }] },
      'zones.0.id: must be lower-case letters, digits and hyphens',
    ],
  ])('refuses %j naming the field', (value, message) => {
    expect(problems(ShippingSettings, value)).toContain(message)
  })
})

describe('TaxSettings', () => {
  it('takes country rates and region rates, to a thousandth of a percent', () => {
    const parsed = TaxSettings.parse({
      rates: [rate, { ...rate, region: undefined, country: 'DE', books: 7, standard: 19 }],
    })
    expect(parsed.rates.map((r) => r.region)).toEqual(['NY', null])
  })

  it.each([
    [{ rates: [{ ...rate, books: 100.5 }] }, 'rates.0.books: must be at most 100'],
    [{ rates: [{ ...rate, standard: -1 }] }, 'rates.0.standard: must not be negative'],
    [{ rates: [{ ...rate, books: 8.8755 }] }, 'rates.0.books: must have at most 3 decimals'],
    [
      { rates: [{ ...rate, country: 'ZZ' }] },
      'rates.0.country: must be an ISO 3166-1 alpha-2 country code, such as US or DE',
    ],
    [{ rates: [{ ...rate, region: 'ON' }] }, 'rates.0.region: ON is not a region of US'],
    [{ rates: [{ ...rate, country: 'DE', region: 'BY' }] }, 'rates.0.region: DE has no regions'],
    [{ rates: [rate, { ...rate, books: 4 }] }, 'rates.1.country: US/NY has two rates'],
    [
      {
        rates: [
          { ...rate, region: null, country: 'DE' },
          { ...rate, region: null, country: 'DE' },
        ],
      },
      'rates.1.country: DE has two rates',
    ],
  ])('refuses %j naming the field', (value, message) => {
    expect(problems(TaxSettings, value)).toContain(message)
  })
})

describe('StoreDetails', () => {
  it('needs a legal name, an address and an email; a tax id may be empty', () => {
    const details = {
      legalName: 'Shop Ltd',
      address: '1 Main St',
      email: 'a@b.co',
      taxId: '',
      pricesIncludeTax: false,
    }
    expect(StoreDetails.parse(details)).toEqual(details)
    expect(problems(StoreDetails, { ...details, legalName: '', email: 'nope' })).toEqual([
      'legalName: Legal name is required',
      'email: must be an email address',
    ])
  })
})
