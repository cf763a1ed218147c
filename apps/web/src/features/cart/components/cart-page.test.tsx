// The cart screen: each book with its link, price, category, preview and Qty 1; Remove and Clear Cart; the
// subtotal to the cent; Checkout and Continue Shopping; 'No products found' when empty; and each book checked
// against the server: today's title, price and stock, 'Price updated', 'Out of stock', 'No longer available'.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addToCart, getCartItems } from '@/shared/cart-store'
import { bookDetailOf, cartItem, serveCartBooks } from '@/testing/books-kit'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { CartPage } from './cart-page'

const book = (id: string, title: string, newPrice: number) =>
  cartItem(id, {
    title,
    description: 'A tale told over many chapters, longer than any preview should show in full.',
    category: 'science-fiction',
    oldPrice: 30,
    newPrice,
    stock: 2,
  })

const renderCart = () => renderScreen(<CartPage />, { path: '/cart' })

const checked = () => waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
const subtotalText = () => screen.getByText('Subtotal').nextElementSibling?.textContent

describe('CartPage', () => {
  it('lists each book with its link, price, category, preview, quantity and Remove', async () => {
    const books = [book('b1', 'The Hitchhiker’s Guide to the Galaxy', 0.1), book('b2', 'Dune', 0.2)]
    stubFetch(serveCartBooks(...books))
    books.forEach(addToCart)
    renderCart()
    await checked()

    const list = screen.getByRole('list', { name: 'Books in your cart' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    const first = within(rows[0] as HTMLElement)
    expect(first.getByRole('link', { name: 'The Hitchhiker’s Guide to...' }).getAttribute('href')).toBe(
      '/books/b1',
    )
    expect(first.getByText('$0.10')).toBeTruthy()
    expect(first.getByText('science fiction')).toBeTruthy()
    expect(first.getByText('A tale told over many chapters, longer than any pr...')).toBeTruthy()
    expect(first.getByText('Qty 1')).toBeTruthy()
    expect(first.getByRole('button', { name: 'Remove The Hitchhiker’s Guide to the Galaxy' })).toBeTruthy()
    expect(first.queryByText(/Price updated|Out of stock|No longer available/)).toBeNull()
    // The cover is decorative beside its title.
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/covers/b1.webp')
  })

  it('sums the new prices to the cent and links on to checkout and the fantasy shelf', async () => {
    const books = [book('b1', 'One', 0.1), book('b2', 'Two', 0.2)]
    stubFetch(serveCartBooks(...books))
    books.forEach(addToCart)
    renderCart()
    await checked()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$0.30')
    expect(within(summary).getByText('Shipping and taxes calculated at checkout.')).toBeTruthy()
    // What the server holds an order to (issue 22): one copy of each book.
    expect(within(summary).getByText('An order holds at most 1 copy of each book.')).toBeTruthy()
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout')
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/categories/fantasy',
    )
  })

  it('removes one book, then clears the rest, ending on No products found', async () => {
    const books = [book('b1', 'One', 5), book('b2', 'Two', 7.25), book('b3', 'Three', 1)]
    stubFetch(serveCartBooks(...books))
    books.forEach(addToCart)
    renderCart()
    await checked()

    fireEvent.click(screen.getByRole('button', { name: 'Remove Two' }))
    expect(getCartItems().map((item) => item._id)).toEqual(['b1', 'b3'])
    expect(screen.queryByRole('link', { name: 'Two' })).toBeNull()
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('$6.00')

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }))
    expect(getCartItems()).toEqual([])
    expect(screen.getByText('No products found')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/categories/fantasy',
    )
  })

  it('follows books added while it is open', async () => {
    const requests = stubFetch(serveCartBooks(book('b1', 'One', 5)))
    renderCart()
    expect(screen.getByText('No products found')).toBeTruthy()
    act(() => void addToCart(book('b1', 'One', 5)))
    expect(screen.getByRole('link', { name: 'One' })).toBeTruthy()
    await checked()
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/books/b1'])
  })
})

describe('CartPage checks each book against the server', () => {
  it("shows and stores the server's title, price and stock, notes the new price, and sums today's prices", async () => {
    const one = book('b1', 'One', 5)
    const two = book('b2', 'Two', 7.25)
    let answer: (value: FakeAnswer) => void = () => {}
    stubFetch({
      'GET /api/books/b1': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      ...serveCartBooks(two),
    })
    addToCart(one)
    addToCart(two)
    renderCart()

    // The stored figures until the server answers.
    expect(await screen.findByText('Checking prices...')).toBeTruthy()
    expect(subtotalText()).toBe('$12.25')
    answer({
      body: bookDetailOf(one, { title: 'One, Revised', newPrice: 6.5, stock: 4, coverImage: 'b1-new.webp' }),
    })
    await checked()

    const rows = within(screen.getByRole('list', { name: 'Books in your cart' })).getAllByRole('listitem')
    const first = within(rows[0] as HTMLElement)
    expect(first.getByRole('link', { name: 'One, Revised' })).toBeTruthy()
    expect(first.getByText('$6.50')).toBeTruthy()
    expect(first.getByText('Price updated (was $5.00)')).toBeTruthy()
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/covers/b1-new.webp')
    expect(within(rows[1] as HTMLElement).queryByText(/Price updated/)).toBeNull()
    expect(subtotalText()).toBe('$13.75')
    // The stored cart now holds the server's figures, in the same order.
    expect(getCartItems()).toEqual([
      {
        ...one,
        title: 'One, Revised',
        newPrice: 6.5,
        stock: 4,
        coverImage: 'b1-new.webp',
        priceWhenAdded: 5,
      },
      two,
    ])
  })

  it('says Out of stock on a sold-out book and No longer available on one the server no longer has', async () => {
    const soldOut = book('b1', 'Sold Out', 5)
    const gone = book('b2', 'Gone', 7.25)
    const kept = book('b3', 'Kept', 1)
    stubFetch({
      'GET /api/books/b1': () => ({ body: bookDetailOf(soldOut, { stock: 0 }) }),
      ...serveCartBooks(kept),
    })
    ;[soldOut, gone, kept].forEach(addToCart)
    renderCart()
    await checked()

    const rows = within(screen.getByRole('list', { name: 'Books in your cart' })).getAllByRole('listitem')
    expect(within(rows[0] as HTMLElement).getByText('Out of stock')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('No longer available')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).queryByText(/Out of stock|No longer available/)).toBeNull()
    // The book no longer sold is left out of the subtotal, as it is of the order.
    expect(subtotalText()).toBe('$6.00')
    expect(getCartItems().map((item) => [item._id, item.stock])).toEqual([
      ['b1', 0],
      ['b2', 2],
      ['b3', 2],
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Remove Gone' }))
    expect(getCartItems().map((item) => item._id)).toEqual(['b1', 'b3'])
    expect(screen.queryByText('No longer available')).toBeNull()
  })
})
