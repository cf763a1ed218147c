// The Add to Cart button of the book cards, carousels and the book page (spec §2, §4): adds the book with the
// spec's dialogs, disabled when the book is out of stock. Pressed before the app started, it adds the book when it
// starts (use-early-input).
import { isInStock } from '@bookstore/contract/stock'
import { addToCartWithDialog } from '@/shared/add-to-cart'
import type { CartItem } from '@/shared/cart-store'
import { useEarlyInput } from '@/shared/use-early-input'
import { Button } from './button'

export function AddToCartButton({ book, className }: { book: CartItem; className?: string }) {
  const early = useEarlyInput<HTMLButtonElement>('add-to-cart')
  return (
    <Button
      {...early}
      onClick={() => void addToCartWithDialog(book)}
      disabled={!isInStock(book.stock)}
      className={className}
    >
      Add to Cart
    </Button>
  )
}
