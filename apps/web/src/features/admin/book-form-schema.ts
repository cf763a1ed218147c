// The Add New Book and Update Book forms as they validate (spec §5 "Book add/edit forms"): the inputs' text turned
// into the contract's BookInput fields, so the form checks what the API checks, with the required messages.
import { BOOK_MESSAGES, BookInput, CoverImage } from '@bookstore/contract/schemas/book-input'
import { z } from 'zod/mini'

const { title, description, category, oldPrice, newPrice, stock, authors } = BookInput.shape

/** A numeric input's text as a number; '' is missing (the message) or, with `blank`, that number. */
const numberText = (missing: { required: string } | { blank: number }) =>
  z.pipe(
    'required' in missing
      ? z.string().check(z.trim(), z.minLength(1, missing.required))
      : z.string().check(z.trim()),
    z.transform((text: string) => (text === '' && 'blank' in missing ? missing.blank : Number(text))),
  )

export const BookForm = z.object({
  title,
  description,
  // The select's '' is the 'Choose A Category' placeholder, which the contract refuses with its message.
  category: z.pipe(z.string(), category),
  trending: z.boolean(),
  oldPrice: z.pipe(numberText({ required: BOOK_MESSAGES.oldPriceRequired }), oldPrice),
  newPrice: z.pipe(numberText({ required: BOOK_MESSAGES.newPriceRequired }), newPrice),
  stock: z.pipe(numberText({ blank: 0 }), stock.def.innerType),
  authors,
  /** Add New Book takes a cover file instead (create-book gets the uploaded name); Update Book requires it. */
  coverImage: z.string(),
})
/** What the inputs hold (prices and stock as text). */
export type BookFormValues = z.input<typeof BookForm>
/** What a valid form yields: create-book's body. */
export type BookFormOutput = z.output<typeof BookForm>

/** Update Book adds the cover's URL (or stored file name), required there (spec §5). */
export const EditBookForm = z.extend(BookForm, {
  coverImage: z.pipe(
    z.string().check(z.trim(), z.minLength(1, BOOK_MESSAGES.coverImageRequired)),
    CoverImage,
  ),
})

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  description: '',
  category: '',
  trending: false,
  oldPrice: '',
  newPrice: '',
  stock: '',
  authors: [],
  coverImage: '',
}
