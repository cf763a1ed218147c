// The checkout's price (issue 39 item 3): the country and, for the US, the state are selects of what the store ships
// to; the server's quote fills the summary (subtotal, shipping, each tax, total) and the shipping methods as radio
// buttons, asked again as the address or the method changes, with its loading and refused states; the order sends
// the method and the total the summary showed; a refused country is said beside the field and nothing is ordered.
import type { CheckoutQuote, QuoteBody } from '@bookstore/contract/schemas/checkout'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { serveCartBooks } from '@/testing/books-kit'
import { book, checkout, ORDER, TERMS } from '@/testing/checkout-kit'
import type { FakeAnswer } from '@/testing/fake-fetch'
import { field, fill, messageOf, type } from '@/testing/form-kit'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const STANDARD = { id: 'standard', name: 'Standard', price: 5.99, estimate: '3–5 business days' }
const EXPRESS = { id: 'express', name: 'Express', price: 12.99, estimate: '1–2 business days' }

/** The demo store's quote of books 1 and 2 ($0.10 and $0.20) to New York, by the method asked. */
const newYorkQuote = (method: string | null | undefined): CheckoutQuote => {
  const shipping = method === 'express' ? EXPRESS : STANDARD
  const shippingTax = method === 'express' ? 1.15 : 0.53
  return {
    lines: [
      { _id: book(1)._id, title: 'Book 1', newPrice: 0.1, tax: 0.01, taxRate: 8.875 },
      { _id: book(2)._id, title: 'Book 2', newPrice: 0.2, tax: 0.02, taxRate: 8.875 },
    ],
    subtotal: 0.3,
    shippingMethods: [STANDARD, EXPRESS],
    shippingMethod: shipping.id,
    shipping: shipping.price,
    shippingTax,
    taxes: [{ name: 'Sales tax', rate: 8.875, amount: 0.03 + shippingTax }],
    tax: 0.03 + shippingTax,
    total: Math.round((0.3 + shipping.price + 0.03 + shippingTax) * 100) / 100,
    currency: 'USD',
    pricesIncludeTax: false,
    country: 'US',
    state: 'NY',
  }
}

const summaryLines = () =>
  within(screen.getByRole('region', { name: 'Order Summary' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)

const fillNewYork = async () => {
  await screen.findByRole('option', { name: 'United States' })
  fill({
    Name: 'Ada Lovelace',
    'Phone number': '0123456789',
    Address: '1 Main St',
    City: 'New York',
    Zipcode: '10001',
  })
  type('Country', 'US')
}

describe('the checkout priced by the server', () => {
  it('asks the quote for a US state, shows its lines and methods, re-asks for Express, and orders its total', async () => {
    const quotes: QuoteBody[] = []
    const { requests } = checkout.open([book(1), book(2)], {
      ...serveCartBooks(book(1), book(2)),
      'POST /api/checkout/quote': (body) => {
        quotes.push(body as QuoteBody)
        return { body: newYorkQuote((body as QuoteBody).shippingMethod) }
      },
      'POST /api/orders/': () => ({ status: 201, body: ORDER }),
    })
    await checkout.placeOrderButton()
    await fillNewYork()
    // The US has states: a select of them, and no price until one is chosen.
    expect(field('State').tagName).toBe('SELECT')
    expect(
      screen.getByText('Shipping and tax are added once you choose the country it goes to.'),
    ).toBeTruthy()
    expect(quotes).toEqual([])
    type('State', 'NY')

    await waitFor(() =>
      expect(summaryLines()).toEqual([
        'Subtotal $0.30',
        'Shipping (Standard) $5.99',
        'Sales tax 8.875% $0.56',
        'Total $6.85',
      ]),
    )
    expect(quotes).toEqual([
      {
        productIds: [book(1)._id, book(2)._id],
        address: { country: 'US', state: 'NY' },
        shippingMethod: null,
      },
    ])
    const methods = screen.getByRole('group', { name: 'Shipping method' })
    expect(within(methods).getByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true)
    fireEvent.click(within(methods).getByRole('radio', { name: /Express/ }))
    await waitFor(() => expect(summaryLines()).toContain('Total $14.47'))
    expect(quotes.at(-1)?.shippingMethod).toBe('express')

    fireEvent.click(field(TERMS))
    checkout.placeOrder()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Order placed' })),
    )
    const order = requests.find((r) => r.path === '/api/orders/')?.body as {
      content: { totalPrice: number; shippingMethod: string; address: { country: string; state: string } }
    }
    expect(order.content).toMatchObject({
      totalPrice: 14.47,
      shippingMethod: 'express',
      address: { country: 'US', state: 'NY' },
    })
  })

  it('says the shipping and tax are on their way while the quote is asked', async () => {
    checkout.open([book(1), book(2)], {
      ...serveCartBooks(book(1), book(2)),
      'POST /api/checkout/quote': () => new Promise<FakeAnswer>(() => {}),
    })
    await checkout.placeOrderButton()
    await fillNewYork()
    type('State', 'NY')
    expect(await screen.findByText('Calculating shipping and tax…')).toBeTruthy()
  })

  it('says beside Country why it cannot go there, and orders nothing', async () => {
    const { requests } = checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      'POST /api/checkout/quote': () => ({
        status: 422,
        body: { error: 'validation', message: 'address.country: We do not ship to France' },
      }),
    })
    await checkout.placeOrderButton()
    await screen.findByRole('option', { name: 'France' })
    fill({
      Name: 'Ada',
      'Phone number': '0123456789',
      Address: '1 Rue',
      City: 'Paris',
      State: 'IDF',
      Zipcode: '75001',
    })
    type('Country', 'FR')
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'We do not ship to France')
    fireEvent.click(field(TERMS))
    checkout.placeOrder()
    await waitFor(() => expect(messageOf('Country')).toBe('We do not ship to France'))
    expect(requests.filter((r) => r.path === '/api/orders/')).toEqual([])
    expect(field('City').value).toBe('Paris')
  })

  it("says a store's prices include the VAT, EU style", async () => {
    const included: CheckoutQuote = {
      ...newYorkQuote(null),
      lines: [{ _id: book(1)._id, title: 'Book 1', newPrice: 0.1, tax: 0.01, taxRate: 7 }],
      subtotal: 0.1,
      shippingMethods: [{ ...STANDARD, price: 4.9 }],
      shipping: 4.9,
      shippingTax: 0.78,
      taxes: [
        { name: 'VAT', rate: 7, amount: 0.01 },
        { name: 'VAT', rate: 19, amount: 0.78 },
      ],
      tax: 0.79,
      total: 5,
      pricesIncludeTax: true,
      country: 'FR',
      state: '',
    }
    checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      'POST /api/checkout/quote': () => ({ body: included }),
    })
    await checkout.placeOrderButton()
    await screen.findByRole('option', { name: 'France' })
    type('Country', 'FR')
    await waitFor(() =>
      expect(summaryLines()).toEqual([
        'Subtotal $0.10',
        'Shipping (Standard) $4.90',
        'VAT 7% (included) $0.01',
        'VAT 19% (included) $0.78',
        'Total $5.00',
      ]),
    )
    expect(screen.getByText('incl. VAT')).toBeTruthy()
  })
})
