// The dashboard orders screens' words (issue 17): dates with the time, and the messages the screens and
// their tests share.
import { longDate } from '@bookstore/contract/long-date'

/** An API instant in the admin's time zone, with the time: 'March 5, 2025, 14:05'. */
export function orderDateTime(iso: string): string {
  const date = new Date(iso)
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
  return `${longDate(date, 'local')}, ${time}`
}

/** A count the API stopped at (X-Total-Count-Capped): '10,000+ orders match'. */
export const atLeastMatch = (atLeast: number): string => `${atLeast.toLocaleString('en-US')}+ orders match`

export const ADMIN_ORDERS_TEXTS = {
  noOrders: 'No orders yet',
  noMatch: 'No orders match these filters',
  listFailed: 'The orders could not be loaded.',
  badRange: 'The From day must not be after the To day.',
  exportFailed: 'The CSV could not be downloaded. Please try again.',
  orderFailed: 'The order could not be loaded.',
  notFound: 'Order not found',
  confirmCancelTitle: 'Cancel this order?',
  confirmCancelText:
    'Its books go back in stock, and the shopper sees it as cancelled. This cannot be undone.',
  confirmCancelButton: 'Yes, cancel it',
  keepOrderButton: 'Keep the order',
  confirmDeliverTitle: 'Mark this order as delivered?',
  confirmDeliverText: 'The shopper is sent an email saying it was delivered. This cannot be undone.',
  confirmDeliverButton: 'Yes, it was delivered',
  notDeliveredButton: 'Not yet',
  deliverConflict: 'This order was cancelled, so it cannot be marked as delivered.',
  cancelConflict: 'This order was delivered, so it cannot be cancelled.',
  fulfilFailed: 'The order could not be updated. Please try again.',
} as const
