// The dashboard's four figures (spec §2 "Dashboard index"): Products, Total Sales, Trending Books in This Month with
// its fixed '(13%)', Total Orders. Without figures (loading, or a failure, which is only logged) the cards are empty.
import { TRENDING_SHARE_LABEL } from '@bookstore/contract/constants'
import { formatPrice } from '@bookstore/contract/money'
import type { AdminStats } from '@bookstore/contract/schemas/admin'
import type { ReactNode } from 'react'
import { Panel } from '@/shared/components/panel'
import { SALES_COUNT } from '@/features/admin/sales-texts'

interface Card {
  label: string
  value: (stats: AdminStats) => string
  note?: ReactNode
  tone: string
}

const cards: Card[] = [
  { label: 'Products', value: (s) => String(s.totalBooks), tone: 'before:bg-violet-100' },
  {
    label: 'Total Sales',
    value: (s) => formatPrice(s.totalSales),
    tone: 'before:bg-emerald-100',
  },
  {
    label: 'Trending Books in This Month',
    value: (s) => String(s.trendingBooks),
    note: TRENDING_SHARE_LABEL,
    tone: 'before:bg-amber-100',
  },
  { label: 'Total Orders', value: (s) => String(s.totalOrders), tone: 'before:bg-sky-100' },
]

export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, note, tone }) => (
          // The round badge is the card's ::before: a <dl>'s groups may hold only <dt> and <dd>.
          <Panel
            key={label}
            className={`grid grid-cols-[3rem_1fr] items-center gap-x-4 p-5 before:row-span-2 before:size-12 before:rounded-full before:content-[''] ${tone}`}
          >
            <dt className="col-start-2 row-start-2 text-sm text-stone-600">{label}</dt>
            <dd className="col-start-2 row-start-1 min-h-8 text-2xl font-bold text-ink">
              {stats ? value(stats) : ''}
              {note ? (
                <>
                  {' '}
                  <span className="ml-1 text-sm font-semibold text-emerald-700">{note}</span>
                </>
              ) : null}
            </dd>
          </Panel>
        ))}
      </dl>
      {/* What Total Sales counts (issue 39 item 7), under the cards. */}
      <p className="mt-2 text-xs text-stone-600">{SALES_COUNT.totalSales}</p>
    </div>
  )
}
