// The shipping zones (issue 39 item 1): a save sends the whole document (prices read by the contract's rule, zones
// and methods added and removed); the contract's messages show beside the inputs before anything is sent; a
// refusal's field path lands beside its input and keeps what was typed.
import type { ShippingMethod, ShippingSettings } from '@bookstore/contract/schemas/store-settings'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, type RecordedRequest } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { ShippingZonesForm } from './shipping-zones-form'

const PUT = 'PUT /api/admin/settings/shipping'

const method = (id: string, fields: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id,
  name: 'Standard',
  firstBook: 4.99,
  furtherBook: 1,
  freeFrom: 35,
  estimate: '3–5 business days',
  ...fields,
})

const SHIPPING: ShippingSettings = {
  zones: [
    {
      id: 'domestic',
      name: 'United States',
      countries: ['US'],
      restOfWorld: false,
      methods: [method('standard'), method('express', { name: 'Express', firstBook: 12.5, freeFrom: null })],
    },
    {
      id: 'north-america',
      name: 'North America',
      countries: ['CA', 'MX'],
      restOfWorld: false,
      methods: [method('standard-na', { firstBook: 9 })],
    },
    { id: 'world', name: 'World', countries: [], restOfWorld: true, methods: [method('world-post')] },
  ],
}

afterEach(() => vi.restoreAllMocks())

const renderForm = () =>
  renderScreen(<ShippingZonesForm settings={SHIPPING} />, { path: '/dashboard/settings' })

const zone = (n: number) => screen.getByRole('group', { name: new RegExp(`^Zone ${n}\\b`) })
const methodOf = (n: number, m: number) => within(zone(n)).getByRole('group', { name: `Method ${m}` })
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.input(input(scope, label), { target: { value } })
const messageBeside = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? null
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }))
const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body)

describe('ShippingZonesForm', () => {
  it('sends the whole document, prices read as the book forms read them', async () => {
    const requests = stubFetch({ [PUT]: (body) => ({ body }) })
    renderForm()
    type(methodOf(1, 2), 'First book', '13,75')
    type(methodOf(1, 2), 'Free from', '60')
    type(methodOf(2, 1), 'Free from', '')
    type(zone(2), 'Countries', 'ca, mx,  pr')
    expect(within(zone(2)).getByText('Canada, Mexico, Puerto Rico')).toBeTruthy()
    save()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'))
    const [zone1, zone2, zone3] = SHIPPING.zones
    expect(puts(requests)).toEqual([
      {
        zones: [
          {
            ...zone1,
            methods: [zone1?.methods[0], { ...zone1?.methods[1], firstBook: 13.75, freeFrom: 60 }],
          },
          { ...zone2, countries: ['CA', 'MX', 'PR'], methods: [{ ...zone2?.methods[0], freeFrom: null }] },
          zone3,
        ],
      },
    ])
  })

  it('adds and removes zones and methods', async () => {
    const requests = stubFetch({ [PUT]: (body) => ({ body }) })
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Remove zone 2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove method 1 of zone 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a zone' }))
    const added = zone(3)
    expect(document.activeElement).toBe(input(added, 'Zone id'))
    type(added, 'Zone id', 'europe')
    type(added, 'Zone name', 'Europe')
    type(added, 'Countries', 'DE, FR')
    expect(within(added).getByText('Germany, France')).toBeTruthy()
    const first = within(added).getByRole('group', { name: 'Method 1' })
    type(first, 'Method id', 'eu-post')
    type(first, 'Method name', 'Post')
    type(first, 'First book', '6')
    type(first, 'Each further book', '1.5')
    type(first, 'Estimate', '5–8 business days')
    expect(screen.getByRole('group', { name: 'Zone 3: Europe' })).toBe(added)
    save()
    await waitFor(() => expect(puts(requests)).toHaveLength(1))
    const [zone1, , zone3] = SHIPPING.zones
    expect(puts(requests)[0]).toEqual({
      zones: [
        { ...zone1, methods: [zone1?.methods[1]] },
        zone3,
        {
          id: 'europe',
          name: 'Europe',
          countries: ['DE', 'FR'],
          restOfWorld: false,
          methods: [
            {
              id: 'eu-post',
              name: 'Post',
              firstBook: 6,
              furtherBook: 1.5,
              freeFrom: null,
              estimate: '5–8 business days',
            },
          ],
        },
      ],
    })
  })

  it('blocks a negative price, an unreadable one and a zone without methods, and sends nothing', async () => {
    const requests = stubFetch({})
    renderForm()
    type(methodOf(1, 2), 'First book', '-1')
    type(methodOf(1, 1), 'Each further book', '4.9.9')
    fireEvent.click(screen.getByRole('button', { name: 'Remove method 1 of zone 2' }))
    save()
    const price = input(methodOf(1, 2), 'First book')
    await waitFor(() => expect(messageBeside(price)).toBe('First book must not be negative'))
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect(within(zone(2)).getByRole('alert').textContent).toBe('a zone needs at least one method')
    expect(messageBeside(input(methodOf(1, 1), 'Each further book'))).toBe(
      'Each further book must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
    )
    expect(requests).toEqual([])
  })

  it('says beside the countries which code is in two zones or is no country, and sends nothing', async () => {
    const requests = stubFetch({})
    renderForm()
    type(zone(2), 'Countries', 'CA, US')
    type(zone(3), 'Countries', 'XX')
    expect(within(zone(3)).getByText('XX (not a country code)')).toBeTruthy()
    save()
    await waitFor(() =>
      expect(messageBeside(input(zone(3), 'Countries'))).toBe(
        'XX must be an ISO 3166-1 alpha-2 country code, such as US or DE',
      ),
    )
    type(zone(3), 'Countries', '')
    save()
    await waitFor(() => expect(messageBeside(input(zone(2), 'Countries'))).toBe('US is in two zones'))
    expect(input(zone(2), 'Countries').getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(input(zone(2), 'Rest of the world'))
    save()
    await waitFor(() =>
      expect(messageBeside(input(zone(3), 'Rest of the world'))).toBe(
        'only one zone may be the rest of the world',
      ),
    )
    expect(requests).toEqual([])
  })

  it("shows a refusal naming 'zones.1.countries.1' beside zone 2's countries, keeping what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const requests = stubFetch({
      [PUT]: () => ({
        status: 400,
        body: { error: 'validation', message: 'Invalid body: zones.1.countries.1: MX is in two zones' },
      }),
    })
    renderForm()
    type(zone(2), 'Zone name', 'Canada and Mexico')
    type(methodOf(2, 1), 'First book', '8,50')
    save()
    const countries = input(zone(2), 'Countries')
    await waitFor(() => expect(messageBeside(countries)).toBe('MX is in two zones'))
    expect(countries.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(countries)
    expect(screen.getByRole('alert').textContent).toBe('Not saved: see the messages beside the fields.')
    expect(input(zone(2), 'Zone name').value).toBe('Canada and Mexico')
    expect(input(methodOf(2, 1), 'First book').value).toBe('8,50')
    expect(countries.value).toBe('CA, MX')
    expect(puts(requests)).toHaveLength(1)
    // Fixing the field takes its message away.
    type(zone(2), 'Countries', 'CA')
    await waitFor(() => expect(countries.getAttribute('aria-invalid')).toBe('false'))
  })

  it('says beside Save what a refusal names that no input shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch({
      [PUT]: () => ({
        status: 400,
        body: { error: 'validation', message: 'Invalid body: zones: must have at most 50 items' },
      }),
    })
    renderForm()
    save()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not saved: zones: must have at most 50 items',
    )
  })
})
