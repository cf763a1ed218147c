// A dashboard list's table (issue 17: the orders, customers and a customer's orders): a hidden caption, the column
// heads, and the rows dimmed and marked busy while another page or search loads (the previous rows stay shown).
import type { ReactNode } from 'react'

/** The padding of every head and cell, for the rows the screens render. */
export const TABLE_CELL = 'px-4 py-3'

interface DashboardTableProps {
  /** Read by screen readers only: what the rows are and their order. */
  caption: string
  columns: readonly string[]
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
  /** The rows (<tr>). */
  children: ReactNode
}

export function DashboardTable({ caption, columns, stale, children }: DashboardTableProps) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-busy={stale} className={`w-full text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className={TABLE_CELL}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
