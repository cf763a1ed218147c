// A dashboard list's table (issue 27 item 3): a column with `hideBelow` is hidden, head and cells alike, below its
// breakpoint, while the others (the row header, figures, state, actions) always show; the table stays a table.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { columnVisibility, DashboardTable, type Column } from './dashboard-table'

interface Row {
  id: string
  title: string
  category: string
  price: string
}

const ROWS: Row[] = [
  { id: 'a', title: 'Frankenstein', category: 'horror', price: '$9.50' },
  { id: 'b', title: 'Dracula', category: 'mystery', price: '$15.00' },
]

const COLUMNS: Column<Row>[] = [
  { name: '#', hideBelow: 'sm', cell: (_row, n) => n },
  { name: 'Title', rowHeader: true, cell: (row) => row.title },
  { name: 'Category', hideBelow: 'md', className: 'capitalize', cell: (row) => row.category },
  { name: 'Price', cell: (row) => row.price },
]

const renderTable = () =>
  render(
    <DashboardTable caption="Books" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} stale={false} />,
  )

/** Whether an element's classes hide it below a breakpoint: `hidden` and `<bp>:table-cell`. */
const shownFrom = (element: Element): string | null => {
  const classes = element.className.split(' ')
  if (!classes.includes('hidden')) return null
  return classes.find((name) => name.endsWith(':table-cell'))?.split(':')[0] ?? 'never'
}

describe('DashboardTable', () => {
  it("hides a column's head and cells below its breakpoint, and only that column", () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Books' })
    const heads = within(table).getAllByRole('columnheader')
    expect(heads.map((head) => [head.textContent, shownFrom(head)])).toEqual([
      ['#', 'sm'],
      ['Title', null],
      ['Category', 'md'],
      ['Price', null],
    ])
    const [, first] = within(table).getAllByRole('row')
    if (!first) throw new Error('no body row')
    expect(
      Array.from(first.querySelectorAll('th, td')).map((cell) => [cell.textContent, shownFrom(cell)]),
    ).toEqual([
      ['1', 'sm'],
      ['Frankenstein', null],
      ['horror', 'md'],
      ['$9.50', null],
    ])
    // A column's own classes stay beside it.
    expect(within(first).getByRole('cell', { name: 'horror' }).className).toContain('capitalize')
    // Still a table: a row header naming each row, and its cells.
    expect(within(first).getByRole('rowheader', { name: 'Frankenstein' })).toBeTruthy()
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('names the classes of each breakpoint in full, none for a column that always shows', () => {
    expect(columnVisibility(undefined)).toBe('')
    expect(columnVisibility('sm')).toBe(' hidden sm:table-cell')
    expect(columnVisibility('md')).toBe(' hidden md:table-cell')
    expect(columnVisibility('lg')).toBe(' hidden lg:table-cell')
    expect(columnVisibility('xl')).toBe(' hidden xl:table-cell')
  })
})
