// A dashboard table's sortable heads (issue 27 item 5): a head whose column sorts is a button inside the <th>; the
// head of the order the list has says so with aria-sort; a press asks for the column's first direction, then the
// other one, or the list's default order when the column sorts one way only.
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DashboardTable, type Column } from './dashboard-table'
import { nextSort, type ColumnSort } from './table-sort'

type Sort = 'newest' | 'price-asc' | 'price-desc' | 'title' | 'stock-desc'
interface Row {
  id: string
  title: string
}

const COLUMNS: Column<Row, Sort>[] = [
  { name: 'Title', rowHeader: true, sort: { ascending: 'title' }, cell: (row) => row.title },
  { name: 'Price', sort: { ascending: 'price-asc', descending: 'price-desc' }, cell: () => '$1.00' },
  { name: 'Stock', sort: { ascending: undefined, descending: 'stock-desc' }, cell: () => '3' },
  { name: 'Actions', cell: () => 'Edit' },
]

function renderTable(value: Sort, onSort = vi.fn()) {
  render(
    <DashboardTable
      columns={COLUMNS}
      rows={[{ id: '1', title: 'Dracula' }]}
      rowKey={(row) => row.id}
      stale={false}
      sort={{ value, defaultValue: 'newest', onSort }}
    />,
  )
  return onSort
}

const head = (name: string) => screen.getByRole('columnheader', { name })

describe('DashboardTable sortable heads', () => {
  it('puts a button in each sortable head, and says the order on its head alone', () => {
    renderTable('price-desc')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Title', 'Price', 'Stock'])
    expect(head('Price').getAttribute('aria-sort')).toBe('descending')
    expect(head('Title').hasAttribute('aria-sort')).toBe(false)
    expect(head('Actions').hasAttribute('aria-sort')).toBe(false)
    expect(head('Actions').querySelector('button')).toBeNull()
  })

  it('asks for the first direction, then the other, then back to the default for a one-way column', () => {
    const onSort = renderTable('price-asc')
    expect(head('Price').getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    fireEvent.click(screen.getByRole('button', { name: 'Title' }))
    fireEvent.click(screen.getByRole('button', { name: 'Stock' }))
    expect(onSort.mock.calls).toEqual([['price-desc'], ['title'], ['stock-desc']])
  })

  it('nextSort: a start direction, turning round, and the default after a one-way column', () => {
    const price: ColumnSort<Sort> = { ascending: 'price-asc', descending: 'price-desc', start: 'descending' }
    const sort = (value: Sort) => ({ value, defaultValue: 'newest' as Sort, onSort: () => undefined })
    expect(nextSort(price, sort('newest'))).toBe('price-desc')
    expect(nextSort(price, sort('price-desc'))).toBe('price-asc')
    expect(nextSort(price, sort('price-asc'))).toBe('price-desc')
    expect(nextSort({ ascending: 'title' }, sort('title'))).toBe('newest')
  })
})
