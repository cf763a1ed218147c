// The profile's figures from the shopper's orders (spec §2 "Profile", §9): total amount spent, most common address
// and phone, and the 'Recently Bought' carousel; 'Loading orders...' and 'Error fetching orders' meanwhile. What she
// spent and bought leaves cancelled orders out, by the contract's order-figures rule that the dashboard's customer
// page shows too (issue 22).
import { formatPrice } from '@bookstore/contract/money'
import {
  mostCommonAddress,
  mostCommonPhone,
  recentlyBought,
  totalSpent,
} from '@bookstore/contract/order-rules'
import { useOrdersByEmail } from '@/shared/api/orders-query'
import { ProfileFacts } from './profile-facts'
import { RecentlyBought } from './recently-bought'

const NONE_YET = 'None yet'

export function OrderFigures({ email }: { email: string }) {
  const { data: orders, isPending, isError } = useOrdersByEmail(email)

  if (isPending) {
    return (
      <p role="status" className="text-stone-600">
        Loading orders...
      </p>
    )
  }
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        Error fetching orders
      </p>
    )
  }
  return (
    <div className="space-y-10">
      <ProfileFacts
        facts={[
          ['Total amount spent', formatPrice(totalSpent(orders))],
          ['Most common address', mostCommonAddress(orders) ?? NONE_YET],
          ['Most common phone', mostCommonPhone(orders) ?? NONE_YET],
        ]}
      />
      <RecentlyBought bookIds={recentlyBought(orders)} />
    </div>
  )
}
