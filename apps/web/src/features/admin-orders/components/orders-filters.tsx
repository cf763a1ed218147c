// The orders list's filters (issue 17): the state, a range of days (From and To, both included) and a search by order
// id, email or name, applied a moment after the admin stops typing (the shared TextFilter), so a word is one request.
import { LIST_QUERY_MAX_LENGTH, INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { ORDER_STATES, type OrderState } from '@bookstore/contract/schemas/admin-orders'
import { useId } from 'react'
import { ORDER_STATE_LABELS } from '@/shared/components/dashboard/order-state-badge'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import type { AdminOrdersFilters } from '@/features/admin-orders/api/get-admin-orders'

const label = 'text-sm font-semibold text-stone-700'
const input =
  'rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500'

interface OrdersFiltersProps {
  filters: AdminOrdersFilters
  /** The search box's text as applied (from the URL). */
  q: string
  onStatus: (status: OrderState | undefined) => void
  onFrom: (day: string | undefined) => void
  onTo: (day: string | undefined) => void
  onQ: (text: string) => void
}

export function OrdersFilters({ filters, q, onStatus, onFrom, onTo, onQ }: OrdersFiltersProps) {
  const ids = { status: useId(), from: useId(), to: useId() }
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.status} className={label}>
          State
        </label>
        <select
          id={ids.status}
          value={filters.status ?? ''}
          onChange={(event) => onStatus(ORDER_STATES.find((state) => state === event.target.value))}
          className={input}
        >
          <option value="">All</option>
          {ORDER_STATES.map((state) => (
            <option key={state} value={state}>
              {ORDER_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.from} className={label}>
          From
        </label>
        <input
          id={ids.from}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onFrom(event.target.value || undefined)}
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.to} className={label}>
          To
        </label>
        <input
          id={ids.to}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onTo(event.target.value || undefined)}
          className={input}
        />
      </div>
      <TextFilter
        label="Search orders"
        placeholder="Order id, email or name"
        maxLength={LIST_QUERY_MAX_LENGTH}
        minLength={INDEXED_QUERY_MIN_LENGTH}
        value={q}
        onChange={onQ}
      />
    </div>
  )
}
