// The manage table's stock filter (issue 17): every book, those low on stock (in stock, below STOCK_LOW_BELOW) or
// those out of stock; applied at once.
import { BOOK_STOCK_FILTERS, type BookStockFilter } from '@bookstore/contract/schemas/book'
import { SelectFilter } from '@/shared/components/dashboard/list-filter'

const NAMES: Record<BookStockFilter, string> = { low: 'Low stock', out: 'Out of stock' }

interface StockFilterProps {
  value: BookStockFilter | null
  onChange: (filter: BookStockFilter | null) => void
}

export function StockFilter({ value, onChange }: StockFilterProps) {
  return (
    <SelectFilter
      label="Filter by stock"
      values={BOOK_STOCK_FILTERS}
      names={NAMES}
      value={value ?? undefined}
      onChange={(filter) => onChange(filter ?? null)}
      className="w-full sm:w-48"
    />
  )
}
