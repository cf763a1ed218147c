// A book's new price with the old one struck through (spec §2), both with '$' and 2 decimals: the book cards, the
// book page and the wishlist show it.
import { formatPrice } from '@bookstore/contract/money'

export function Price({
  newPrice,
  oldPrice,
  large = false,
}: {
  newPrice: number
  oldPrice: number
  large?: boolean
}) {
  return (
    <p className="flex items-baseline gap-2">
      <span className={`font-semibold text-brand-700 ${large ? 'text-3xl' : 'text-lg'}`}>
        {formatPrice(newPrice)}
      </span>
      <s className={`text-stone-600 ${large ? 'text-lg' : 'text-sm'}`}>
        <span className="sr-only">Was </span>
        {formatPrice(oldPrice)}
      </s>
    </p>
  )
}
