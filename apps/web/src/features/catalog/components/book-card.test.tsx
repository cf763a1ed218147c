// The book card's variants. Featured: cuts long titles (30) and descriptions (50), links to the book, disables Add
// to Cart at stock 0, adds the book to the cart with the cart's dialog, and shows a placeholder for a cover that
// cannot be loaded. Carousel: cuts titles at 20 characters, shows both prices with 2 decimals and links cover and
// title. Category: the whole card links to the book, with the cut title, the author and In stock / Out of stock, and
// its wishlist heart beside the link.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { clearCart, getCartItems } from '@/shared/cart-store'
import { showDialog } from '@/shared/dialogs'
import { renderScreen } from '@/testing/render-screen'
import { BookCard, type BookCardData, type BookCardVariant } from './book-card'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const renderCard = (data: BookCardData, variant: BookCardVariant, eager?: boolean) =>
  renderScreen(<BookCard book={data} variant={variant} eager={eager} />)

const oldBook: BookCardData = {
  _id: 'b1',
  title: 'The Remarkably Long Title Of A Very Old Book',
  author: 'A. N. Author',
  description: 'A description that goes on well past the fifty characters a card shows.',
  coverImage: 'old-book.webp',
  category: 'mystery',
  oldPrice: 24,
  newPrice: 19.9,
  stock: 0,
}

describe('BookCard, featured', () => {
  const book = oldBook
  const renderFeatured = (data: BookCardData) => renderCard(data, 'featured')

  it('shows the cut title and description, the prices and the cover', () => {
    renderFeatured(book)
    const title = screen.getByRole('link', { name: 'The Remarkably Long Title Of A...' })
    expect(title.getAttribute('href')).toBe('/books/b1')
    expect(screen.getByText('A description that goes on well past the fifty cha...')).toBeTruthy()
    expect(screen.getByText('$19.90')).toBeTruthy()
    expect(screen.getByText('$24.00').closest('s')).not.toBeNull()

    const cover = screen.getByRole('img', { name: book.title })
    expect(cover.getAttribute('src')).toBe('/covers/old-book.webp')
    expect(cover.getAttribute('loading')).toBe('lazy')
    expect(cover.closest('a')?.getAttribute('href')).toBe('/books/b1')
  })

  it('disables Add to Cart when the book is out of stock', () => {
    renderFeatured(book)
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true)
  })

  it('keeps short texts whole and enables Add to Cart in stock', () => {
    renderFeatured({ ...book, title: 'Dune', description: 'Sand.', stock: 1 })
    expect(screen.getByRole('heading', { name: 'Dune' }).querySelector('a')?.getAttribute('href')).toBe(
      '/books/b1',
    )
    expect(screen.getByText('Sand.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(false)
  })

  it('adds the book to the cart with the success dialog', () => {
    clearCart()
    renderFeatured({ ...book, stock: 2 })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    // The cart keeps what it shows and orders: not the author.
    const { author: _author, ...inCart } = book
    expect(getCartItems()).toEqual([{ ...inCart, stock: 2 }])
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: `'${book.title}' has been added to your cart` }),
    )
  })

  it('shows a placeholder named by the title, still linking to the book, when the cover cannot be loaded', () => {
    renderFeatured(book)
    // The thumbnail fails, then the stored file.
    fireEvent.error(screen.getByRole('img', { name: book.title }))
    fireEvent.error(screen.getByRole('img', { name: book.title }))
    const placeholder = screen.getByRole('img', { name: book.title })
    expect(placeholder.tagName).not.toBe('IMG')
    expect(placeholder.textContent).toBe(book.title)
    expect(placeholder.closest('a')?.getAttribute('href')).toBe('/books/b1')
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('BookCard, carousel', () => {
  const book: BookCardData = {
    ...oldBook,
    _id: 'b7',
    title: "Alice's Adventures in Wonderland",
    author: 'Lewis Carroll',
    oldPrice: 13,
    newPrice: 8.9,
    stock: 4,
  }
  const renderSlide = (data: BookCardData) => renderCard(data, 'carousel')

  it('cuts the title at 20 characters and links it to the book', () => {
    renderSlide(book)
    const title = screen.getByRole('link', { name: "Alice's Adventures i..." })
    expect(title.getAttribute('href')).toBe('/books/b7')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe("Alice's Adventures i...")
  })

  it('shows the new price and the struck-through old one with 2 decimals', () => {
    renderSlide(book)
    expect(screen.getByText('$8.90')).toBeTruthy()
    expect(screen.getByText('$13.00').closest('s')).not.toBeNull()
  })

  it('shows the cover lazily, with its size and the full title as alt, linking to the book', () => {
    renderSlide(book)
    const cover = screen.getByRole('img', { name: book.title })
    expect(cover.getAttribute('loading')).toBe('lazy')
    expect(cover.getAttribute('width')).toBeTruthy()
    expect(cover.getAttribute('height')).toBeTruthy()
    expect(cover.closest('a')?.getAttribute('href')).toBe('/books/b7')
  })

  it('keeps a short title whole and disables Add to Cart when out of stock', () => {
    renderSlide({ ...book, title: 'Dracula', stock: 0 })
    expect(screen.getByRole('heading', { level: 3, name: 'Dracula' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('BookCard, category', () => {
  const book: BookCardData = {
    ...oldBook,
    _id: 'b9',
    author: 'Mary Shelley',
    oldPrice: 15,
    newPrice: 9.5,
    stock: 3,
  }

  it('is one link to the book with the cover, the cut title, the author, the prices and In stock', () => {
    renderCard(book, 'category')
    const card = screen.getByRole('link')
    expect(card.getAttribute('href')).toBe('/books/b9')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The Remarkably Long Title Of A...')
    expect(card.contains(screen.getByRole('img', { name: book.title }))).toBe(true)
    expect(screen.getByText('Mary Shelley')).toBeTruthy()
    expect(screen.queryByText(/^A description/)).toBeNull()
    expect(screen.getByText('$9.50')).toBeTruthy()
    expect(screen.getByText('$15.00').closest('s')).not.toBeNull()
    expect(screen.getByText('In stock')).toBeTruthy()
    // The wishlist heart sits beside the link, never inside it.
    const heart = screen.getByRole('button', { name: `Add ${book.title} to wishlist` })
    expect(card.contains(heart)).toBe(false)
    expect(screen.getAllByRole('button')).toEqual([heart])
  })

  it('says Out of stock at stock 0, and loads a first-row cover at once', () => {
    renderCard({ ...book, stock: 0 }, 'category', true)
    expect(screen.getByText('Out of stock')).toBeTruthy()
    expect(screen.queryByText('In stock')).toBeNull()
    expect(screen.getByRole('img', { name: book.title }).getAttribute('loading')).toBe('eager')
  })
})
