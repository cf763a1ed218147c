// The search box's suggestions (GET /api/books/suggest) and "Did you mean" (GET /api/books/did-you-mean) over the
// demo catalogue (issue 16): title words before author names, typos forgiven, at most BOOK_SUGGESTIONS_MAX.

import { describe, expect, it } from 'vitest'
import { BOOK_SUGGESTIONS_MAX, BookSuggestionList, DidYouMean } from '@bookstore/contract/schemas/book'
import { DEMO_BOOKS } from '@/db/seed/demo-catalogue'
import { useSearchShelf, WELLS_BOOKS } from '@/testing/search-shelf'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { idOf, get } = useSearchShelf(t)

describe('GET /api/books/suggest', () => {
  const suggest = async (q: string) => {
    const res = await get(`/api/books/suggest?q=${encodeURIComponent(q)}`)
    expect(res.statusCode).toBe(200)
    return BookSuggestionList.parse(res.json())
  }

  it('suggests books whose title words start with the text, with what the search box shows', async () => {
    const [first] = await suggest('fran')
    expect(first).toEqual({
      _id: idOf.get('Frankenstein'),
      title: 'Frankenstein',
      author: 'Mary Shelley',
      coverImage: 'frankenstein.webp',
      newPrice: DEMO_BOOKS.find((b) => b.title === 'Frankenstein')?.newPrice,
    })
  })

  it('puts title matches before author matches, forgives typos, and answers at most 8', async () => {
    expect((await suggest('frankenstien'))[0]?.title).toBe('Frankenstein')
    const mars = await suggest('mars')
    expect(mars.slice(0, 3).map((s) => s.title)).toEqual(
      expect.arrayContaining(['A Princess of Mars', 'The Gods of Mars', 'The Warlord of Mars']),
    )
    expect((await suggest('the')).length).toBe(BOOK_SUGGESTIONS_MAX)
    const wells = await suggest('wells')
    expect(wells.map((s) => s.author)).toEqual(Array(WELLS_BOOKS).fill('H. G. Wells'))
  })

  it('answers [] for an empty text, and 400 for one too long', async () => {
    expect(await suggest('')).toEqual([])
    expect(await suggest('   ')).toEqual([])
    const res = await get(`/api/books/suggest?q=${'x'.repeat(201)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation' })
  })
})

describe('GET /api/books/did-you-mean', () => {
  const meant = async (q: string) => {
    const res = await get(`/api/books/did-you-mean?q=${encodeURIComponent(q)}`)
    expect(res.statusCode).toBe(200)
    return DidYouMean.parse(res.json()).text
  }

  it('offers the closest title or author name', async () => {
    expect(await meant('frankenstien')).toBe('Frankenstein')
    expect(await meant('the hound of the baskervils')).toBe('The Hound of the Baskervilles')
    expect(await meant('artur conan doil')).toBe('Arthur Conan Doyle')
  })

  it('offers nothing when nothing is close, or for an empty text', async () => {
    expect(await meant('qwxzv')).toBeNull()
    expect(await meant('')).toBeNull()
  })
})
