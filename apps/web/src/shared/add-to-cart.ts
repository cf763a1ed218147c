// Adding a book to the cart with the spec's dialogs (spec §4 "Cart", §8): a new book → success dialog, one already
// there → warning dialog and nothing changes. The book cards, the book page and the orders' Buy it again share it.
import { addToCart, cartBook, type CartItem } from './cart-store'
import { showDialog } from './dialogs'

export const CART_DIALOG_TEXTS = {
  addedTitle: (title: string) => `'${title}' has been added to your cart`,
  addedText: 'Keep exploring more books to discover your next favorite read!',
  duplicateTitle: 'Item already in cart',
  duplicateText: (title: string) => `You have already added '${title}' to your cart`,
} as const

/**
 * Adds the book (the header's count follows at once) and shows the spec's dialog; resolves with what happened
 * once the shopper has closed it.
 */
export async function addToCartWithDialog(book: CartItem): Promise<'added' | 'duplicate'> {
  const result = addToCart(cartBook(book))
  await showDialog(
    result === 'added'
      ? {
          icon: 'success',
          title: CART_DIALOG_TEXTS.addedTitle(book.title),
          text: CART_DIALOG_TEXTS.addedText,
        }
      : {
          icon: 'warning',
          title: CART_DIALOG_TEXTS.duplicateTitle,
          text: CART_DIALOG_TEXTS.duplicateText(book.title),
        },
  )
  return result
}
