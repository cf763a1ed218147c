// The dashboard's monthly revenue bar chart (spec §2 "Dashboard index"), drawn with CSS from the real monthlySales
// (issue 6): one bar a month, oldest first, labelled Jan-Dec; the figures are also in a table for screen readers.
// On a phone the bars sit closer and lose their amounts (the table keeps them), so twelve fit 390 px (issue 27).
import { formatPrice } from '@bookstore/contract/money'
import type { MonthlySales } from '@bookstore/contract/schemas/admin'
import { Panel } from '@/shared/components/panel'
import { SALES_COUNT } from '@/features/admin/sales-texts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'YYYY-MM' -> 'Jan' … 'Dec'. */
export const monthLabel = (month: string): string => MONTHS[Number(month.slice(5, 7)) - 1] ?? month

const yearOf = (month: string) => month.slice(0, 4)

export function MonthlySalesChart({ months }: { months: readonly MonthlySales[] | undefined }) {
  const top = Math.max(0, ...(months ?? []).map((m) => m.revenue))
  return (
    <Panel as="section" aria-labelledby="monthly-sales-title" className="p-4 sm:p-6">
      <h2 id="monthly-sales-title" className="font-display text-lg font-semibold text-brand-800">
        Monthly revenue
      </h2>
      <p className="text-xs text-stone-600">{SALES_COUNT.ordersTotals}</p>
      {months === undefined ? (
        <div className="mt-6 h-56" />
      ) : (
        <>
          {top === 0 ? <p className="mt-6 text-sm text-stone-600">No sales in the last 12 months.</p> : null}
          <ol
            aria-hidden="true"
            className={`${top === 0 ? 'mt-2 h-48' : 'mt-6 h-56'} flex items-end gap-1 border-b border-stone-200 sm:gap-2`}
          >
            {months.map(({ month, revenue }) => (
              <li key={month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                <span className="hidden text-[10px] text-stone-500 sm:inline">
                  {revenue > 0 ? `$${Math.round(revenue)}` : ''}
                </span>
                <span
                  className="w-full max-w-10 rounded-t-md bg-brand-600"
                  style={{ height: top > 0 ? `${(revenue / top) * 85}%` : '0%' }}
                />
              </li>
            ))}
          </ol>
          <ol aria-hidden="true" className="mt-2 flex gap-1 text-[10px] text-stone-600 sm:gap-2 sm:text-xs">
            {months.map(({ month }) => (
              <li key={month} className="min-w-0 flex-1 text-center">
                {monthLabel(month)}
              </li>
            ))}
          </ol>
          <table className="sr-only">
            <caption>Revenue and orders per month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Revenue</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {months.map(({ month, revenue, orders }) => (
                <tr key={month}>
                  <th scope="row">{`${monthLabel(month)} ${yearOf(month)}`}</th>
                  <td>{formatPrice(revenue)}</td>
                  <td>{orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  )
}
