// GET /api/admin/customers (issue 17): one page of the shop's customers, newest first, those whose name, email or
// username holds `q`, with how many match in all (X-Total-Count) and whether more follow (Link).
import { apiPaths } from '@bookstore/contract/api-paths'
import { CustomerList, type Customer } from '@bookstore/contract/schemas/customer'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import type { ListPage } from '@/shared/api/list-page'

export const CUSTOMERS_PAGE_SIZE = 20

/** The search sent: none for a text too short to search (a hand-written URL; the search box never applies one). */
const searched = (q: string): { q?: string } =>
  q.trim().length >= INDEXED_QUERY_MIN_LENGTH ? { q: q.trim() } : {}

/** `q`: the search text, '' for every customer. */
export const getCustomers = (
  q: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<Customer>> => {
  const params = { ...searched(q), limit: CUSTOMERS_PAGE_SIZE, offset }
  return api.getPage(apiPaths.customers.href(params), CustomerList, params, { signal })
}

export const customersQueryOptions = (q: string, offset: number) =>
  queryOptions({
    queryKey: queryKeys.admin.customers.page({
      ...searched(q),
      limit: CUSTOMERS_PAGE_SIZE,
      offset,
    }),
    queryFn: ({ signal }) => getCustomers(q, offset, signal),
  })

/** The page keeps showing the rows it had while the next page or search loads: the table does not jump. */
export const useCustomers = (q: string, offset: number) =>
  useQuery({ ...customersQueryOptions(q, offset), placeholderData: keepPreviousData })
