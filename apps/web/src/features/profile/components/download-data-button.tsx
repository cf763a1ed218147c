// 'Download my data' (issue 24): her account, orders and wishlist saved as one JSON file; while it comes the button
// waits, and a failure (asked again too soon, the server unreachable) is said beside it.
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'
import { Button } from '@/shared/components/button'
import { useDownloadAccountData } from '@/features/profile/api/download-account-data'
import { PROFILE_TEXTS } from '@/features/profile/profile-texts'

export function DownloadDataButton() {
  const download = useDownloadAccountData()
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Downloading…' : PROFILE_TEXTS.dataButton}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {download.error instanceof ApiError && download.error.status === 429
            ? tooManyAttemptsText(download.error)
            : PROFILE_TEXTS.dataFailed}
        </p>
      ) : null}
    </div>
  )
}
