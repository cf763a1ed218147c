// The cover both book forms take (spec §5: image types only), checked before the upload for type and size (the
// server reads the content again), and, on Update Book, required when the book has no cover yet (spec §5: 'on edit
// the coverImage … is also required'; a book that has one keeps it when no file is chosen).
import { COVER_UPLOAD_MAX_BYTES } from '@bookstore/contract/schemas/admin'
import { BOOK_MESSAGES } from '@bookstore/contract/schemas/book-input'

export const COVER_FILE_MESSAGES = {
  notAnImage: 'The cover must be an image file',
  tooLarge: `The cover must be at most ${COVER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  required: BOOK_MESSAGES.coverImageRequired,
} as const

/** Why this file cannot be a cover, or undefined when it can (the server checks the content again). */
export const coverFileProblem = (file: File): string | undefined =>
  !file.type.startsWith('image/')
    ? COVER_FILE_MESSAGES.notAnImage
    : file.size > COVER_UPLOAD_MAX_BYTES
      ? COVER_FILE_MESSAGES.tooLarge
      : undefined

/**
 * Why the form cannot be saved with this cover choice, or undefined: a chosen file that cannot be a cover, or no
 * file for a book that has no cover to keep (`current`: the book's stored cover, '' for none; absent in Add New Book,
 * where a book may start without one).
 */
export const coverChoiceProblem = (file: File | null, current?: string): string | undefined =>
  file ? coverFileProblem(file) : current === '' ? COVER_FILE_MESSAGES.required : undefined
