// The dashboard's day in figures (issue 17): sales and orders today and this month (cancelled orders left out by the
// API), and how many books are out of stock, with a link to them in the manage table.
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOverview } from '@bookstore/contract/schemas/admin-overview'
import { Link } from 'react-router'
import { Panel } from '@/shared/components/panel'
import { SALES_COUNT } from '@/features/admin/sales-texts'
import { manageBooksHref } from '@/features/admin/hooks/use-manage-books-search'
import { linkClass } from './overview-card'

export function DayFigures({ overview }: { overview: AdminOverview }) {
  const figures = [
    { label: 'Sales today', value: formatPrice(overview.today.revenue) },
    { label: 'Orders today', value: String(overview.today.orders) },
    { label: 'Sales this month', value: formatPrice(overview.month.revenue) },
    { label: 'Orders this month', value: String(overview.month.orders) },
    { label: 'Books out of stock', value: String(overview.outOfStock) },
  ]
  return (
    <Panel as="section" aria-label="Today and this month" className="p-5">
      <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd
              className={`text-2xl font-bold ${label === 'Books out of stock' && overview.outOfStock > 0 ? 'text-red-700' : 'text-ink'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-600">{SALES_COUNT.daySales}</p>
      {overview.outOfStock > 0 ? (
        <Link to={manageBooksHref({ stock: 'out' })} className={`mt-3 inline-block ${linkClass}`}>
          See the books out of stock
        </Link>
      ) : null}
    </Panel>
  )
}
