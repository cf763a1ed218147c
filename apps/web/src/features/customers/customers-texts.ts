// The dashboard customers screens' words (issue 17): dates and the messages the screens and their
// tests share.
import { longDate } from '@bookstore/contract/long-date'

/** An API instant as the day it was in the admin's time zone: 'March 5, 2025'. */
export const customerDate = (iso: string): string => longDate(new Date(iso), 'local')

export const CUSTOMERS_TEXTS = {
  searchLabel: 'Search customers',
  noCustomers: 'No customers yet',
  noMatch: (q: string) => `No customers match “${q}”`,
  listFailed: 'The customers could not be loaded.',
  customerFailed: 'The customer could not be loaded.',
  notFound: 'Customer not found',
  noOrders: 'No orders yet',
  ordersFailed: 'Her orders could not be loaded.',
  never: 'Never',
} as const
