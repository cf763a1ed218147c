// The spec's 'Orders left', 'Website visits (last day)' and 'Users by average order' cards (spec §2 "Dashboard
// index"), filled from the store (issue 27 item 4) by the day's overview: the orders neither delivered nor cancelled,
// the pages people loaded in the last 24 hours (counted by the server, robots left out), and the customers whose
// orders not cancelled average the most (one who deleted her account too: her orders stay). The spec drew them with
// sample content; the labels stay its own.
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { useAdminOverview } from '@/features/admin/api/get-admin-overview'
import { EmptyNote, linkClass, OverviewCard } from './overview-card'

/** A figure as the spec draws it (two digits at least: '02'), or what stands for it while it loads or failed. */
function figureText(value: number | undefined, failed: boolean): string {
  if (value !== undefined)
    return value.toLocaleString('en-US', { minimumIntegerDigits: 2, useGrouping: true })
  return failed ? '—' : '…'
}

function Figure({
  title,
  value,
  note,
  failed,
}: {
  title: string
  value?: number
  note: string
  failed: boolean
}) {
  return (
    <OverviewCard title={title}>
      <p className="mt-2 text-4xl font-bold text-ink" aria-busy={value === undefined && !failed}>
        {figureText(value, failed)}
      </p>
      <p className="mt-1 text-sm text-stone-600">{failed ? 'Could not be loaded.' : note}</p>
    </OverviewCard>
  )
}

export function FigureCards() {
  const { data, isError } = useAdminOverview()
  return (
    <div className="grid gap-4">
      <Figure
        title="Orders left"
        value={data?.ordersInTransit}
        note="Orders on their way: not yet delivered or cancelled."
        failed={isError}
      />
      <Figure
        title="Website visits (last day)"
        value={data?.visitsLastDay}
        note="Pages people opened in the last 24 hours."
        failed={isError}
      />
    </div>
  )
}

/** The card's empty list says its rule: a shopper whose orders were all cancelled has none to average. */
export const NO_CUSTOMER_AVERAGES = 'No orders to average yet: cancelled orders are not counted.'

function CustomerList({ customers }: { customers: AdminOverview['customersByAverageOrder'] }) {
  if (customers.length === 0) return <EmptyNote>{NO_CUSTOMER_AVERAGES}</EmptyNote>
  return (
    <ul className="mt-4 space-y-3">
      {customers.map(({ uid, name, orders, averageOrder, accountDeleted }) => (
        <li key={uid} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1 text-sm text-stone-700">
            {accountDeleted ? (
              // Her orders stay; her account and its customer page do not.
              <span className="break-words font-semibold">{name}</span>
            ) : (
              <Link to={paths.customer.href(uid)} className={`${linkClass} break-words`}>
                {name}
              </Link>
            )}
            <span className="block text-xs text-stone-500">
              {orders} {orders === 1 ? 'order' : 'orders'}
              {accountDeleted ? ' · account deleted' : ''}
            </span>
          </span>
          <span className="text-sm font-semibold text-ink">{formatPrice(averageOrder)}</span>
        </li>
      ))}
    </ul>
  )
}

export function UsersByAverageOrder() {
  const { data, isError, isPending } = useAdminOverview()
  return (
    <OverviewCard title="Users by average order">
      {data ? (
        <CustomerList customers={data.customersByAverageOrder} />
      ) : (
        <p className="mt-4 text-sm text-stone-600" aria-busy={isPending}>
          {isError ? 'Could not be loaded.' : 'Loading…'}
        </p>
      )}
    </OverviewCard>
  )
}
