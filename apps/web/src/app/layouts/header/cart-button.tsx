// The header's cart link (spec §2): goes to /cart and shows how many distinct books the cart holds.
import { Link } from 'react-router'
import { useCartItems } from '@/shared/cart-store'
import { BagIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'

export function CartButton() {
  const count = useCartItems().length
  return (
    <Link
      to={paths.cart.href()}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-2 md:px-3.5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
    >
      <BagIcon className="size-5" />
      <span aria-hidden="true">{count}</span>
    </Link>
  )
}
