// PUT /api/real-users/edit/{uid} with a new username (spec §7; issue 24): unique (a taken one answers 409). Her
// record, her account and the session are marked stale, so the header shows the new name at once.
import { apiPaths } from '@bookstore/contract/api-paths'
import { RealUser } from '@bookstore/contract/schemas/real-user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { markStale, staleQueries } from '@/shared/api/stale-queries'

export const changeUsername = (uid: string, username: string): Promise<RealUser> =>
  api.put(apiPaths.editRealUser.href(uid), { username }, RealUser)

export function useChangeUsername(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (username: string) => changeUsername(uid, username),
    onSuccess: () => markStale(queryClient, staleQueries.changeUsername(uid)),
  })
}
