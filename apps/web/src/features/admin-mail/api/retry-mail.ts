// POST /api/admin/mail/{id}/retry (issue 24): a failed message is queued again (the store sends it at once), or an
// expired reset mail is replaced by a fresh link (the answer is then the new message); the list refreshes after.
// 404: no such message; 409: it was sent, is being sent, or expired with nothing to renew it.
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
