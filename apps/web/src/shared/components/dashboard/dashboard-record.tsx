// One record's states on a dashboard screen (issue 17: an order, a customer): loading, not found (an unknown or
// malformed id answers 404), failed with Try again, or the record drawn.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '@/shared/api/api-error'
import { QueryError } from '@/shared/components/query-state'

interface DashboardRecordProps<T> {
  query: UseQueryResult<T>
  /** Says there is no such record. */
  notFound: string
  /** Says the record could not be loaded (Try again asks again). */
  failed: string
  children: (record: T) => ReactNode
}

export function DashboardRecord<T>({ query, notFound, failed, children }: DashboardRecordProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="mt-6 text-stone-600">
        Loading...
      </p>
    )
  }
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <p role="alert" className="mt-6 font-medium text-red-700">
        {notFound}
      </p>
    ) : (
      <div className="mt-6">
        <QueryError message={failed} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  return children(query.data)
}
