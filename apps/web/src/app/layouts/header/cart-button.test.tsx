// The header's cart link shows how many distinct books the cart store holds.
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addToCart, clearCart } from '@/shared/cart-store'
import { cartItem as book } from '@/testing/books-kit'
import { renderScreen } from '@/testing/render-screen'
import { CartButton } from './cart-button'

const renderButton = () => renderScreen(<CartButton />)

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
