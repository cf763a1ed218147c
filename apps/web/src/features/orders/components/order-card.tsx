// One orders-history entry (spec §2 "Orders", ARCHITECTURE §9 "Web"): date, total, ship-to name, the order's number
// ('#10042', issue 27 item 5: the spec's "order id" as a shopper reads it; the id itself stays in the links only,
// issue 37 item 7), the 'View details' and 'Invoice' links, the delivery line, the first 3 items with '+ N more
// item(s)', the address.
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Order } from '@bookstore/contract/schemas/order'
import { orderPreview } from '@bookstore/contract/order-rules'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { deliveryLine, orderDate } from '@/features/orders/order-text'
import { OrderAddress } from './order-address'
import { OrderLineItem } from './order-line-item'

interface OrderCardProps {
  order: Order
  onBuyAgain: (bookId: string) => void
  /** The book whose Buy it again is under way, if any. */
  busyBookId: string | null
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  )
}

export function OrderCard({ order, onBuyAgain, busyBookId }: OrderCardProps) {
  const { lines, more } = orderPreview(order.productIds)
  const headingId = `order-${order._id}`
  return (
    <Panel as="article" aria-labelledby={headingId} className="overflow-hidden">
      <h2 id={headingId} className="sr-only">
        Order {formatOrderNumber(order.number)}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 bg-stone-50 px-5 py-4">
        <dl className="grid w-full grid-cols-2 gap-4 sm:grid-cols-4 lg:w-auto lg:flex-1">
          <Fact label="Order placed">{orderDate(order.createdAt)}</Fact>
          <Fact label="Total">{formatPrice(order.totalPrice)}</Fact>
          <Fact label="Ship to">{order.name}</Fact>
          <Fact label="Order">
            <span className="font-semibold">{formatOrderNumber(order.number)}</span>
          </Fact>
        </dl>
        <div className="flex gap-4 text-sm">
          <Link to={paths.order.href(order._id)} className={linkClass}>
            View details
          </Link>
          <Link to={paths.invoice.href(order._id)} className={linkClass}>
            Invoice
          </Link>
        </div>
      </div>
      <div className="grid gap-6 px-5 py-4 md:grid-cols-[1fr_14rem]">
        <div>
          <p
            className={`font-display text-lg font-bold ${order.cancelled ? 'text-red-800' : order.status ? 'text-green-800' : 'text-brand-800'}`}
          >
            {deliveryLine(order)}
          </p>
          <ul className="divide-y divide-stone-200">
            {lines.map((line, index) => (
              <OrderLineItem
                // A line's book may be gone (null id); its place in the order stays unique.
                key={`${index}-${line._id ?? 'deleted'}`}
                line={line}
                onBuyAgain={onBuyAgain}
                busy={line._id !== null && line._id === busyBookId}
              />
            ))}
          </ul>
          {more ? <p className="text-sm font-semibold text-stone-700">{more}</p> : null}
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Shipping address</h3>
          <p className="mt-1 text-sm font-semibold">{order.name}</p>
          <OrderAddress address={order.address} className="text-sm" />
        </div>
      </div>
    </Panel>
  )
}
