// The cart screen: each book with its link, price, category, preview and Qty 1; Remove and Clear Cart; the
// subtotal to the cent; Checkout and Continue Shopping; 'No products found' when empty.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { addToCart, clearCart, getCartItems, type CartItem } from '../../../shared/cart-store'
import { CartPage } from './cart-page'

const book = (id: string, title: string, newPrice: number): CartItem => ({
  _id: id,
  title,
  description: 'A tale told over many chapters, longer than any preview should show in full.',
  coverImage: `${id}.webp`,
  category: 'science-fiction',
  oldPrice: 30,
  newPrice,
  stock: 2,
})

const renderCart = () =>
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  )

beforeEach(() => clearCart())

describe('CartPage', () => {
  it('lists each book with its link, price, category, preview, quantity and Remove', () => {
    addToCart(book('b1', 'The Hitchhiker’s Guide to the Galaxy', 0.1))
    addToCart(book('b2', 'Dune', 0.2))
    renderCart()

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
    // The cover is decorative beside its title.
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/covers/b1.webp')
  })

  it('sums the new prices to the cent and links on to checkout and the fantasy shelf', () => {
    addToCart(book('b1', 'One', 0.1))
    addToCart(book('b2', 'Two', 0.2))
    renderCart()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$0.30')
    expect(within(summary).getByText('Shipping and taxes calculated at checkout.')).toBeTruthy()
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout')
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/categories/fantasy',
    )
  })

  it('removes one book, then clears the rest, ending on No products found', () => {
    addToCart(book('b1', 'One', 5))
    addToCart(book('b2', 'Two', 7.25))
    addToCart(book('b3', 'Three', 1))
    renderCart()

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

  it('follows books added while it is open', () => {
    renderCart()
    expect(screen.getByText('No products found')).toBeTruthy()
    act(() => void addToCart(book('b1', 'One', 5)))
    expect(screen.getByRole('link', { name: 'One' })).toBeTruthy()
  })
})
