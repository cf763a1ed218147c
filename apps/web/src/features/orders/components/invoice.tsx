// A printable invoice of one order (issue 5): the store's name, the invoice's number (issue 39: gapless per year) and
// the order's (issue 27 item 5; its id only in the URL, issue 37 item 7), the date, the seller as the invoice was
// issued by (legal name, address, email, tax id), bill-to (name, email, phone, address), its state (issue 17: a
// cancelled order says so), one line per book (quantity 1, tax rate, unit price, amount), then subtotal, shipping,
// each tax and the total: what the PDF (GET /api/orders/{id}/invoice.pdf) says too. Printing uses the browser's own
// print; print styles drop the buttons here and, through the root's class, the site's header and footer.
import { STORE_NAME } from '@bookstore/contract/constants'
import { apiPaths } from '@bookstore/contract/api-paths'
import { formatPrice, fromCents } from '@bookstore/contract/money'
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { Order } from '@bookstore/contract/schemas/order'
import { Button, ButtonLink } from '@/shared/components/button'
import { BookOpenIcon } from '@/shared/components/icons'
import { Panel } from '@/shared/components/panel'
import { breakdownBeforeTotal } from '@/shared/components/price-breakdown'
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
        <a
          href={apiPaths.orderInvoicePdf.href(order._id)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center rounded-full px-5 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          Download PDF
        </a>
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
              <dt className="font-semibold text-stone-600">Invoice</dt>
              <dd className="font-semibold">{order.invoiceNumber}</dd>
              <dt className="font-semibold text-stone-600">Order</dt>
              <dd className="font-semibold">{formatOrderNumber(order.number)}</dd>
              <dt className="font-semibold text-stone-600">Date</dt>
              <dd>{orderDate(order.createdAt)}</dd>
              <dt className="font-semibold text-stone-600">Status</dt>
              <dd>{stateWord(order)}</dd>
            </dl>
          </div>
        </div>

        <div className="grid gap-6 py-6 sm:grid-cols-2">
          <section aria-labelledby="seller">
            <h2 id="seller" className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              From
            </h2>
            <p className="mt-1 font-semibold">{order.seller.legalName || STORE_NAME}</p>
            <address className="text-stone-700 not-italic">
              {order.seller.address.split('\n').map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="text-stone-700">{order.seller.email}</p>
            {order.seller.taxId ? <p className="text-stone-700">Tax ID: {order.seller.taxId}</p> : null}
          </section>
          <section aria-labelledby="bill-to">
            <h2 id="bill-to" className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              Bill to
            </h2>
            <p className="mt-1 font-semibold">{order.name}</p>
            <p className="text-stone-700">{order.email}</p>
            <p className="text-stone-700">{order.phone}</p>
            <OrderAddress address={order.address} />
          </section>
        </div>

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
                Tax rate
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
                <td className={`${cell} text-right`}>{line.taxRate}%</td>
                <td className={`${cell} text-right`}>{formatPrice(line.newPrice)}</td>
                <td className={`${cell} text-right`}>{formatPrice(line.newPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {breakdownBeforeTotal(order).map((line) => (
              <tr key={line.label}>
                <th scope="row" colSpan={4} className={`${cell} text-right font-normal`}>
                  {line.label}
                </th>
                <td className={`${cell} text-right`}>{formatPrice(fromCents(line.cents))}</td>
              </tr>
            ))}
            <tr className="text-base font-bold">
              <th scope="row" colSpan={4} className={`${cell} pt-4 text-right`}>
                Total
              </th>
              <td className={`${cell} pt-4 text-right`}>{formatPrice(order.totalPrice)}</td>
            </tr>
          </tfoot>
        </table>

        {order.pricesIncludeTax ? (
          <p className="mt-4 text-right text-sm text-stone-600">Prices include tax.</p>
        ) : null}
        <p className="mt-8 text-center text-sm text-stone-600">Thank you for shopping at {STORE_NAME}.</p>
      </Panel>
    </div>
  )
}
