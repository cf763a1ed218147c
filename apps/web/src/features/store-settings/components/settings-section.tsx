// One of the settings screen's sections (issue 39 item 1): its document's form once it is loaded, 'Loading...'
// before, or why it could not be loaded with Try again.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'

interface SettingsSectionProps<T> {
  title: string
  query: UseQueryResult<T>
  /** The document in words, for the failure: 'store details'. */
  what: string
  children: (document: T) => ReactNode
}

export function SettingsSection<T>({ title, query, what, children }: SettingsSectionProps<T>) {
  return (
    <DashboardSection title={title}>
      {/* A failed refetch keeps the form: what is typed there stays. */}
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <div className="mt-4">
          <QueryError message={STORE_SETTINGS_TEXTS.loadFailed(what)} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <QueryLoading />
      )}
    </DashboardSection>
  )
}
