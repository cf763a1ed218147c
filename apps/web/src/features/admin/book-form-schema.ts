// The Add New Book and Update Book forms as they validate (spec §5 "Book add/edit forms"): the inputs' text turned
// into the contract's BookInput fields, so the form checks what the API checks, with the required messages. Prices
// are read with the contract's typed-price rule (issue 22: '12,50' is 12.50, '12.5.0' is refused, never 1250). The
// cover is a file beside the form in both (use-cover-choice.ts), checked by its own rules (cover-file-rules.ts).
import { formatPrice } from '@bookstore/contract/money'
import { parsePriceInput } from '@bookstore/contract/price-input'
import { BOOK_MESSAGES, BookInput, PriceAmount, StockCount } from '@bookstore/contract/schemas/book-input'
import { z } from 'zod/mini'

const { title, description, category, authors } = BookInput.shape

/**
 * The stock input's text as a number; '' is 0. Digits only (with a minus, which the bound then refuses): '1,5' or
 * '1.000' is not a whole number, rather than 15 or 1 read with a separator dropped.
 */
const stockText = z.pipe(
  z.string().check(z.trim()),
  z.transform((text: string) => (text === '' ? 0 : /^-?\d+$/.test(text) ? Number(text) : Number.NaN)),
)

/** A price input's text as dollars by the contract's rule, then the contract's bounds ('' is the required message). */
const priceText = (required: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, required)),
      z.transform((text: string, payload) => {
        const typed = parsePriceInput(text)
        if (typed.ok) return typed.dollars
        payload.issues.push({ code: 'custom', message: typed.message, input: text })
        // Never read: the issue stops the pipe here.
        return Number.NaN
      }),
    ),
    PriceAmount,
  )

const OldPriceText = priceText(BOOK_MESSAGES.oldPriceRequired)
const NewPriceText = priceText(BOOK_MESSAGES.newPriceRequired)

/**
 * What a price input's text will be stored as, shown under it before saving ('$12.50 will be stored' for '12,50');
 * '' while the text is empty or would be refused (saving says why, beside the field).
 */
export const storedPriceHint = (text: string): string => {
  const result = OldPriceText.safeParse(text)
  return result.success ? `${formatPrice(result.data)} will be stored` : ''
}

export const BookForm = z.object({
  title,
  description,
  // The select's '' is the 'Choose A Category' placeholder, which the contract refuses with its message.
  category: z.pipe(z.string(), category),
  trending: z.boolean(),
  oldPrice: OldPriceText,
  newPrice: NewPriceText,
  stock: z.pipe(stockText, StockCount),
  authors,
})
/** What the inputs hold (prices and stock as text). */
export type BookFormValues = z.input<typeof BookForm>
/** What a valid form yields: create-book's and edit's body but the cover. */
export type BookFormOutput = z.output<typeof BookForm>

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  description: '',
  category: '',
  trending: false,
  oldPrice: '',
  newPrice: '',
  stock: '',
  authors: [],
}
