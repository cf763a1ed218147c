// The header's cart link shows how many distinct books the cart store holds.
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { addToCart, clearCart, type CartItem } from '../../../shared/cart-store'
import { CartButton } from './cart-button'

const book = (id: string): CartItem => ({
  _id: id,
  title: `Book ${id}`,
  description: 'A book',
  coverImage: `${id}.webp`,
  category: 'fantasy',
  oldPrice: 20,
  newPrice: 15,
  stock: 3,
})

const renderButton = () =>
  render(
    <MemoryRouter>
      <CartButton />
    </MemoryRouter>,
  )

describe('CartButton', () => {
  it('links to the cart and counts distinct items as they change', () => {
    act(() => clearCart())
    renderButton()
    const link = screen.getByRole('link', { name: 'Cart, 0 items' })
    expect(link.getAttribute('href')).toBe('/cart')
    expect(link.textContent).toBe('0')

    act(() => {
      addToCart(book('a'))
      addToCart(book('a'))
    })
    expect(screen.getByRole('link', { name: 'Cart, 1 item' }).textContent).toBe('1')

    act(() => {
      addToCart(book('b'))
    })
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy()

    act(() => clearCart())
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy()
  })

  it('follows a cart changed in another tab', () => {
    act(() => clearCart())
    renderButton()
    act(() => {
      localStorage.setItem('cart', JSON.stringify([book('x'), book('y'), book('z')]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    })
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy()
  })
})
