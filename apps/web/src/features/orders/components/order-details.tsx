// One order in full (the spec names /orders/one-order/{id} but not its screen): its number (the id stays in the URL,
// issue 37 item 7), status and dates, every book with its cover and price, the total, where it ships (name, address,
// phone), and the way to its invoice; with issue 39 the subtotal, shipping and each tax before the total, the shipping
// method, and the parcel's tracking once shipped.
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Order } from '@bookstore/contract/schemas/order'
import { ButtonLink } from '@/shared/components/button'
import { OrderLines } from '@/shared/components/order-lines'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { ShipmentLine } from '@/shared/components/shipment-line'
import { paths } from '@/shared/paths'
import { deliveryLine, orderDate, stateWord } from '@/features/orders/order-text'
import { OrderAddress } from './order-address'

const panelTitle = 'font-display text-xl font-bold text-brand-800'

export function OrderDetails({ order }: { order: Order }) {
  return (
    <section>
      <PageHeading subtitle={<span className="font-semibold">Order {formatOrderNumber(order.number)}</span>}>
        Order Details
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Panel className="p-5">
          <h2 className={panelTitle}>{deliveryLine(order)}</h2>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Order placed</dt>
            <dd>{orderDate(order.placedAt)}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{stateWord(order)}</dd>
            {order.cancelledAt === null ? null : (
              <>
                <dt className="font-semibold">Cancelled on</dt>
                <dd>{orderDate(order.cancelledAt)}</dd>
              </>
            )}
          </dl>
          <OrderLines
            lines={order.productIds.map((line) => ({
              title: line.title,
              coverImage: line.coverImage,
              price: line.newPrice,
              href: line._id === null ? null : paths.book.href(line._id),
            }))}
            totalPrice={order.totalPrice}
            price={order}
            showQuantity
          />
        </Panel>
        <aside className="space-y-6">
          <Panel className="p-5">
            <h2 className={panelTitle}>Shipping</h2>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-stone-600">Ship to</dt>
                <dd>{order.name}</dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-600">Address</dt>
                <dd>
                  <OrderAddress address={order.address} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-600">Phone</dt>
                <dd>{order.phone}</dd>
              </div>
              {order.shipping.name ? (
                <div>
                  <dt className="font-semibold text-stone-600">Method</dt>
                  <dd>
                    {order.shipping.name}
                    {order.shipping.estimate ? `, ${order.shipping.estimate}` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
          </Panel>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.invoice.href(order._id)}>View invoice</ButtonLink>
            <ButtonLink to={paths.orders.href()} variant="secondary">
              Back to orders
            </ButtonLink>
          </div>
        </aside>
      </div>
    </section>
  )
}
