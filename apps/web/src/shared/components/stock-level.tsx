// A book's stock with its bar (spec §2 "Book detail", §9): 'Stock: N', width stock / 150, red below 20. The book
// page and the wishlist show it.
import { isLowStock, stockBarPercent } from '@bookstore/contract/stock'

export function StockLevel({ stock }: { stock: number }) {
  const low = isLowStock(stock)
  const percent = stockBarPercent(stock)
  return (
    <div className="max-w-xs">
      <p className="text-sm text-stone-700">
        Stock: <span className={`font-semibold ${low ? 'text-red-700' : 'text-emerald-800'}`}>{stock}</span>
      </p>
      {/* The bar shows the share of a full shelf (150 copies); the meter reports that share, the text the count. */}
      <div
        role="meter"
        aria-label="Stock level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stock} in stock`}
        className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          data-low={low}
          className={`h-full rounded-full transition-[width] ${low ? 'bg-red-600' : 'bg-emerald-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
