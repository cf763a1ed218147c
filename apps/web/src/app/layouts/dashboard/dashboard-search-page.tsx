// The dashboard header's search (issue 27 item 4; the spec draws the box, unwired): /dashboard/search?q= shows the
// first books, orders and customers that hold the text, each part from its own list's API with its own loading,
// failure and empty state, and a link to the whole list searched the same way (Manage Books, Orders, Customers keep
// ?q= in their URLs). An order is found by its number ('#10042'), id, email or name. It composes three features'
// lists, so it lives with the dashboard's shell.
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { ListPage } from '@/shared/api/list-page'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { paths } from '@/shared/paths'
import { useManageBooks } from '@/features/admin/api/get-books'
import { useAdminOrders } from '@/features/admin-orders/api/get-admin-orders'
import { useCustomers } from '@/features/customers/api/get-customers'
import { EmptyNote, linkClass, OverviewCard } from '@/features/admin/components/overview-card'

/** Rows each part shows; the link beside it opens the whole list. */
export const SEARCH_PART_ROWS = 5

const withQ = (path: string, q: string) => `${path}?${new URLSearchParams({ q }).toString()}`

/** One found thing: a link to it and what to know of it at a glance. */
interface Row {
  key: string
  href: string
  label: string
  detail: string
  /** The detail may be a long unbroken address. */
  detailClass?: string
}

interface PartProps<T> {
  title: string
  query: UseQueryResult<ListPage<T>>
  /** The whole list, searched the same way. */
  allHref: string
  failed: string
  empty: string
  row: (item: T) => Row
}

function Part<T>({ title, query, allHref, failed, empty, row }: PartProps<T>) {
  const total = query.data?.total
  const found = (query.data?.items.length ?? 0) > 0
  return (
    <OverviewCard
      title={title}
      aside={
        found ? (
          <Link to={allHref} className={linkClass}>
            {typeof total === 'number' ? `See all ${total.toLocaleString('en-US')}` : 'See all'}
          </Link>
        ) : undefined
      }
    >
      {query.data ? (
        query.data.items.length === 0 ? (
          <EmptyNote>{empty}</EmptyNote>
        ) : (
          <ul className="mt-4 divide-y divide-stone-100">
            {query.data.items.slice(0, SEARCH_PART_ROWS).map((item) => {
              const { key, href, label, detail, detailClass = 'break-words' } = row(item)
              return (
                <li key={key} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm text-stone-700">
                  <Link to={href} className={`${linkClass} break-words`}>
                    {label}
                  </Link>
                  <span className={`min-w-0 ${detailClass}`}>{detail}</span>
                </li>
              )
            })}
          </ul>
        )
      ) : query.isError ? (
        <QueryError message={failed} onRetry={() => void query.refetch()} />
      ) : (
        <QueryLoading />
      )}
    </OverviewCard>
  )
}

function Results({ q }: { q: string }) {
  const books = useManageBooks({ q, stock: null, offset: 0 })
  const orders = useAdminOrders({ q }, 0)
  const customers = useCustomers(q, 0)
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Part
        title="Books"
        query={books}
        allHref={withQ(paths.manageBooks.href(), q)}
        failed="The books could not be searched."
        empty="No book matches."
        row={(book) => ({
          key: book._id,
          href: paths.editBook.href(book._id),
          label: book.title,
          detail: `${formatPrice(book.newPrice)} · ${book.stock} in stock`,
        })}
      />
      <Part
        title="Orders"
        query={orders}
        allHref={withQ(paths.dashboardOrders.href(), q)}
        failed="The orders could not be searched."
        empty="No order matches."
        row={(order) => ({
          key: order._id,
          href: paths.dashboardOrder.href(order._id),
          label: formatOrderNumber(order.number),
          detail: `${order.name} · ${formatPrice(order.totalPrice)}`,
        })}
      />
      <Part
        title="Customers"
        query={customers}
        allHref={withQ(paths.customers.href(), q)}
        failed="The customers could not be searched."
        empty="No customer matches."
        row={(customer) => ({
          key: customer.uid,
          href: paths.customer.href(customer.uid),
          label: customer.name,
          detail: customer.email,
          detailClass: 'break-all text-stone-500',
        })}
      />
    </div>
  )
}

export function DashboardSearchPage() {
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  useDashboardScreen(q ? `Search: “${q}”` : 'Search')
  if (q.length < INDEXED_QUERY_MIN_LENGTH) {
    return (
      <p className="text-stone-600">
        Type at least {INDEXED_QUERY_MIN_LENGTH} characters in the search box to find books, orders (by
        number, email or name) and customers.
      </p>
    )
  }
  return <Results q={q} />
}
