// A printable invoice of one order (issue 5): the store's name, the order's number (issue 27 item 5; its id only in
// the URL, issue 37 item 7) and date, bill-to (name, email, phone, address), its state (issue 17: a cancelled order
// says so), one line per book (quantity 1, unit price, amount) and the total. Printing uses the browser's own print;
// print styles drop the buttons here and, through the root's class, the site's header and footer.
import { STORE_NAME } from '@bookstore/contract/constants'
import { formatPrice } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Order } from '@bookstore/contract/schemas/order'
import { Button, ButtonLink } from '@/shared/components/button'
import { BookOpenIcon } from '@/shared/components/icons'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { orderDate, stateWord } from '@/features/orders/order-text'
import { OrderAddress } from './order-address'

/**
 * The main layout (app/layouts, outside this feature) wraps the page in <main> beside the skip link, the header
 * and the footer. While an invoice is on the page, printing hides every sibling of that <main>:
 * `@media print { body:has(<this root>) :has(>main) > :not(main) { display: none } }`.
 */
const HIDE_SITE_CHROME_IN_PRINT = 'print:[body:has(&)_:has(>main)>:not(main)]:hidden'

const cell = 'px-3 py-2'

export function Invoice({ order, onPrint }: { order: Order; onPrint: () => void }) {
  return (
    <div className={`mx-auto max-w-3xl ${HIDE_SITE_CHROME_IN_PRINT}`}>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={onPrint}>Print</Button>
        <ButtonLink to={paths.order.href(order._id)} variant="secondary">
          View details
        </ButtonLink>
        <ButtonLink to={paths.orders.href()} variant="secondary">
          Back to orders
        </ButtonLink>
      </div>

      <Panel
        as="article"
        aria-labelledby="invoice-title"
        className="p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <div className="flex flex-wrap items-start justify-between gap-6 border-b border-stone-300 pb-6">
          <p className="flex items-center gap-2 font-display text-2xl font-bold text-brand-800">
            <BookOpenIcon className="size-7 text-brand-500" />
            {STORE_NAME}
          </p>
          <div className="text-right">
            <h1 id="invoice-title" className="font-display text-3xl font-bold tracking-tight">
              Invoice
            </h1>
            <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-3 text-sm">
              <dt className="font-semibold text-stone-600">Order</dt>
              <dd className="font-semibold">{formatOrderNumber(order.number)}</dd>
              <dt className="font-semibold text-stone-600">Date</dt>
              <dd>{orderDate(order.createdAt)}</dd>
              <dt className="font-semibold text-stone-600">Status</dt>
              <dd>{stateWord(order)}</dd>
            </dl>
          </div>
        </div>

        <section aria-labelledby="bill-to" className="py-6">
          <h2 id="bill-to" className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            Bill to
          </h2>
          <p className="mt-1 font-semibold">{order.name}</p>
          <p className="text-stone-700">{order.email}</p>
          <p className="text-stone-700">{order.phone}</p>
          <OrderAddress address={order.address} />
        </section>

        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Items of order {formatOrderNumber(order.number)}</caption>
          <thead>
            <tr className="border-b border-stone-300 text-left text-xs tracking-wide text-stone-600 uppercase">
              <th scope="col" className={cell}>
                Item
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Unit price
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.productIds.map((line, index) => (
              <tr key={`${index}-${line._id ?? 'deleted'}`} className="border-b border-stone-200">
                <td className={cell}>{line.title}</td>
                <td className={`${cell} text-right`}>1</td>
                <td className={`${cell} text-right`}>{formatPrice(line.newPrice)}</td>
                <td className={`${cell} text-right`}>{formatPrice(line.newPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-base font-bold">
              <th scope="row" colSpan={3} className={`${cell} pt-4 text-right`}>
                Total
              </th>
              <td className={`${cell} pt-4 text-right`}>{formatPrice(order.totalPrice)}</td>
            </tr>
          </tfoot>
        </table>

        <p className="mt-8 text-center text-sm text-stone-600">Thank you for shopping at {STORE_NAME}.</p>
      </Panel>
    </div>
  )
}
