// GET /api/admin/mail (issue 24; issue 37, item 5): one page of the messages that did not go out (from their first
// failed try on, and those expired unsent), newest first, with how many there are in all (X-Total-Count).
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminMailList, type AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import type { ListPage } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'

export const FAILED_MAIL_PAGE_SIZE = 20

export const getFailedMail = (offset: number, signal?: AbortSignal): Promise<ListPage<AdminMail>> => {
  const params = { limit: FAILED_MAIL_PAGE_SIZE, offset }
  return api.getPage(apiPaths.adminMail.href(params), AdminMailList, params, { signal })
}

export const failedMailQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: queryKeys.admin.mail.page({ limit: FAILED_MAIL_PAGE_SIZE, offset }),
    queryFn: ({ signal }) => getFailedMail(offset, signal),
  })

/** The page keeps showing the rows it had while the next page loads: the table does not jump. */
export const useFailedMail = (offset: number) =>
  useQuery({ ...failedMailQueryOptions(offset), placeholderData: keepPreviousData })
