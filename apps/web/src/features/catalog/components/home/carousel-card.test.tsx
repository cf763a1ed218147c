// The carousel card cuts titles at 20 characters, shows both prices with 2 decimals and links cover and title.
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CarouselCard, type CarouselBook } from './carousel-card'

const book: CarouselBook = {
  _id: 'b7',
  title: "Alice's Adventures in Wonderland",
  author: 'Lewis Carroll',
  description: 'A girl falls down a rabbit hole.',
  coverImage: 'alice-in-wonderland.webp',
  category: 'fantasy',
  oldPrice: 13,
  newPrice: 8.9,
  stock: 4,
}

const renderCard = (data: CarouselBook) =>
  render(
    <MemoryRouter>
      <CarouselCard book={data} />
    </MemoryRouter>,
  )

describe('CarouselCard', () => {
  it('cuts the title at 20 characters and links it to the book', () => {
    renderCard(book)
    const title = screen.getByRole('link', { name: "Alice's Adventures i..." })
    expect(title.getAttribute('href')).toBe('/books/b7')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe("Alice's Adventures i...")
  })

  it('shows the new price and the struck-through old one with 2 decimals', () => {
    renderCard(book)
    expect(screen.getByText('$8.90')).toBeTruthy()
    expect(screen.getByText('$13.00').closest('s')).not.toBeNull()
  })

  it('shows the cover lazily, with its size and the full title as alt, linking to the book', () => {
    renderCard(book)
    const cover = screen.getByRole('img', { name: book.title })
    expect(cover.getAttribute('loading')).toBe('lazy')
    expect(cover.getAttribute('width')).toBeTruthy()
    expect(cover.getAttribute('height')).toBeTruthy()
    expect(cover.closest('a')?.getAttribute('href')).toBe('/books/b7')
  })

  it('keeps a short title whole and disables Add to Cart when out of stock', () => {
    renderCard({ ...book, title: 'Dracula', stock: 0 })
    expect(screen.getByRole('heading', { level: 3, name: 'Dracula' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true)
  })
})
