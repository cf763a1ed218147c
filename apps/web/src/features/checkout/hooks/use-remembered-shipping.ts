// The checkout's starting address and phone from the shopper's orders, through the one orders query the orders list
// and the profile read (shared/api/orders-query.ts). Null while they load, when they fail, and when there are none.
import { useMemo } from 'react'
import { useOrdersByEmail } from '@/shared/api/orders-query'
import { rememberedShipping, type RememberedShipping } from '@/features/checkout/remembered-shipping'

export function useRememberedShipping(email: string): RememberedShipping | null {
  const { data: orders } = useOrdersByEmail(email)
  // One object per answer, so the prefill runs when the orders arrive, not on every render.
  return useMemo(() => (orders === undefined ? null : rememberedShipping(orders)), [orders])
}
