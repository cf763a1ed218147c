// The invoice route (/orders/invoice/{id}): the order's printable invoice; Print opens the browser's print dialog.
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { Invoice } from './invoice'
import { RoutedOrder } from './routed-order'

export function InvoicePage() {
  usePageTitle(PAGE_TITLES.invoice)
  return <RoutedOrder>{(order) => <Invoice order={order} onPrint={() => window.print()} />}</RoutedOrder>
}
