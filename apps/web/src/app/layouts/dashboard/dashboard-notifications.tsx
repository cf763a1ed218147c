// The dashboard header's bell (issue 27 item 4; the spec draws it without behaviour): the orders placed since the
// admin last opened it and still in transit (a delivered or cancelled one is handled, so not new), and the books
// running low, from the day's overview. The badge counts the new orders (of the overview's latest ten); opening the
// list marks them seen at once (issue 37 item 7), while the open list still shows them. Seen is kept in this browser
// (localStorage: the admin account is one and has no profile, and the API keeps no notion of seen) as the newest
// placing time the list had, the server's clock, so a browser's clock that runs ahead hides no order. Escape or the
// bell closes it.
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import { orderState } from '@bookstore/contract/schemas/admin-orders'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { BellIcon } from '@/shared/components/icons'
import { createLocalStore } from '@/shared/local-store'
import { paths } from '@/shared/paths'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'
import { useAdminOverview } from '@/features/admin/api/get-admin-overview'

/** The newest order placing (ms since 1970) the bell had when the admin last opened it, 0 before she ever did. */
export const notificationsSeen = createLocalStore<number>({
  key: 'dashboard-notifications-seen',
  read: (parsed) => (typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 ? parsed : 0),
  empty: 0,
})

const itemClass = 'block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-stone-100 focus:bg-stone-100'

export function DashboardNotifications({ buttonClass }: { buttonClass: string }) {
  const panelId = useId()
  /** While the list is open: what was seen before it opened, so it goes on showing what was new then. */
  const [shownSince, setShownSince] = useState<number | null>(null)
  const open = shownSince !== null
  const seen = notificationsSeen.useValue()
  const { data } = useAdminOverview()
  const button = useRef<HTMLButtonElement>(null)
  const latest = data?.latestOrders ?? []
  const newSince = (since: number) =>
    latest.filter((order) => orderState(order) === 'in-transit' && Date.parse(order.placedAt) > since)
  const fresh = newSince(seen)
  const listed = shownSince === null ? fresh : newSince(shownSince)
  const lowStock = data?.lowStock ?? []

  /** Everything the list has is seen (an order that arrives while it is open, too, once it closes). */
  const markSeen = () => {
    const newest = Math.max(0, ...latest.map((order) => Date.parse(order.placedAt)))
    if (newest > notificationsSeen.get()) notificationsSeen.set(newest)
  }
  const close = () => {
    markSeen()
    setShownSince(null)
  }
  useCloseOnEscape(open, close, button)

  const toggle = () => {
    if (open) return close()
    // Opened means seen: the badge goes at once, a reload does not bring it back.
    setShownSince(seen)
    markSeen()
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
          {listed.length === 0 ? (
            <p className="px-3 py-2 text-sm text-stone-600">No new order since you last looked.</p>
          ) : (
            <ul>
              {listed.map((order) => (
                <li key={order._id}>
                  <Link to={paths.dashboardOrder.href(order._id)} className={itemClass} onClick={close}>
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
                  <Link to={paths.editBook.href(book._id)} className={itemClass} onClick={close}>
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
