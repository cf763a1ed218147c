// The checkout form's start (issue 27 item 7): the shopper's most common address and phone from her orders, never
// over what she typed (even before the orders came), an empty form without orders and a usable one meanwhile; and
// the terms box, whose 'Terms & Conditions' opens /terms in a new tab while the label still ticks it.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveCartBooks } from '@/testing/books-kit'
import { book, checkout, ORDER, TERMS } from '@/testing/checkout-kit'
import type { FakeAnswer } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { ADA } from '@/testing/shopper-kit'

const ORDERS = `GET /api/orders/email/${encodeURIComponent(ADA.email)}`

const shippedTo = (city: string, street: string, phone: string, country = 'FR') => ({
  ...ORDER,
  phone,
  address: { street, city, country, state: 'IDF', zipcode: '75001' },
})

/** Two orders to Paris and one to London: Paris and its phone are the most common. */
const PAST_ORDERS = [
  shippedTo('Paris', '5 Rue de Rivoli', '0611223344'),
  shippedTo('London', '12 St James Sq', '0123456789'),
  shippedTo('Paris', '5 Rue de Rivoli', '0611223344'),
]

const PREFILLED = {
  'Phone number': '0611223344',
  Address: '5 Rue de Rivoli',
  City: 'Paris',
  Country: 'FR',
  State: 'IDF',
  Zipcode: '75001',
}

const valuesOf = (labels: readonly string[]) => labels.map((label) => field(label).value)

describe('CheckoutForm', () => {
  it("starts from the shopper's most common address and phone, each still editable", async () => {
    checkout.open([book(1)], { ...serveCartBooks(book(1)), [ORDERS]: () => ({ body: PAST_ORDERS }) })
    await waitFor(() => expect(field('City').value).toBe('Paris'))
    expect(valuesOf(Object.keys(PREFILLED))).toEqual(Object.values(PREFILLED))
    expect(field('Name').value).toBe('')
    expect(field('Email').value).toBe(ADA.email)

    type('City', 'Lyon')
    expect(field('City').value).toBe('Lyon')
    expect(field('City').readOnly).toBe(false)
  })

  it('keeps what she typed while the orders were on their way, and fills only the rest', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      [ORDERS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    })
    // Usable before the orders come.
    await checkout.placeOrderButton()
    type('Phone number', '0799')
    type('Address', '1 Quai Voltaire')
    // Typed, then emptied again: still hers.
    type('State', 'X')
    type('State', '')
    answer({ body: PAST_ORDERS })

    await waitFor(() => expect(field('City').value).toBe('Paris'))
    expect(valuesOf(['Phone number', 'Address', 'State', 'Country', 'Zipcode'])).toEqual([
      '0799',
      '1 Quai Voltaire',
      '',
      'FR',
      '75001',
    ])
  })

  it('leaves the country to choose when her orders typed it (before the store listed countries)', async () => {
    const typed = [shippedTo('Paris', '5 Rue de Rivoli', '0611223344', 'France')]
    checkout.open([book(1)], { ...serveCartBooks(book(1)), [ORDERS]: () => ({ body: typed }) })
    await waitFor(() => expect(field('City').value).toBe('Paris'))
    expect(field('Country').value).toBe('')
    expect(field('Zipcode').value).toBe('75001')
  })

  it('clears a message the prefill answers when Place Order was pressed before the orders came', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      [ORDERS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    })
    await checkout.placeOrderButton()
    checkout.placeOrder()
    await waitFor(() => expect(messageOf('City')).toBe('City is required'))
    answer({ body: PAST_ORDERS })
    await waitFor(() => expect(messageOf('City')).toBeNull())
    expect(messageOf('Name')).toBe('Name is required')
  })

  it('stays empty for a shopper without orders', async () => {
    const { queryClient } = checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      [ORDERS]: () => ({ body: [] }),
    })
    await checkout.placeOrderButton()
    await waitFor(() =>
      expect(queryClient.getQueryState(['orders', 'email', ADA.email])?.status).toBe('success'),
    )
    expect(valuesOf(Object.keys(PREFILLED))).toEqual(Object.keys(PREFILLED).map(() => ''))
  })

  it("links 'Terms & Conditions' to /terms in a new tab, and the label still ticks the box", async () => {
    checkout.open([book(1)], serveCartBooks(book(1)))
    await checkout.placeOrderButton()
    const link = screen.getByRole('link', { name: 'Terms & Conditions' })
    expect(link.getAttribute('href')).toBe('/terms')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')

    const box = field(TERMS)
    expect(box.type).toBe('checkbox')
    fireEvent.click(screen.getByText(/^I agree with the/))
    expect(box.checked).toBe(true)
    checkout.placeOrder()
    await waitFor(() => expect(messageOf('Name')).toBe('Name is required'))
    expect(messageOf(TERMS)).toBeNull()
    fireEvent.click(box)
    checkout.placeOrder()
    await waitFor(() => expect(messageOf(TERMS)).toBe('You must accept Terms & Conditions to place an order'))
  })
})
