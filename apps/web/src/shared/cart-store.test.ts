// The cart store: one entry per _id, persisted under 'cart', removable one by one or all at once.
import { describe, expect, it } from 'vitest'
import { addToCart, clearCart, getCartItems, removeFromCart, type CartItem } from './cart-store'

const book = (id: string): CartItem => ({
  _id: id,
  title: `Book ${id}`,
  description: 'A book',
  coverImage: `${id}.webp`,
  category: 'mystery',
  oldPrice: 12,
  newPrice: 9.5,
  stock: 1,
})

describe('cart store', () => {
  it('adds a book once, keyed by _id, and persists the list', () => {
    clearCart()
    expect(addToCart(book('1'))).toBe('added')
    expect(addToCart({ ...book('1'), title: 'Changed' })).toBe('duplicate')
    expect(addToCart(book('2'))).toBe('added')

    expect(getCartItems().map((item) => [item._id, item.title])).toEqual([
      ['1', 'Book 1'],
      ['2', 'Book 2'],
    ])
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([book('1'), book('2')])
  })

  it('removes by _id and clears', () => {
    clearCart()
    addToCart(book('1'))
    addToCart(book('2'))
    removeFromCart('1')
    expect(getCartItems().map((item) => item._id)).toEqual(['2'])
    clearCart()
    expect(getCartItems()).toEqual([])
    expect(localStorage.getItem('cart')).toBe('[]')
  })
})
