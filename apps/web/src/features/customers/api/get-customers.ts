// GET /api/admin/customers (issue 17): one page of the shop's customers, newest first or in the order of a column head
// (issue 27 item 5), those whose name, email or username holds `q`, with how many match in all (X-Total-Count) and
// whether more follow (Link).
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  CustomerList,
  DEFAULT_CUSTOMER_SORT,
  type Customer,
  type CustomerSort,
} from '@bookstore/contract/schemas/customer'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import type { ListPage } from '@/shared/api/list-page'

export const CUSTOMERS_PAGE_SIZE = 20

/** The search sent: none for a text too short to search (a hand-written URL; the search box never applies one). */
const searched = (q: string): { q?: string } =>
  q.trim().length >= INDEXED_QUERY_MIN_LENGTH ? { q: q.trim() } : {}

/** The page's parameters: the search, the order (none for the default) and the window. */
const pageParams = (q: string, offset: number, sort: CustomerSort) => ({
  ...searched(q),
  ...(sort === DEFAULT_CUSTOMER_SORT ? {} : { sort }),
  limit: CUSTOMERS_PAGE_SIZE,
  offset,
})

/** `q`: the search text, '' for every customer. */
export const getCustomers = (
  q: string,
  offset: number,
  signal?: AbortSignal,
  sort: CustomerSort = DEFAULT_CUSTOMER_SORT,
): Promise<ListPage<Customer>> => {
  const params = pageParams(q, offset, sort)
  return api.getPage(apiPaths.customers.href(params), CustomerList, params, { signal })
}

export const customersQueryOptions = (
  q: string,
  offset: number,
  sort: CustomerSort = DEFAULT_CUSTOMER_SORT,
) => {
  const params = pageParams(q, offset, sort)
  return queryOptions({
    queryKey: queryKeys.admin.customers.page(params),
    queryFn: ({ signal }) => getCustomers(q, offset, signal, sort),
  })
}

/** The page keeps showing the rows it had while the next page or search loads: the table does not jump. */
export const useCustomers = (q: string, offset: number, sort: CustomerSort = DEFAULT_CUSTOMER_SORT) =>
  useQuery({ ...customersQueryOptions(q, offset, sort), placeholderData: keepPreviousData })
