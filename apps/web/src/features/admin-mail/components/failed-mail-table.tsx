// The failed-mail table (issue 24; issue 37, item 5): subject, to, what it is about, its state (being retried,
// failed, expired unsent), its tries, the last error, the day it was written and its Retry.
import type { AdminMail } from '@bookstore/contract/schemas/admin-mail'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import { mailDate, mailKindLabel, mailStateLabel } from '@/features/admin-mail/admin-mail-texts'
import { RetryMailButton, type RetriedListener } from './retry-mail-button'

const columnsFor = (onRetried: RetriedListener): readonly Column<AdminMail>[] => [
  { name: 'Subject', rowHeader: true, cell: (mail) => mail.subject },
  // On a phone (issue 27 item 3) the row keeps its subject, address and Retry; the rest shows on wider screens.
  { name: 'To', className: 'break-all', cell: (mail) => mail.to },
  { name: 'About', hideBelow: 'md', cell: (mail) => mailKindLabel(mail.kind) },
  { name: 'State', hideBelow: 'sm', cell: (mail) => mailStateLabel(mail.state) },
  { name: 'Tries', hideBelow: 'sm', className: 'tabular-nums', cell: (mail) => mail.attempts },
  {
    name: 'Last error',
    hideBelow: 'lg',
    className: 'max-w-xs break-words text-stone-700',
    cell: (mail) => mail.lastError ?? '—',
  },
  {
    name: 'Written',
    hideBelow: 'md',
    className: 'whitespace-nowrap',
    cell: (mail) => mailDate(mail.createdAt),
  },
  { name: 'Action', cell: (mail) => <RetryMailButton mail={mail} onRetried={onRetried} /> },
]

interface FailedMailTableProps {
  mails: AdminMail[]
  /** Another page is loading: the rows shown are the previous ones. */
  stale: boolean
  onRetried: RetriedListener
}

export function FailedMailTable({ mails, stale, onRetried }: FailedMailTableProps) {
  return (
    <DashboardTable
      caption="Failed mail, newest first"
      columns={columnsFor(onRetried)}
      rows={mails}
      rowKey={(mail) => mail.id}
      stale={stale}
    />
  )
}
