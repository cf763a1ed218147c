// A dashboard list's table (issue 15: the manage table; issue 17: the orders, customers and a customer's orders),
// drawn from its columns: a hidden caption, the column heads, one row per item with the cell that names it as the
// row's header, and the rows dimmed and marked busy while another page or search loads (the previous rows stay shown).
// On a phone (issue 27 item 3) the less important columns hide (Column.hideBelow), so that a row's name, figures, state
// and actions fit the screen without scrolling sideways; what they hide stays on the row's own page and wider screens.
import type { MouseEvent, ReactNode } from 'react'
import { SortHeadButton, sortDirectionOf, type ColumnSort, type TableSort } from './table-sort'

/** The padding of every head and cell: narrower on a phone, where every pixel goes to the columns that stay. */
export const TABLE_CELL = 'px-1.5 py-3 sm:px-4'

/** A breakpoint of the dashboard's screens (Tailwind's): sm 640 px, md 768, lg 1024, xl 1280. */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl'

// Whole class names, so that Tailwind finds them in this file.
const SHOWN_FROM: Record<Breakpoint, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
}

/** The classes that hide a column's head and cells below its breakpoint (with a leading space), or ''. */
export const columnVisibility = (hideBelow: Breakpoint | undefined): string =>
  hideBelow === undefined ? '' : ` ${SHOWN_FROM[hideBelow]}`

/** One column of a dashboard table; `S`: the API's orders of its list (none unless the column sorts). */
export interface Column<T, S extends string = never> {
  /** The column's head. */
  name: string
  /** The API's orders by this column (issue 27 item 5): its head is then a button (table-sort.tsx). */
  sort?: ColumnSort<S>
  /** The cell names its row (a <th scope="row">, for screen readers): the order's date, the customer's name. */
  rowHeader?: boolean
  /**
   * A less important column: hidden (head and cells, for screen readers too) below this breakpoint. Never set on the
   * row header, a price, stock, state or the row's actions, which a phone must show.
   */
  hideBelow?: Breakpoint
  /** Classes beside the padding (and a row header's left alignment and weight), or a row's own (a low stock in red). */
  className?: string | ((row: T) => string)
  /** A tooltip for the cell: the whole of a text the cell shortens. */
  title?: (row: T) => string
  /** The cell's content; `number` is the row's 1-based place on the page. */
  cell: (row: T, number: number) => ReactNode
}

interface DashboardTableProps<T, S extends string = never> {
  /** Read by screen readers only (and the table's name): what the rows are and their order. */
  caption?: string
  columns: readonly Column<T, S>[]
  /** The list's order and how to change it: the heads of the columns with a `sort` are buttons. */
  sort?: TableSort<S>
  rows: readonly T[]
  rowKey: (row: T) => string
  /** Classes of a row beside its top border (a hover colour where the row leads somewhere). */
  rowClassName?: string
  /** A click anywhere on the row (which then also shows it can be clicked: rowClassName). */
  onRowClick?: (row: T, event: MouseEvent<HTMLTableRowElement>) => void
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
}

function Cell<T, S extends string>({
  column,
  row,
  number,
}: {
  column: Column<T, S>
  row: T
  number: number
}) {
  const title = column.title?.(row)
  const classes = typeof column.className === 'function' ? column.className(row) : column.className
  const extra = `${classes === undefined ? '' : ` ${classes}`}${columnVisibility(column.hideBelow)}`
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

export function DashboardTable<T, S extends string = never>({
  caption,
  columns,
  sort,
  rows,
  rowKey,
  rowClassName,
  onRowClick,
  stale,
}: DashboardTableProps<T, S>) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table aria-busy={stale} className={`w-full text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}>
        {caption === undefined ? null : <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50 text-left text-xs font-semibold text-stone-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                aria-sort={(column.sort && sort && sortDirectionOf(column.sort, sort.value)) || undefined}
                className={`${TABLE_CELL}${columnVisibility(column.hideBelow)}`}
              >
                {column.sort && sort ? (
                  <SortHeadButton name={column.name} column={column.sort} sort={sort} />
                ) : (
                  column.name
                )}
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
