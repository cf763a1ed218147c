// The manage table's stock filter (issue 17): every book, those low on stock (in stock, below STOCK_LOW_BELOW) or
// those out of stock; applied at once.
import { BOOK_STOCK_FILTERS, type BookStockFilter } from '@bookstore/contract/schemas/book'
import { useId } from 'react'

const LABELS: Record<BookStockFilter, string> = { low: 'Low stock', out: 'Out of stock' }

interface StockFilterProps {
  value: BookStockFilter | null
  onChange: (filter: BookStockFilter | null) => void
}

export function StockFilter({ value, onChange }: StockFilterProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Filter by stock
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(BOOK_STOCK_FILTERS.find((filter) => filter === event.target.value) ?? null)
        }
        className="w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500 sm:w-48"
      >
        <option value="">All</option>
        {BOOK_STOCK_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {LABELS[filter]}
          </option>
        ))}
      </select>
    </div>
  )
}
