// The cart store: one entry per _id, persisted under 'cart', removable one by one or all at once, and brought up to
// date from the server's books without losing its order or the price a book was added at.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cartItem } from '@/testing/books-kit'
import {
  addToCart,
  clearCart,
  getCartItems,
  refreshCartItem,
  removeFromCart,
  syncCartItems,
  useCartItems,
  type CartItem,
} from './cart-store'

const book = (id: string) => cartItem(id, { oldPrice: 12, newPrice: 9.5, stock: 1 })

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

  it('keeps each book once when the stored list names one twice (an order holds one copy of a title)', () => {
    clearCart()
    const { result } = renderHook(() => useCartItems())
    act(() => {
      localStorage.setItem('cart', JSON.stringify([book('1'), book('2'), { ...book('1'), title: 'Again' }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    })
    expect(result.current.map((item) => [item._id, item.title])).toEqual([
      ['1', 'Book 1'],
      ['2', 'Book 2'],
    ])
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

describe('syncing the cart with the server', () => {
  const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as CartItem[]

  it('rewrites the changed items in place, keeps the rest as they were and the order of the cart', () => {
    clearCart()
    for (const id of ['1', '2', '3']) addToCart(book(id))
    const [first, , third] = getCartItems()

    const changed = syncCartItems([
      { ...book('3'), stock: 0 },
      { ...book('2'), title: 'Renamed', coverImage: 'new.webp', newPrice: 11 },
      book('1'),
      { ...book('9'), title: 'Not in the cart' },
    ])

    expect(changed).toBe(2)
    expect(getCartItems().map((item) => item._id)).toEqual(['1', '2', '3'])
    // An unchanged item is the same object: nothing re-renders for it.
    expect(getCartItems()[0]).toBe(first)
    expect(getCartItems()[2]).not.toBe(third)
    expect(stored()).toEqual([
      book('1'),
      { ...book('2'), title: 'Renamed', coverImage: 'new.webp', newPrice: 11, priceWhenAdded: 9.5 },
      { ...book('3'), stock: 0 },
    ])
  })

  it('remembers the price a book was added at until the price comes back to it', () => {
    clearCart()
    addToCart(book('1'))
    expect(refreshCartItem({ ...book('1'), newPrice: 11 })).toBe(true)
    expect(refreshCartItem({ ...book('1'), newPrice: 12 })).toBe(true)
    expect(getCartItems()[0]).toMatchObject({ newPrice: 12, priceWhenAdded: 9.5 })
    // A change of stock alone keeps the note.
    expect(refreshCartItem({ ...book('1'), newPrice: 12, stock: 3 })).toBe(true)
    expect(getCartItems()[0]).toMatchObject({ newPrice: 12, stock: 3, priceWhenAdded: 9.5 })
    expect(refreshCartItem({ ...book('1'), stock: 3 })).toBe(true)
    expect(stored()).toEqual([{ ...book('1'), stock: 3 }])
  })

  it('writes and tells the screens nothing when the server agrees with the cart', () => {
    clearCart()
    addToCart(book('1'))
    const before = localStorage.getItem('cart')
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    let renders = 0
    renderHook(() => {
      renders += 1
      return useCartItems()
    })
    act(() => {
      expect(syncCartItems([book('1'), book('2')])).toBe(0)
      expect(refreshCartItem(book('1'))).toBe(false)
    })
    expect(setItem).not.toHaveBeenCalled()
    expect(renders).toBe(1)
    expect(localStorage.getItem('cart')).toBe(before)
    setItem.mockRestore()
  })
})
