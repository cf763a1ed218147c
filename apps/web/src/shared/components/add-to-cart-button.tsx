// The Add to Cart button of the book cards, carousels and the book page (spec §2, §4): adds the book with the
// spec's dialogs, disabled when the book is out of stock.
import { isInStock } from '@bookstore/contract/stock'
import { addToCartWithDialog } from '@/shared/add-to-cart'
import type { CartItem } from '@/shared/cart-store'
import { Button } from './button'

export function AddToCartButton({ book, className }: { book: CartItem; className?: string }) {
  return (
    <Button
      onClick={() => void addToCartWithDialog(book)}
      disabled={!isInStock(book.stock)}
      className={className}
    >
      Add to Cart
    </Button>
  )
}
