// A paged dashboard list's states (issue 15: the manage table; issue 17: the orders, customers, a customer's orders
// and quotes): loading, failed (with Try again), empty, or the pager over the rows, which stay shown, dimmed, while
// another page or search loads. A list declares what it is once (PagedListKind), and is then that, its query, where
// it is, what its emptiness says and how it draws a page (a DashboardTable's columns).
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import type { ListPage } from '@/shared/api/list-page'
import { QueryError } from '@/shared/components/query-state'
import { ListPager } from './list-pager'

/** What a list is, whatever its page and filters: declared once beside the screen that shows it. */
export interface PagedListKind {
  /** Given: a page past the end (an old link, its last rows deleted, a search matching fewer) goes to the last page. */
  pageSize?: number
  /** The pager's name: 'Pages of orders'. */
  pagerLabel: string
  /** The space above each state and the pager: 'mt-6' under a screen's filters (the default), 'mt-4' in a section. */
  spacing?: 'mt-4' | 'mt-6'
  /** What shows while the first page loads; 'Loading...' by default. */
  loading?: ReactNode
  /** Says the list could not be loaded. */
  failed: string
  /** Whether that failure offers Try again (the manage table's line does not). */
  retry?: boolean
}

interface PagedListProps<T> {
  kind: PagedListKind
  /** The list's query at this page; with keepPreviousData, so the rows shown while another page loads are stale. */
  query: UseQueryResult<ListPage<T>>
  /** Where the list is (useListSearch): the 1-based page in the URL, and the search string of another page. */
  place: { page: number; pageSearch: (page: number) => string }
  /** Says there is nothing to list (none at all, or none matching the filters). */
  empty: string
  /** Draws a page of rows; `stale`: they are the previous page's while this one loads. */
  children: (page: ListPage<T>, stale: boolean) => ReactNode
}

export function PagedList<T>({
  kind,
  query,
  place: { page, pageSearch },
  empty,
  children,
}: PagedListProps<T>) {
  const { pageSize, pagerLabel, spacing = 'mt-6', loading, failed, retry = true } = kind
  const total = query.data && !query.isPlaceholderData ? query.data.total : null
  const lastPage = total === null || pageSize === undefined ? page : Math.max(1, Math.ceil(total / pageSize))
  if (page > lastPage) return <Navigate to={{ search: pageSearch(lastPage) }} replace />

  if (query.isPending) {
    return (
      loading ?? (
        <p role="status" className={`${spacing} text-stone-600`}>
          Loading...
        </p>
      )
    )
  }
  if (query.isError) {
    return retry ? (
      <div className={spacing}>
        <QueryError message={failed} onRetry={() => void query.refetch()} />
      </div>
    ) : (
      <p role="alert" className={`${spacing} font-medium text-red-700`}>
        {failed}
      </p>
    )
  }
  const { data } = query
  if (data.items.length === 0) {
    return (
      <p role="status" className={`${spacing} text-stone-600`}>
        {empty}
      </p>
    )
  }
  return (
    <>
      <div className={spacing}>
        <ListPager
          label={pagerLabel}
          first={data.offset + 1}
          count={data.items.length}
          total={data.total}
          previous={page > 1 ? pageSearch(page - 1) : null}
          next={data.hasNext ? pageSearch(page + 1) : null}
        />
      </div>
      {children(data, query.isPlaceholderData)}
    </>
  )
}
