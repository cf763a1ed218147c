// 'Mark shipped' on the dashboard's order (issue 39 item 5): the carrier (UPS suggested) and tracking number are sent,
// the answer shows the parcel with its carrier's tracking link and the form offers to correct it; a missing number is
// said beside the field before anything is sent; a 409 is said; the breakdown shows shipping and each tax.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { order, ORDER_ID } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { AdminOrderPage } from './admin-order-page'

const GET = `GET /api/admin/orders/${ORDER_ID}`
const SHIP = `POST /api/admin/orders/${ORDER_ID}/ship`
const UPS_LINK = 'https://www.ups.com/track?tracknum=1Z999AA10123456784'

const placed: AdminOrder = {
  ...order({
    subtotal: 23,
    shipping: {
      method: 'standard',
      name: 'Standard',
      estimate: '3–5 business days',
      price: 5.99,
      tax: 0.53,
      taxRate: 8.875,
    },
    taxes: [{ name: 'Sales tax', rate: 8.875, amount: 2.57 }],
    tax: 2.57,
    totalPrice: 31.56,
  }),
  shippedBy: null,
  deliveredBy: null,
  cancelledBy: null,
}
const shipped: AdminOrder = {
  ...placed,
  shipment: {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: UPS_LINK,
    shippedAt: '2025-03-06T12:00:00.000Z',
  },
  shippedBy: 'admin',
}

const renderOrder = () =>
  renderScreen(<AdminOrderPage />, { route: '/dashboard/orders/:id', path: `/dashboard/orders/${ORDER_ID}` })

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

describe('Mark shipped', () => {
  it('sends the carrier and number, then shows the parcel with its tracking link', async () => {
    let current = placed
    const requests = stubFetch({
      [GET]: () => ({ body: current }),
      [SHIP]: () => {
        current = shipped
        return { body: shipped }
      },
    })
    renderOrder()
    const form = await screen.findByRole('form', { name: 'Mark shipped' })
    // The known carriers are suggested (the input's datalist).
    const suggestions = document.getElementById(field('Carrier').getAttribute('list') ?? '')
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toContain('UPS')
    type('Carrier', 'UPS')
    type('Tracking number', '1Z999AA10123456784')
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }))
    const link = await screen.findByRole('link', { name: /1Z999AA10123456784/ })
    expect(link.getAttribute('href')).toBe(UPS_LINK)
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    })
    expect(screen.getByText(/Shipped on .* by admin/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update tracking' })).toBeTruthy()
  })

  it('says a missing number beside the field and sends nothing; a 409 is said', async () => {
    const requests = stubFetch({
      [GET]: () => ({ body: placed }),
      [SHIP]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'This order was cancelled: it cannot be shipped' },
      }),
    })
    renderOrder()
    const form = await screen.findByRole('form', { name: 'Mark shipped' })
    type('Carrier', 'DHL')
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }))
    await waitFor(() => expect(messageOf('Tracking number')).toBe('Tracking number is required'))
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
    type('Tracking number', 'JD0146')
    fireEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be shipped: it was delivered or cancelled meanwhile.',
    )
    expect(field('Carrier').value).toBe('DHL')
  })

  it('shows what the order was charged: subtotal, shipping, each tax and the total', async () => {
    stubFetch({ [GET]: () => ({ body: placed }) })
    renderOrder()
    await screen.findByRole('form', { name: 'Mark shipped' })
    for (const [label, amount] of [
      ['Subtotal', '$23.00'],
      ['Shipping (Standard)', '$5.99'],
      ['Sales tax 8.875%', '$2.57'],
      ['Total', '$31.56'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(amount)
    }
  })
})
