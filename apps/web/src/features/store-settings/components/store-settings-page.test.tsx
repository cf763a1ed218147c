// The dashboard's store settings (issue 39 item 1): the three documents asked for with the admin token and shown in
// their sections, 'Loading...' until each arrives, and a section that could not be loaded says so with Try again
// while the others work.
import type { ShippingSettings, StoreDetails, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubFetch, type Handler } from '@/testing/fake-fetch'
import { failingRoute } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { StoreSettingsPage } from './store-settings-page'

const STORE: StoreDetails = {
  legalName: 'Lantern Books Ltd',
  address: '1 Quay Street\nDublin',
  email: 'owner@lantern.example',
  taxId: 'IE1234567X',
  pricesIncludeTax: true,
}

const SHIPPING: ShippingSettings = {
  zones: [
    {
      id: 'north-america',
      name: 'North America',
      countries: ['US', 'CA'],
      restOfWorld: false,
      methods: [
        {
          id: 'standard',
          name: 'Standard',
          firstBook: 4.99,
          furtherBook: 1,
          freeFrom: 35,
          estimate: '3–5 business days',
        },
      ],
    },
  ],
}

const TAXES: TaxSettings = {
  rates: [
    { country: 'US', region: 'NY', name: 'Sales tax', books: 8.875, standard: 8.875, taxShipping: true },
  ],
}

const ROUTES = {
  store: 'GET /api/admin/settings/store',
  shipping: 'GET /api/admin/settings/shipping',
  taxes: 'GET /api/admin/settings/taxes',
}

const serving = (overrides: Partial<Record<keyof typeof ROUTES, Handler>> = {}) => ({
  [ROUTES.store]: overrides.store ?? (() => ({ body: STORE })),
  [ROUTES.shipping]: overrides.shipping ?? (() => ({ body: SHIPPING })),
  [ROUTES.taxes]: overrides.taxes ?? (() => ({ body: TAXES })),
})

const renderSettings = () => renderScreen(<StoreSettingsPage />, { path: '/dashboard/settings' })

const valueOf = (scope: HTMLElement, label: string) =>
  (within(scope).getByLabelText(label) as HTMLInputElement).value

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

describe('StoreSettingsPage', () => {
  it('shows the three documents in their sections, asked for with the admin token', async () => {
    const requests = stubFetch(serving())
    renderSettings()
    const store = await screen.findByRole('form', { name: 'Store details' })
    expect(document.title).toBe('Store settings | Bookstore')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Store',
      'Shipping zones',
      'Tax rates',
    ])
    expect(valueOf(store, 'Legal name')).toBe('Lantern Books Ltd')
    expect(valueOf(store, 'Address')).toBe('1 Quay Street\nDublin')
    expect(valueOf(store, 'Email')).toBe('owner@lantern.example')
    expect(valueOf(store, 'Tax id')).toBe('IE1234567X')
    expect((within(store).getByLabelText(/^Prices include tax \(EU style/) as HTMLInputElement).checked).toBe(
      true,
    )

    const zone = await screen.findByRole('group', { name: 'Zone 1: North America' })
    expect(valueOf(zone, 'Countries')).toBe('US, CA')
    expect(within(zone).getByText('United States, Canada')).toBeTruthy()
    const method = within(zone).getByRole('group', { name: 'Method 1' })
    expect(valueOf(method, 'First book')).toBe('4.99')
    expect(valueOf(method, 'Each further book')).toBe('1.00')
    expect(valueOf(method, 'Free from')).toBe('35.00')

    const taxes = await screen.findByRole('form', { name: 'Tax rates' })
    expect(valueOf(taxes, 'Country for US NY')).toBe('US')
    expect(valueOf(taxes, 'Region for US NY')).toBe('NY')
    expect(valueOf(taxes, 'Books rate for US NY')).toBe('8.875')
    expect((within(taxes).getByLabelText('Tax shipping for US NY') as HTMLInputElement).checked).toBe(true)

    expect(requests.map((r) => [`${r.method} ${r.path}`, r.authorization]).sort()).toEqual(
      Object.values(ROUTES)
        .map((route) => [route, 'Bearer h.p.s'])
        .sort(),
    )
  })

  it("shows 'Loading...' in each section until its document arrives", async () => {
    let answer: (() => void) | undefined
    const arrived = new Promise<void>((resolve) => (answer = resolve))
    stubFetch(
      serving({
        shipping: async () => {
          await arrived
          return { body: SHIPPING }
        },
      }),
    )
    renderSettings()
    expect(screen.getAllByText('Loading...')).toHaveLength(3)
    await screen.findByRole('form', { name: 'Store details' })
    await screen.findByRole('form', { name: 'Tax rates' })
    expect(screen.getAllByText('Loading...').map((p) => p.getAttribute('role'))).toEqual(['status'])
    answer?.()
    await screen.findByRole('form', { name: 'Shipping zones' })
    expect(screen.queryByText('Loading...')).toBeNull()
  })

  it('says a document could not be loaded, beside the others, and Try again asks again', async () => {
    const route = failingRoute(
      { status: 500, body: { error: 'internal', message: 'Something went wrong' } },
      () => ({ body: SHIPPING }),
    )
    stubFetch(serving({ shipping: route.handler }))
    renderSettings()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The shipping zones could not be loaded.')
    await screen.findByRole('form', { name: 'Store details' })
    expect(screen.getByRole('form', { name: 'Tax rates' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Shipping zones' })).toBeNull()
    route.recover()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('form', { name: 'Shipping zones' })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
