// What the checkout found wrong with the cart on the server (spec §4 "Checkout"): a book no longer sold is left out
// of the order; a sold-out one holds the order until it is removed. Each says so, with its own Remove button.
import type { CheckedCartItem } from '@/shared/cart-refresh'
import { removeFromCart } from '@/shared/cart-store'
import { Button } from '@/shared/components/button'

export const CART_PROBLEM_TEXTS = {
  gone: (title: string) => `'${title}' is no longer available and has been left out of your order.`,
  outOfStock: (title: string) => `'${title}' is out of stock. Remove it from your cart to place your order.`,
  nothingLeft: 'None of the books in your cart can be ordered any more.',
} as const

export function CartProblems({ lines }: { lines: readonly CheckedCartItem[] }) {
  const problems = lines.filter((line) => line.availability !== 'available')
  const nothingLeft = lines.length > 0 && lines.every((line) => line.availability === 'gone')
  return (
    // Always in the page, so the messages are announced when the server's answers bring them.
    <div role="status" className={problems.length > 0 ? 'mb-6 space-y-3' : undefined}>
      {problems.map(({ item, availability }) => (
        <p
          key={item._id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <span className="min-w-0">
            {availability === 'gone'
              ? CART_PROBLEM_TEXTS.gone(item.title)
              : CART_PROBLEM_TEXTS.outOfStock(item.title)}
          </span>
          <Button
            variant="secondary"
            onClick={() => removeFromCart(item._id)}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        </p>
      ))}
      {nothingLeft ? (
        <p className="text-sm font-semibold text-red-800">{CART_PROBLEM_TEXTS.nothingLeft}</p>
      ) : null}
    </div>
  )
}
