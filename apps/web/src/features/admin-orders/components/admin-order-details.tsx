// One order as the dashboard shows it (issue 17): its state and when and by whom it was delivered or cancelled, when
// it was placed, everything the shopper gave (name, email, phone, the full address), every line (cover, title,
// price; a line whose book was deleted says so), the subtotal, shipping, each tax and the total (issue 39), the parcel
// once shipped, and the invoice's PDF.
import { countryLabel } from '@bookstore/contract/countries'
import { formatPrice } from '@bookstore/contract/money'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CoverImage } from '@/shared/components/cover-image'
import { PriceBreakdown } from '@/shared/components/price-breakdown'
import { ShipmentLine } from '@/shared/components/shipment-line'
import { paths } from '@/shared/paths'
import { orderDateTime } from '@/features/admin-orders/admin-orders-texts'
import { FulfilmentActions } from './fulfilment-actions'
import { InvoicePdfButton } from './invoice-pdf-button'
import { OrderStateBadge } from '@/shared/components/dashboard/order-state-badge'

const heading = 'text-sm font-semibold tracking-wide text-stone-600 uppercase'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-stone-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

const byWhom = (by: string | null) => (by === null ? '' : ` by ${by}`)

export function AdminOrderDetails({ order }: { order: AdminOrder }) {
  const { address } = order
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-6">
        <section aria-labelledby="order-state" className="space-y-3">
          <h3 id="order-state" className={heading}>
            State
          </h3>
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <OrderStateBadge order={order} />
            {order.delivered ? (
              <span>
                Delivered on {order.deliveredAt ? orderDateTime(order.deliveredAt) : 'an unrecorded day'}
                {byWhom(order.deliveredBy)}
              </span>
            ) : null}
            {order.shipment && !order.cancelled ? (
              <span>
                Shipped on {orderDateTime(order.shipment.shippedAt)}
                {byWhom(order.shippedBy)}
              </span>
            ) : null}
            {order.cancelled ? (
              <span>
                Cancelled on {order.cancelledAt ? orderDateTime(order.cancelledAt) : 'an unrecorded day'}
                {byWhom(order.cancelledBy)}
              </span>
            ) : null}
          </p>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
          <FulfilmentActions order={order} />
        </section>

        <section aria-labelledby="order-lines">
          <h3 id="order-lines" className={heading}>
            Items ({order.productIds.length})
          </h3>
          <ul className="divide-y divide-stone-200">
            {order.productIds.map((line, index) => (
              <li key={`${index}-${line._id ?? 'deleted'}`} className="flex items-center gap-4 py-3">
                <CoverImage book={line} alt="" sizes="3rem" className="w-12 shrink-0 rounded shadow-sm" />
                <div className="min-w-0 flex-1">
                  {line._id === null ? (
                    <>
                      <p className="font-medium">{line.title}</p>
                      <p className="text-xs text-stone-600">This book has since been deleted.</p>
                    </>
                  ) : (
                    <Link
                      to={paths.editBook.href(line._id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {line.title}
                    </Link>
                  )}
                </div>
                <p className="font-semibold tabular-nums">{formatPrice(line.newPrice)}</p>
              </li>
            ))}
          </ul>
          <PriceBreakdown order={order} />
        </section>
      </div>

      <section aria-labelledby="order-customer">
        <h3 id="order-customer" className={heading}>
          Customer
        </h3>
        <dl className="mt-3 space-y-3 text-sm">
          <Fact label="Placed">{orderDateTime(order.createdAt)}</Fact>
          <Fact label="Name">{order.name}</Fact>
          <Fact label="Email">
            <a href={`mailto:${order.email}`} className="text-brand-700 underline-offset-2 hover:underline">
              {order.email}
            </a>
          </Fact>
          <Fact label="Phone">{order.phone}</Fact>
          {order.shipping.name ? (
            <Fact label="Shipping">
              {order.shipping.name}, {order.shipping.estimate}
            </Fact>
          ) : null}
          <Fact label="Invoice">
            <InvoicePdfButton order={order} />
          </Fact>
          <Fact label="Address">
            <address className="not-italic">
              {address.street ? <span className="block">{address.street}</span> : null}
              <span className="block">
                {address.city}, {address.state} {address.zipcode}
              </span>
              <span className="block">{countryLabel(address.country)}</span>
            </address>
          </Fact>
        </dl>
      </section>
    </div>
  )
}
