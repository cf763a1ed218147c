// The orders list's filters (issue 17): the state, a range of days (From and To, both included) and a search by order
// id, email or name, applied a moment after the admin stops typing (the shared TextFilter), so a word is one request.
import { LIST_QUERY_MAX_LENGTH, INDEXED_QUERY_MIN_LENGTH } from '@bookstore/contract/schemas/paging'
import { ORDER_STATES, type OrderState } from '@bookstore/contract/schemas/admin-orders'
import { FILTER_CONTROL, ListFilter, SelectFilter } from '@/shared/components/dashboard/list-filter'
import { ORDER_STATE_LABELS } from '@/shared/components/dashboard/order-state-badge'
import { TextFilter } from '@/shared/components/dashboard/text-filter'
import type { AdminOrdersFilters } from '@/features/admin-orders/api/get-admin-orders'

interface DayFilterProps {
  label: string
  value: string | undefined
  /** The range's other end, which this day may not pass. */
  min?: string | undefined
  max?: string | undefined
  onChange: (day: string | undefined) => void
}

function DayFilter({ label, value, min, max, onChange }: DayFilterProps) {
  return (
    <ListFilter label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || undefined)}
          className={FILTER_CONTROL}
        />
      )}
    </ListFilter>
  )
}

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
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectFilter
        label="State"
        values={ORDER_STATES}
        names={ORDER_STATE_LABELS}
        value={filters.status}
        onChange={onStatus}
      />
      <DayFilter label="From" value={filters.from} max={filters.to} onChange={onFrom} />
      <DayFilter label="To" value={filters.to} min={filters.from} onChange={onTo} />
      <TextFilter
        label="Search orders"
        placeholder="Order #, id, email or name"
        maxLength={LIST_QUERY_MAX_LENGTH}
        minLength={INDEXED_QUERY_MIN_LENGTH}
        value={q}
        onChange={onQ}
      />
    </div>
  )
}
