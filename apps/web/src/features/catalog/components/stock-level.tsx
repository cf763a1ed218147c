// A book's stock with its bar (spec §9): width stock / 150, red below 20.
import { isLowStock, stockBarPercent } from '@bookstore/contract/stock'

export function StockLevel({ stock }: { stock: number }) {
  const low = isLowStock(stock)
  return (
    <div>
      <p className="text-sm text-stone-600">
        Stock: <span className={`font-semibold ${low ? 'text-red-700' : 'text-emerald-700'}`}>{stock}</span>
      </p>
      <div
        aria-hidden="true"
        className="mt-1.5 h-2 w-full max-w-xs overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full ${low ? 'bg-red-600' : 'bg-emerald-600'}`}
          style={{ width: `${stockBarPercent(stock)}%` }}
        />
      </div>
    </div>
  )
}
