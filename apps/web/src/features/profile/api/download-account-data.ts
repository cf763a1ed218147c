// GET /api/account/data (issue 24): her account, orders and wishlist as one JSON file, saved by the browser under
// the server's name for it (the day, in UTC). A refusal (429: asked again too soon) is thrown as an ApiError.
import { apiPaths } from '@bookstore/contract/api-paths'
import { accountDataFileName } from '@bookstore/contract/schemas/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { saveBlob } from '@/shared/save-blob'

export async function downloadAccountData(): Promise<void> {
  const file = await api.download(apiPaths.accountData.href(), 'application/json')
  saveBlob(file, accountDataFileName(new Date()))
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData })
