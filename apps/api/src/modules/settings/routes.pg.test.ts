// The store settings over HTTP (issue 39 item 1): the admin reads and writes each document whole; a fresh store has
// the demo's (a US zone with Standard and Express, the rest of the world, a few US state rates); a document with an
// unknown country, a country in two zones, a negative price or a rate over 100 % is refused with the field named, and
// nothing is stored; shoppers and the signed-out never read or write them.

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { ShippingSettings, StoreDetails, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { rowsOf } from '@/db/rows'
import { adminToken, bearer, signUpBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp({ storeSettings: 'demo' })

const PATHS = {
  store: apiPaths.storeSettings.href(),
  shipping: apiPaths.shippingSettings.href(),
  taxes: apiPaths.taxSettings.href(),
}

const read = async (url: string) => {
  const res = await t.app.inject({ url, headers: bearer(await adminToken(t)) })
  expect(res.statusCode).toBe(200)
  return res.json<unknown>()
}

const write = async (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(await adminToken(t)), payload: payload as object })

const stored = async () =>
  rowsOf<{ name: string; version: string | number }>(
    t.db,
    sql`select name, version from store_settings order by name`,
  )

describe('the demo store settings', () => {
  it('ship Standard and Express in the US and International elsewhere, with a few US state rates', async () => {
    const shipping = ShippingSettings.parse(await read(PATHS.shipping))
    expect(shipping.zones.map((z) => [z.id, z.countries, z.restOfWorld])).toEqual([
      ['domestic', ['US'], false],
      ['international', [], true],
    ])
    expect(shipping.zones[0]?.methods).toEqual([
      {
        id: 'standard',
        name: 'Standard',
        firstBook: 4.99,
        furtherBook: 1,
        freeFrom: 35,
        estimate: '3–5 business days',
      },
      {
        id: 'express',
        name: 'Express',
        firstBook: 12.99,
        furtherBook: 0,
        freeFrom: null,
        estimate: '1–2 business days',
      },
    ])
    expect(shipping.zones[1]?.methods).toEqual([
      {
        id: 'international',
        name: 'International',
        firstBook: 14.99,
        furtherBook: 3,
        freeFrom: null,
        estimate: '7–14 business days',
      },
    ])
    const taxes = TaxSettings.parse(await read(PATHS.taxes))
    expect(taxes.rates.filter((r) => r.country === 'US').map((r) => [r.region, r.books])).toEqual([
      ['NY', 8.875],
      ['CA', 7.25],
      ['TX', 6.25],
      ['WA', 6.5],
    ])
    expect(StoreDetails.parse(await read(PATHS.store))).toMatchObject({ pricesIncludeTax: false })
  })
})

describe('PUT /api/admin/settings/*', () => {
  it('stores a whole document, answers it and moves its version', async () => {
    const before = await stored()
    const details = {
      legalName: 'Leaf & Page GmbH',
      address: 'Hauptstraße 1\n10115 Berlin\nGermany',
      email: 'rechnung@leafandpage.example',
      taxId: 'DE123456789',
      pricesIncludeTax: true,
    }
    const res = await write(PATHS.store, details)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(details)
    expect(await read(PATHS.store)).toEqual(details)
    const after = await stored()
    expect(after.map((r) => [r.name, Number(r.version)])).toEqual(
      before.map((r) => [r.name, Number(r.version) + (r.name === 'store' ? 1 : 0)]),
    )
  })

  it.each([
    [
      'shipping',
      {
        zones: [
          {
            id: 'a',
            name: 'A',
            countries: ['US', 'XX'],
            methods: [{ id: 'm', name: 'M', firstBook: 1, furtherBook: 0, freeFrom: null, estimate: 'soon' }],
          },
        ],
      },
      'zones.0.countries.1: must be an ISO 3166-1 alpha-2 country code, such as US or DE',
    ],
    [
      'shipping',
      {
        zones: [
          {
            id: 'a',
            name: 'A',
            countries: ['US'],
            methods: [{ id: 'm', name: 'M', firstBook: 1, furtherBook: 0, freeFrom: null, estimate: 'soon' }],
          },
          {
            id: 'b',
            name: 'B',
            countries: ['CA', 'US'],
            methods: [{ id: 'n', name: 'N', firstBook: 1, furtherBook: 0, freeFrom: null, estimate: 'soon' }],
          },
        ],
      },
      'zones.1.countries.1: US is in two zones',
    ],
    [
      'shipping',
      {
        zones: [
          {
            id: 'a',
            name: 'A',
            countries: ['US'],
            methods: [
              { id: 'm', name: 'M', firstBook: -4.99, furtherBook: 0, freeFrom: null, estimate: 'soon' },
            ],
          },
        ],
      },
      'zones.0.methods.0.firstBook: must not be negative',
    ],
    [
      'taxes',
      { rates: [{ country: 'DE', name: 'VAT', books: 7, standard: 119, taxShipping: true }] },
      'rates.0.standard: must be at most 100',
    ],
    [
      'taxes',
      { rates: [{ country: 'US', region: 'ZZ', name: 'Tax', books: 1, standard: 1, taxShipping: true }] },
      'rates.0.region: ZZ is not a region of US',
    ],
    [
      'store',
      { legalName: '', address: 'x', email: 'x@y.co', taxId: '', pricesIncludeTax: false },
      'legalName: Legal name is required',
    ],
  ] as const)(
    'refuses a bad %s document with 400 naming the field, and stores nothing',
    async (name, payload, message) => {
      const before = await stored()
      const res = await write(PATHS[name], payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'validation', message: expect.stringContaining(message) })
      expect(await stored()).toEqual(before)
    },
  )

  it('is the admin’s alone: 401 signed out and for a shopper, for every document', async () => {
    const buyer = await signUpBuyer(t.app, 'nosy')
    for (const url of Object.values(PATHS)) {
      for (const headers of [{}, { cookie: buyer.cookie, origin: TEST_PUBLIC_URL }]) {
        expect((await t.app.inject({ url, headers })).statusCode).toBe(401)
        expect((await t.app.inject({ method: 'PUT', url, headers, payload: {} })).statusCode).toBe(401)
      }
    }
  })
})
