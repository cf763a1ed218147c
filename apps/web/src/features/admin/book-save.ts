// What Add New Book and Update Book do around a save (issue 22): ask before a new price above the old one, and show
// a refusal's reasons beside the fields the server named (the cover's beside the cover file), while the spec's
// failure dialog keeps its title.
import type { UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { serverFieldSentences, showServerFieldErrors } from '@/shared/api/server-field-errors'
import { CoverRefused } from './api/upload-cover'
import type { BookFormValues } from './book-form-schema'
import type { CoverChoice } from './hooks/use-cover-choice'

type BookField = keyof BookFormValues

/** create-book's and edit's body fields → the form's fields, with the labels the form shows them under. */
const BOOK_FIELDS: Record<string, { field: BookField; label: string }> = {
  title: { field: 'title', label: 'Title' },
  description: { field: 'description', label: 'Description' },
  category: { field: 'category', label: 'Category' },
  trending: { field: 'trending', label: 'Trending' },
  oldPrice: { field: 'oldPrice', label: 'Old Price' },
  newPrice: { field: 'newPrice', label: 'New Price' },
  stock: { field: 'stock', label: 'Stock' },
  authors: { field: 'authors', label: 'Authors' },
}

const SERVER_FIELDS = Object.fromEntries(
  Object.entries(BOOK_FIELDS).map(([path, { field }]) => [path, field]),
)
// The cover is not a form field: its message goes beside the file input (CoverFileInput's label).
const LABELS = {
  ...Object.fromEntries(Object.entries(BOOK_FIELDS).map(([path, { label }]) => [path, label])),
  coverImage: 'Cover Image',
}

/** A new price above the old one (the list price the sale is measured against) is asked about before saving. */
export const priceAboveOld = (prices: { oldPrice: number; newPrice: number }): boolean =>
  prices.newPrice > prices.oldPrice

/** A 4xx: the server said what it refused (a 5xx or no answer did not). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

/**
 * Shows a refused save's reasons beside the fields they name (the first one focused; the cover's beside the cover
 * file, which then takes the focus) and answers the server's words for the failure dialog's text; undefined for a
 * failure the server did not explain (5xx, no answer).
 */
export function reportBookRefusal(
  error: unknown,
  setError: UseFormSetError<BookFormValues>,
  cover: Pick<CoverChoice, 'refuse'>,
): string | undefined {
  // The upload itself was refused (not an image, too large): the book was not sent.
  if (error instanceof CoverRefused) {
    cover.refuse(error.reason.message)
    return error.reason.message
  }
  if (!isRefusal(error)) return undefined
  // The one conflict of a book write: authors that do not exist (409 'These authors do not exist: …').
  if (error.code === 'conflict') {
    setError('authors', { type: 'server', message: error.message }, { shouldFocus: true })
    return error.message
  }
  const { rest } = showServerFieldErrors(error, setError, SERVER_FIELDS)
  const coverMessage = rest.find((part) => part.path === 'coverImage')?.message
  if (coverMessage !== undefined) cover.refuse(coverMessage)
  // The same words as beside the fields ('New Price must be at most $10000.00').
  return serverFieldSentences(error, LABELS) ?? error.message
}
