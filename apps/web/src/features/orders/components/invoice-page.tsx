// The invoice route (/orders/invoice/{id}): the order's printable invoice; Print opens the browser's print dialog.
import { Invoice } from './invoice'
import { RoutedOrder } from './routed-order'

export function InvoicePage() {
  return <RoutedOrder>{(order) => <Invoice order={order} onPrint={() => window.print()} />}</RoutedOrder>
}
