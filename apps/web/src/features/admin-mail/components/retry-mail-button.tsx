// A failed message's Retry (issue 24): queues it again (an expired reset mail: the server mails a fresh link in its
// place, a message of its own); while that is under way the button is disabled, and a refusal (gone, or no longer
// to retry) or a failure is said beside it.
import type { AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { ADMIN_MAIL_TEXTS } from '@/features/admin-mail/admin-mail-texts'
import { useRetryMail } from '@/features/admin-mail/api/retry-mail'

const failureText = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 404) return ADMIN_MAIL_TEXTS.retryGone
  if (error instanceof ApiError && error.status === 409) return ADMIN_MAIL_TEXTS.retryNotFailed
  return ADMIN_MAIL_TEXTS.retryFailed
}

/** Hears of a retried message: the one retried, and the server's answer (another message when it was renewed). */
export type RetriedListener = (mail: AdminMail, queued: AdminMail) => void

interface RetryMailButtonProps {
  mail: AdminMail
  /** Called once the message (or its fresh replacement) is queued. */
  onRetried: RetriedListener
}

export function RetryMailButton({ mail, onRetried }: RetryMailButtonProps) {
  const retry = useRetryMail()
  const errorId = `retry-error-${mail.id}`
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        className="px-4 py-1.5"
        aria-label={`Retry the mail to ${mail.to}`}
        aria-describedby={retry.isError ? errorId : undefined}
        disabled={retry.isPending}
        onClick={() => retry.mutate(mail.id, { onSuccess: (queued) => onRetried(mail, queued) })}
      >
        {retry.isPending ? 'Retrying...' : 'Retry'}
      </Button>
      {retry.isError ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {failureText(retry.error)}
        </p>
      ) : null}
    </div>
  )
}
