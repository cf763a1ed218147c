// Fulfilment's cache (shared/api/stale-queries.ts): both actions show the answer at once and mark the admin's and the
// shoppers' orders stale; a cancel marks every book stale too (its copies went back in stock), a delivery does not.
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/shared/api/query-keys'
import { stubFetch } from '@/testing/fake-fetch'
import { order, ORDER_ID } from '@/testing/orders-kit'
import { useFulfilOrder, type Fulfilment } from './fulfil-order'

const answered: AdminOrder = { ...order(), shippedBy: null, deliveredBy: null, cancelledBy: null }

const BOOK_KEYS = [queryKeys.books.one('b1'), queryKeys.books.list({}), queryKeys.books.page({ limit: 20 })]
const ORDER_KEYS = [queryKeys.orders.byEmail('ada@example.org'), queryKeys.admin.stats()]

/** Runs `action` on the order with every key above in the cache; answers the client. */
async function fulfil(action: Fulfilment): Promise<QueryClient> {
  stubFetch({
    [`POST /api/admin/orders/${ORDER_ID}/${action}`]: () => ({ body: answered }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const key of [...BOOK_KEYS, ...ORDER_KEYS]) queryClient.setQueryData(key, {})
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useFulfilOrder(ORDER_ID), { wrapper })
  await result.current.mutateAsync(action)
  expect(queryClient.getQueryData(queryKeys.admin.orders.one(ORDER_ID))).toEqual(answered)
  return queryClient
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated

afterEach(() => vi.unstubAllGlobals())

describe('useFulfilOrder', () => {
  it('cancelling marks the books queries stale, with the orders and the figures', async () => {
    const queryClient = await fulfil('cancel')
    for (const key of [...BOOK_KEYS, ...ORDER_KEYS]) expect(isStale(queryClient, key)).toBe(true)
  })

  it('delivering marks the orders and the figures stale, and leaves the books alone', async () => {
    const queryClient = await fulfil('deliver')
    for (const key of ORDER_KEYS) expect(isStale(queryClient, key)).toBe(true)
    for (const key of BOOK_KEYS) expect(isStale(queryClient, key)).toBe(false)
  })
})
