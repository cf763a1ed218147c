// The dashboard's shell and screens as the router loads them: this module is the only dashboard chunk the shopper's
// entry names, and it loads each screen as its own chunk. Listing the screens in router.tsx instead would put every
// dashboard chunk's name and preload list into the first-visit JavaScript (issue 3's budget).
import type { ComponentType } from 'react'

export { DashboardLayout } from './dashboard-layout'

export const dashboardScreens = {
  index: () => import('@/features/admin/components/dashboard-page').then((m) => m.DashboardPage),
  addBook: () => import('@/features/admin/components/add-book-page').then((m) => m.AddBookPage),
  editBook: () => import('@/features/admin/components/edit-book-page').then((m) => m.EditBookPage),
  manageBooks: () => import('@/features/admin/components/manage-books-page').then((m) => m.ManageBooksPage),
  orders: () => import('@/features/admin-orders/components/admin-orders-page').then((m) => m.AdminOrdersPage),
  order: () => import('@/features/admin-orders/components/admin-order-page').then((m) => m.AdminOrderPage),
  customers: () => import('@/features/customers/components/customers-page').then((m) => m.CustomersPage),
  customer: () => import('@/features/customers/components/customer-page').then((m) => m.CustomerPage),
  quotes: () => import('@/features/admin-quotes/components/admin-quotes-page').then((m) => m.AdminQuotesPage),
  mail: () => import('@/features/admin-mail/components/failed-mail-page').then((m) => m.FailedMailPage),
  settings: () =>
    import('@/features/store-settings/components/store-settings-page').then((m) => m.StoreSettingsPage),
  search: () => import('./dashboard-search-page').then((m) => m.DashboardSearchPage),
} satisfies Record<string, () => Promise<ComponentType>>

export type DashboardScreenName = keyof typeof dashboardScreens
