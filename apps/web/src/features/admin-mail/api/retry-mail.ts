// POST /api/admin/mail/{id}/retry (issue 24): a failed message is queued again (the store sends it at once); the
// failed-mail list refreshes after, without it. 404: no such message; 409: it is no longer failed.
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const retryMail = (id: string): Promise<AdminMail> =>
  api.post(apiPaths.retryMail.href(id), undefined, AdminMail)

export const useRetryMail = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => markStale(queryClient, staleQueries.retryMail()),
  })
}
