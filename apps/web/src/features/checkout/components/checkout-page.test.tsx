// The checkout screen: the summary (count, 6 lines, ellipsis, total), the form's messages next to the fields and
// the terms rule, the spec's order body, and what success and failure do to the cart, the dialogs and the route
// (a refused order brings the server's figures).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getCartItems } from '@/shared/cart-store'
import { showDialog } from '@/shared/dialogs'
import { bookDetailOf, serveCartBooks } from '@/testing/books-kit'
import { dialogShown } from '@/testing/dialog-mocks'
import { book, checkout, ORDER, SHIPPING, TERMS } from '@/testing/checkout-kit'
import type { FakeAnswer } from '@/testing/fake-fetch'
import { field, messageOf } from '@/testing/form-kit'
import { ADA } from '@/testing/shopper-kit'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

describe('CheckoutPage', () => {
  it('sums up the order: count, at most 6 lines with list-cut titles, an ellipsis line, the total', async () => {
    const books = [
      book(1, 'A Title Far Longer Than Twenty-Two Characters'),
      ...[2, 3, 4, 5, 6, 7].map((n) => book(n)),
    ]
    checkout.open(books, serveCartBooks(...books))
    await checkout.placeOrderButton()
    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('7 items')).toBeTruthy()
    const lines = within(summary).getAllByRole('listitem')
    expect(lines).toHaveLength(7)
    expect(lines[0]?.textContent).toBe('A Title Far Longer Than T...$0.10')
    expect(lines[6]?.textContent).toBe('...and 1 more')
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$2.80')
  })

  it('shows the account email read-only and a numeric phone input', async () => {
    checkout.open([book(1)], serveCartBooks(book(1)))
    await checkout.placeOrderButton()
    expect(field('Email').value).toBe('ada@example.org')
    expect(field('Email').readOnly).toBe(true)
    expect(field('Phone number').getAttribute('inputmode')).toBe('numeric')
    expect(field('Phone number').type).toBe('tel')
  })

  it('says what is missing next to each field, and asks for the terms until they are ticked', async () => {
    const { requests } = checkout.open([book(1)], serveCartBooks(book(1)))
    await checkout.placeOrderButton()
    checkout.placeOrder()
    await waitFor(() => expect(messageOf('Name')).toBe('Name is required'))
    expect(messageOf('Phone number')).toBe('Phone number is required')
    expect(messageOf('Address')).toBe('Address is required')
    expect(messageOf('City')).toBe('City is required')
    expect(messageOf('Country')).toBe('Country is required')
    expect(messageOf('State')).toBe('State is required')
    expect(messageOf('Zipcode')).toBe('Zipcode is required')
    expect(messageOf(TERMS)).toBe('You must accept Terms & Conditions to place an order')

    fireEvent.click(field(TERMS))
    await waitFor(() => expect(messageOf(TERMS)).toBeNull())
    fireEvent.click(field(TERMS))
    await waitFor(() => expect(messageOf(TERMS)).toBe('You must accept Terms & Conditions to place an order'))
    expect(requests.filter((r) => r.path === '/api/orders/')).toEqual([])
  })

  it('posts the spec body, clears the cart, shows the success dialog and goes to /orders', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    const { requests, router, queryClient } = checkout.open([book(1), book(2)], {
      ...serveCartBooks(book(1), book(2)),
      'POST /api/orders/': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    })
    queryClient.setQueryData(['orders', 'email', ADA.email], [])
    queryClient.setQueryData(['books', 'list', {}], [])
    await checkout.placeOrderButton()
    await checkout.fillInAndAgree()
    checkout.placeOrder()

    const sending = await screen.findByRole('button', { name: 'Placing Order...' })
    expect(sending.hasAttribute('disabled')).toBe(true)
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/orders/')?.body).toEqual({
      userUid: 'uid-ada',
      content: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        address: SHIPPING,
        phone: '0123456789',
        productIds: [book(1)._id, book(2)._id],
        totalPrice: 0.3,
        shippingMethod: 'free',
        delivered: false,
      },
    })
    answer({ status: 201, body: ORDER })

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    expect(getCartItems()).toEqual([])
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: 'Order placed',
      text: 'Your order was placed successfully!',
    })
    expect(queryClient.getQueryState(['orders', 'email', ADA.email])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['books', 'list', {}])?.isInvalidated).toBe(true)
  })

  it('keeps the cart, says Failed to place the order with the server reason, and shows the figures that refused it', async () => {
    // The price changes between the check on the way in and the order.
    let price = 0.1
    const { requests, router } = checkout.open([book(1)], {
      [`GET /api/books/${book(1)._id}`]: () => ({ body: bookDetailOf(book(1), { newPrice: price }) }),
      'POST /api/orders/': () => {
        price = 0.25
        return {
          status: 409,
          body: {
            error: 'conflict',
            message: 'The total of these books is $0.25, not $0.10: prices may have changed',
          },
        }
      },
    })
    await checkout.placeOrderButton()
    await checkout.fillInAndAgree()
    checkout.placeOrder()

    await dialogShown({
      icon: 'error',
      title: 'Failed to place the order',
      text: 'The total of these books is $0.25, not $0.10: prices may have changed',
    })
    expect(router.state.location.pathname).toBe('/checkout')
    // The books are asked for again, and the page and the cart take the price that refused the order.
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    await waitFor(() =>
      expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$0.25'),
    )
    expect(requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/books/'))).toHaveLength(2)
    expect(getCartItems()).toEqual([{ ...book(1), newPrice: 0.25, priceWhenAdded: 0.1 }])
    expect((await checkout.placeOrderButton()).hasAttribute('disabled')).toBe(false)
  })

  it("shows a refusal's words beside the fields it names, keeping the cart and what was typed", async () => {
    const { router } = checkout.open([book(1)], {
      ...serveCartBooks(book(1)),
      'POST /api/orders/': () => ({
        status: 400,
        body: {
          error: 'validation',
          message:
            'Invalid body: content.phone: phone must be a phone number; content.address.zipcode: must be at most 20 characters',
        },
      }),
    })
    await checkout.placeOrderButton()
    await checkout.fillInAndAgree()
    checkout.placeOrder()
    await waitFor(() => expect(messageOf('Phone number')).toBe('phone must be a phone number'))
    expect(messageOf('Zipcode')).toBe('Zipcode must be at most 20 characters')
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Phone number'))
    expect(messageOf('Name')).toBeNull()
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'error',
      title: 'Failed to place the order',
      text: 'phone must be a phone number; Zipcode must be at most 20 characters',
    })
    expect(field('Phone number').value).not.toBe('')
    expect(router.state.location.pathname).toBe('/checkout')
    expect(getCartItems()).toHaveLength(1)
  })

  it('offers a way back to shopping instead of a form when the cart is empty', async () => {
    checkout.open([])
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/categories/fantasy',
    )
  })
})
