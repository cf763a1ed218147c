// The checkout's cart checked against the server first: 'Checking prices...' until it is, today's prices ordered,
// a book no longer sold left out with a message and Remove, a sold-out one holding the order until removed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addToCart, getCartItems } from '@/shared/cart-store'
import { showDialog } from '@/shared/dialogs'
import { bookDetailOf, serveCartBooks } from '@/testing/books-kit'
import { book, checkout, ORDER } from '@/testing/checkout-kit'
import type { FakeAnswer } from '@/testing/fake-fetch'
import { field } from '@/testing/form-kit'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

describe('CheckoutPage checks the cart against the server', () => {
  const fillAndPlace = async () => {
    await checkout.fillInAndAgree()
    checkout.placeOrder()
    await waitFor(() => expect(showDialog).toHaveBeenCalled())
  }

  it("waits with 'Checking prices...', then orders at today's prices", async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    let answered = false
    // The cart was filled on an earlier visit, at other prices; the book's first read waits (the quote reads it too).
    const { requests } = checkout.open([{ ...book(1), newPrice: 9 }, book(2)], {
      [`GET /api/books/${book(1)._id}`]: () =>
        answered
          ? { body: bookDetailOf(book(1)) }
          : new Promise<FakeAnswer>((resolve) => {
              answer = (value) => {
                answered = true
                resolve(value)
              }
            }),
      ...serveCartBooks(book(2)),
      'POST /api/orders/': () => ({ status: 201, body: ORDER }),
    })

    const checking = await screen.findByRole('button', { name: 'Checking prices...' })
    expect(checking.hasAttribute('disabled')).toBe(true)
    answer({ body: bookDetailOf(book(1)) })
    await checkout.placeOrderButton()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$0.30')

    await fillAndPlace()
    const body = requests.find((r) => r.path === '/api/orders/')?.body as { content: { totalPrice: number } }
    expect(body.content.totalPrice).toBe(0.3)
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Order placed' }))
  })

  it('leaves a book the server no longer has out of the order, says so, and offers to remove it', async () => {
    const { requests } = checkout.open([book(1), book(2, 'Withdrawn')], {
      ...serveCartBooks(book(1)),
      'POST /api/orders/': () => ({ status: 201, body: ORDER }),
    })
    await checkout.placeOrderButton()

    expect(
      screen.getByText("'Withdrawn' is no longer available and has been left out of your order."),
    ).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('1 item')).toBeTruthy()
    expect(within(summary).queryByText('Withdrawn')).toBeNull()
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$0.10')

    fireEvent.click(screen.getByRole('button', { name: 'Remove Withdrawn' }))
    expect(getCartItems().map((item) => item._id)).toEqual([book(1)._id])
    expect(screen.queryByText(/no longer available/)).toBeNull()

    addToCart(book(2, 'Withdrawn'))
    await screen.findByText(/'Withdrawn' is no longer available/)
    await fillAndPlace()
    const body = requests.find((r) => r.path === '/api/orders/')?.body as {
      content: { productIds: string[]; totalPrice: number }
    }
    expect(body.content).toMatchObject({ productIds: [book(1)._id], totalPrice: 0.1 })
  })

  it('holds the order while a book is sold out, until it is removed', async () => {
    const { requests } = checkout.open([book(1), book(2, 'Sold Out')], {
      ...serveCartBooks(book(1)),
      [`GET /api/books/${book(2)._id}`]: () => ({ body: bookDetailOf(book(2, 'Sold Out'), { stock: 0 }) }),
    })

    const message = await screen.findByText(
      "'Sold Out' is out of stock. Remove it from your cart to place your order.",
    )
    const button = await checkout.placeOrderButton()
    expect(button.hasAttribute('disabled')).toBe(true)
    await checkout.fillInAndAgree()
    // Enter in a field submits the form even with its button disabled: nothing may be posted.
    fireEvent.submit(button.closest('form') as HTMLFormElement)
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).not.toBe('true'))
    expect(requests.filter((r) => r.path === '/api/orders/')).toEqual([])

    fireEvent.click(
      within(message.parentElement as HTMLElement).getByRole('button', { name: 'Remove Sold Out' }),
    )
    expect(getCartItems().map((item) => item._id)).toEqual([book(1)._id])
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false),
    )
    expect(screen.queryByText(/out of stock/)).toBeNull()
    expect(requests.filter((r) => r.path === '/api/orders/')).toEqual([])
  })

  it('holds the order when nothing in the cart can be ordered any more', async () => {
    checkout.open([book(1, 'Withdrawn')])
    await screen.findByText('None of the books in your cart can be ordered any more.')
    expect((await checkout.placeOrderButton()).hasAttribute('disabled')).toBe(true)
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('0 items')).toBeTruthy()
  })
})
