// A dashboard table's sortable column heads (issue 27 item 5): a head whose column the API sorts by is a button; the
// first press sorts by it (its `start` direction), the next turns it round, or, when the column sorts one way only,
// goes back to the list's default order. The head of the column the list is sorted by says so (aria-sort) and shows
// an arrow. The order itself is the page's (kept in the URL as ?sort=, the API's value).

/** A head's direction, as aria-sort says it. */
export type SortDirection = 'ascending' | 'descending'

/** The API's orders (`sort` values) a column sorts by, each way it can. */
export interface ColumnSort<S extends string> {
  ascending?: S
  descending?: S
  /** The direction of the first press; ascending when the column has it. */
  start?: SortDirection
}

/** The list's order now, the order it has when none is asked, and what a head's press asks. */
export interface TableSort<S extends string> {
  value: S
  defaultValue: S
  onSort: (value: S) => void
}

/** The direction the list is sorted by this column, or null. */
export function sortDirectionOf<S extends string>(column: ColumnSort<S>, value: S): SortDirection | null {
  if (column.ascending === value) return 'ascending'
  if (column.descending === value) return 'descending'
  return null
}

/** The order a press on this column's head asks for. */
export function nextSort<S extends string>(column: ColumnSort<S>, { value, defaultValue }: TableSort<S>): S {
  const direction = sortDirectionOf(column, value)
  if (direction === null) {
    const start = column.start ?? (column.ascending === undefined ? 'descending' : 'ascending')
    return (start === 'ascending' ? column.ascending : column.descending) ?? defaultValue
  }
  const other = direction === 'ascending' ? column.descending : column.ascending
  return other ?? defaultValue
}

/** The arrow's shape (a 10×10 box): up, down, or both (the column sorts, the list is not sorted by it). */
const ARROWS: Record<SortDirection | 'none', string> = {
  ascending: 'M5 2 9 8H1z',
  descending: 'M5 8 1 2h8z',
  none: 'M5 0 8.5 4h-7zM5 10 1.5 6h7z',
}

/** The button of a sortable head: the column's name, and an arrow while the list is sorted by it. */
export function SortHeadButton<S extends string>({
  name,
  column,
  sort,
}: {
  name: string
  column: ColumnSort<S>
  sort: TableSort<S>
}) {
  const direction = sortDirectionOf(column, sort.value)
  return (
    <button
      type="button"
      onClick={() => sort.onSort(nextSort(column, sort))}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {name}
      {/* A drawing, no text: the head's name stays the column's name; aria-sort on the head tells the order. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 10 10"
        className={`size-2.5 fill-current ${direction === null ? 'text-stone-300' : 'text-stone-700'}`}
      >
        <path d={ARROWS[direction ?? 'none']} />
      </svg>
    </button>
  )
}
