// The dashboard's failed mail (issue 24; issue 37, item 5): the messages the store could not send (still tried after
// a failed try, failed after every try, or expired unsent), newest first, a page at a time (the page kept in the URL),
// each with a Retry that queues it again, or for an expired reset link mails a fresh one; says so once it is queued.
import { useState } from 'react'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { PagedList, type PagedListKind } from '@/shared/components/dashboard/paged-list'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { readNoFilters, useListSearch } from '@/shared/use-list-search'
import { ADMIN_MAIL_TEXTS } from '@/features/admin-mail/admin-mail-texts'
import { FAILED_MAIL_PAGE_SIZE, useFailedMail } from '@/features/admin-mail/api/get-failed-mail'
import { FailedMailTable } from './failed-mail-table'

const FAILED_MAIL_LIST: PagedListKind = {
  pageSize: FAILED_MAIL_PAGE_SIZE,
  pagerLabel: 'Pages of failed mail',
  spacing: 'mt-4',
  failed: ADMIN_MAIL_TEXTS.listFailed,
}

export function FailedMailPage() {
  useDashboardScreen(ADMIN_MAIL_TEXTS.title)
  const place = useListSearch(readNoFilters)
  const mails = useFailedMail((place.page - 1) * FAILED_MAIL_PAGE_SIZE)
  const [notice, setNotice] = useState('')

  return (
    <DashboardSection title={ADMIN_MAIL_TEXTS.title}>
      <p className="mt-2 text-sm text-stone-600">{ADMIN_MAIL_TEXTS.intro}</p>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      <PagedList kind={FAILED_MAIL_LIST} query={mails} place={place} empty={ADMIN_MAIL_TEXTS.noFailedMail}>
        {({ items }, stale) => (
          <FailedMailTable
            mails={items}
            stale={stale}
            onRetried={(mail, queued) =>
              setNotice(
                queued.id === mail.id ? ADMIN_MAIL_TEXTS.retried(mail.to) : ADMIN_MAIL_TEXTS.renewed(mail.to),
              )
            }
          />
        )}
      </PagedList>
    </DashboardSection>
  )
}
