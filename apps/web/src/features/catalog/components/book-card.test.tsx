// The book card cuts long titles (30) and descriptions (50), links to the book, disables Add to Cart at stock 0,
// adds the book to the cart with the cart's dialog, and shows a placeholder for a cover that cannot be loaded.
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { clearCart, getCartItems } from '../../../shared/cart-store'
import { showDialog } from '../../../shared/dialogs'
import { BookCard, type BookCardData } from './book-card'

vi.mock('../../../shared/dialogs', () => ({ showDialog: vi.fn(async () => {}) }))

const book: BookCardData = {
  _id: 'b1',
  title: 'The Remarkably Long Title Of A Very Old Book',
  description: 'A description that goes on well past the fifty characters a card shows.',
  coverImage: 'old-book.webp',
  category: 'mystery',
  oldPrice: 24,
  newPrice: 19.9,
  stock: 0,
}

const renderCard = (data: BookCardData) =>
  render(
    <MemoryRouter>
      <BookCard book={data} />
    </MemoryRouter>,
  )

describe('BookCard', () => {
  it('shows the cut title and description, the prices and the cover', () => {
    renderCard(book)
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
    renderCard(book)
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true)
  })

  it('keeps short texts whole and enables Add to Cart in stock', () => {
    renderCard({ ...book, title: 'Dune', description: 'Sand.', stock: 1 })
    expect(screen.getByRole('heading', { name: 'Dune' }).querySelector('a')?.getAttribute('href')).toBe(
      '/books/b1',
    )
    expect(screen.getByText('Sand.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(false)
  })

  it('adds the book to the cart with the success dialog', () => {
    clearCart()
    renderCard({ ...book, stock: 2 })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(getCartItems()).toEqual([{ ...book, stock: 2 }])
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: `'${book.title}' has been added to your cart` }),
    )
  })

  it('shows a placeholder named by the title, still linking to the book, when the cover cannot be loaded', () => {
    renderCard(book)
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
