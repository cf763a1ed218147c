// A dashboard list's table (issue 15: the manage table; issue 17: the orders, customers and a customer's orders),
// drawn from its columns: a hidden caption, the column heads, one row per item with the cell that names it as the
// row's header, and the rows dimmed and marked busy while another page or search loads (the previous rows stay shown).
import type { MouseEvent, ReactNode } from 'react'

/** The padding of every head and cell. */
export const TABLE_CELL = 'px-4 py-3'

/** One column of a dashboard table. */
export interface Column<T> {
  /** The column's head. */
  name: string
  /** The cell names its row (a <th scope="row">, for screen readers): the order's date, the customer's name. */
  rowHeader?: boolean
  /** Classes beside the padding (and a row header's left alignment and weight), or a row's own (a low stock in red). */
  className?: string | ((row: T) => string)
  /** A tooltip for the cell: the whole of a text the cell shortens. */
  title?: (row: T) => string
  /** The cell's content; `number` is the row's 1-based place on the page. */
  cell: (row: T, number: number) => ReactNode
}

interface DashboardTableProps<T> {
  /** Read by screen readers only (and the table's name): what the rows are and their order. */
  caption?: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  /** Classes of a row beside its top border (a hover colour where the row leads somewhere). */
  rowClassName?: string
  /** A click anywhere on the row (which then also shows it can be clicked: rowClassName). */
  onRowClick?: (row: T, event: MouseEvent<HTMLTableRowElement>) => void
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
}

function Cell<T>({ column, row, number }: { column: Column<T>; row: T; number: number }) {
  const title = column.title?.(row)
  const classes = typeof column.className === 'function' ? column.className(row) : column.className
  const extra = classes === undefined ? '' : ` ${classes}`
  return column.rowHeader ? (
    <th scope="row" title={title} className={`${TABLE_CELL} text-left font-medium${extra}`}>
      {column.cell(row, number)}
    </th>
  ) : (
    <td title={title} className={`${TABLE_CELL}${extra}`}>
      {column.cell(row, number)}
    </td>
  )
}

export function DashboardTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  onRowClick,
  stale,
}: DashboardTableProps<T>) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-busy={stale} className={`w-full text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}>
        {caption === undefined ? null : <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={TABLE_CELL}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              onClick={onRowClick && ((event) => onRowClick(row, event))}
              className={`border-t border-stone-200${rowClassName === undefined ? '' : ` ${rowClassName}`}`}
            >
              {columns.map((column) => (
                <Cell key={column.name} column={column} row={row} number={index + 1} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
