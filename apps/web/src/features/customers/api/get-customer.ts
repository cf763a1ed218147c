// GET /api/admin/customers/{uid} (issue 17): one customer, her account and her orders' figures (404: no such user).
import { apiPaths } from '@bookstore/contract/api-paths'
import { Customer } from '@bookstore/contract/schemas/customer'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export const getCustomer = (uid: string, signal?: AbortSignal): Promise<Customer> =>
  api.get(apiPaths.customer.href(uid), Customer, { signal })

export const customerQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.admin.customers.one(uid),
    queryFn: ({ signal }) => getCustomer(uid, signal),
  })

export const useCustomer = (uid: string) => useQuery(customerQueryOptions(uid))
