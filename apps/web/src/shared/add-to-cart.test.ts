// Adding to the cart: a new book joins the cart with the success dialog, a book already there changes nothing and
// brings the warning, and the cart keeps only the fields it needs.
import { describe, expect, it, vi } from 'vitest'
import { addToCartWithDialog } from './add-to-cart'
import { getCartItems, type CartItem } from './cart-store'
import { showDialog } from './dialogs'

vi.mock('./dialogs', () => import('@/testing/dialog-mocks'))

const dune: CartItem = {
  _id: 'b1',
  title: 'Dune',
  description: 'Sand and spice.',
  coverImage: 'dune.webp',
  category: 'science-fiction',
  oldPrice: 20,
  newPrice: 14.5,
  stock: 3,
}

describe('addToCartWithDialog', () => {
  it('adds a new book and shows the success dialog with its title in quotes', async () => {
    expect(await addToCartWithDialog(dune)).toBe('added')
    expect(getCartItems()).toEqual([dune])
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: "'Dune' has been added to your cart",
      text: 'Keep exploring more books to discover your next favorite read!',
    })
  })

  it('warns about a book already in the cart and changes nothing', async () => {
    await addToCartWithDialog(dune)
    vi.mocked(showDialog).mockClear()
    expect(await addToCartWithDialog({ ...dune, newPrice: 1 })).toBe('duplicate')
    expect(getCartItems()).toEqual([dune])
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'warning',
      title: 'Item already in cart',
      text: "You have already added 'Dune' to your cart",
    })
  })

  it('stores only what the cart shows, not the rest of a detail book', async () => {
    const detail = { ...dune, authors: [{ name: 'Frank Herbert' }], quotes: [], publisher: 'Chilton' }
    await addToCartWithDialog(detail)
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([dune])
  })

  it('counts the book in the cart before the dialog is closed', async () => {
    let close = () => {}
    vi.mocked(showDialog).mockImplementationOnce(() => new Promise<void>((resolve) => (close = resolve)))
    const adding = addToCartWithDialog(dune)
    expect(getCartItems().map((item) => item._id)).toEqual(['b1'])
    close()
    expect(await adding).toBe('added')
  })
})
