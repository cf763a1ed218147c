// The cover rules Add New Book and Update Book share (issue 27 item 6): image files only, at most the upload's size,
// and on Update Book a file only when the book has no cover to keep.
import { COVER_UPLOAD_MAX_BYTES } from '@bookstore/contract/schemas/admin'
import { describe, expect, it } from 'vitest'
import { coverChoiceProblem, coverFileProblem } from './cover-file-rules'

const image = (size = 4) => new File([new Uint8Array(size)], 'cover.png', { type: 'image/png' })

describe('the cover rules', () => {
  it('take an image file up to the upload limit', () => {
    expect(coverFileProblem(image())).toBeUndefined()
    expect(coverFileProblem(image(COVER_UPLOAD_MAX_BYTES))).toBeUndefined()
    expect(coverFileProblem(image(COVER_UPLOAD_MAX_BYTES + 1))).toBe('The cover must be at most 5 MB')
    expect(coverFileProblem(new File(['hi'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'The cover must be an image file',
    )
  })

  it('let Add New Book go without a file, and Update Book keep the cover a book has', () => {
    expect(coverChoiceProblem(null)).toBeUndefined()
    expect(coverChoiceProblem(null, 'dracula.webp')).toBeUndefined()
    expect(coverChoiceProblem(image(), 'dracula.webp')).toBeUndefined()
  })

  it('require a file on Update Book for a book without a cover (spec §5)', () => {
    expect(coverChoiceProblem(null, '')).toBe('Cover image URL is required')
    expect(coverChoiceProblem(image(), '')).toBeUndefined()
  })
})
