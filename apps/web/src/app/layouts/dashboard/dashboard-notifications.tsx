// The dashboard header's bell (issue 27 item 4; the spec draws it without behaviour): the orders placed since the
// admin last opened it and the books running low, from the day's overview. The badge counts the new orders (of the
// overview's latest ten); opening the list marks them seen, in this browser (localStorage: the admin account is one
// and has no profile). Escape or the bell closes it.
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { BellIcon } from '@/shared/components/icons'
import { createLocalStore } from '@/shared/local-store'
import { paths } from '@/shared/paths'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'
import { useAdminOverview } from '@/features/admin/api/get-admin-overview'

/** When the admin last opened the bell (ms since 1970), 0 before she ever did. */
export const notificationsSeen = createLocalStore<number>({
  key: 'dashboard-notifications-seen',
  read: (parsed) => (typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 ? parsed : 0),
  empty: 0,
})

const itemClass = 'block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-stone-100 focus:bg-stone-100'

export function DashboardNotifications({ buttonClass }: { buttonClass: string }) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const seen = notificationsSeen.useValue()
  const { data } = useAdminOverview()
  const button = useRef<HTMLButtonElement>(null)
  const fresh = (data?.latestOrders ?? []).filter((order) => Date.parse(order.placedAt) > seen)
  const lowStock = data?.lowStock ?? []

  useCloseOnEscape(
    open,
    () => {
      notificationsSeen.set(Date.now())
      setOpen(false)
    },
    button,
  )

  const toggle = () => {
    // What she sees now is seen once she closes the list.
    if (open) notificationsSeen.set(Date.now())
    setOpen(!open)
  }
  const label = fresh.length > 0 ? `Notifications, ${fresh.length} new` : 'Notifications'

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        className={`${buttonClass} relative`}
        onClick={toggle}
      >
        <BellIcon />
        {fresh.length > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
          >
            {fresh.length}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-3 shadow-lg ring-1 ring-stone-200"
        >
          <h2 className="px-3 pt-1 text-sm font-semibold text-brand-800">New orders</h2>
          {fresh.length === 0 ? (
            <p className="px-3 py-2 text-sm text-stone-600">No new order since you last looked.</p>
          ) : (
            <ul>
              {fresh.map((order) => (
                <li key={order._id}>
                  <Link to={paths.dashboardOrder.href(order._id)} className={itemClass} onClick={toggle}>
                    {formatOrderNumber(order.number)} · {order.name} · {formatPrice(order.totalPrice)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-2 px-3 pt-1 text-sm font-semibold text-brand-800">Low stock</h2>
          {lowStock.length === 0 ? (
            <p className="px-3 py-2 text-sm text-stone-600">No book is running low.</p>
          ) : (
            <ul>
              {lowStock.map((book) => (
                <li key={book._id}>
                  <Link to={paths.editBook.href(book._id)} className={itemClass} onClick={toggle}>
                    {book.title} · {book.stock} left
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
