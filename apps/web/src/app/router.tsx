// The route table (spec §2): every screen is lazily loaded, so each route is its own chunk; the dashboard has its
// own shell, every other screen sits in the main layout, and unknown paths go to /404.
import type { ComponentType, ReactNode } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { paths } from '@/shared/paths'
import { RequireAuth } from './guards/require-auth'
import type { DashboardScreenName } from './layouts/dashboard/dashboard-screens'
import { MainLayout } from './layouts/main-layout'
import { NavigationProgress } from './navigation-progress'
import { FullScreenSpinner, RouteFallback } from './route-fallback'
import { RouteErrorBoundary } from './route-error-boundary'
import { ScrollManager } from './scroll-manager'
import { Started } from './started'

/** A screen's code arrives on first visit; until then (first page load only) the fallback shows in its place. */
const lazyScreen = (load: () => Promise<ComponentType>, fallback: ReactNode = <RouteFallback />) => ({
  hydrateFallbackElement: fallback,
  lazy: async () => ({ Component: await load() }),
})

function AppRoot() {
  return (
    <>
      <NavigationProgress />
      <ScrollManager />
      <Outlet />
      <Started />
    </>
  )
}

const guardedScreens: RouteObject[] = [
  {
    path: paths.checkout.path,
    ...lazyScreen(() => import('@/features/checkout/components/checkout-page').then((m) => m.CheckoutPage)),
  },
  {
    path: paths.orders.path,
    ...lazyScreen(() => import('@/features/orders/components/orders-page').then((m) => m.OrdersPage)),
  },
  {
    path: paths.order.path,
    ...lazyScreen(() => import('@/features/orders/components/order-page').then((m) => m.OrderPage)),
  },
  {
    path: paths.invoice.path,
    ...lazyScreen(() => import('@/features/orders/components/invoice-page').then((m) => m.InvoicePage)),
  },
  {
    path: paths.profile.path,
    ...lazyScreen(() => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage)),
  },
]

const shopScreens: RouteObject[] = [
  {
    path: paths.home.path,
    ...lazyScreen(() => import('@/features/catalog/components/home-page').then((m) => m.HomePage)),
  },
  {
    path: paths.about.path,
    ...lazyScreen(() => import('@/features/info/components/about-page').then((m) => m.AboutPage)),
  },
  {
    path: paths.terms.path,
    ...lazyScreen(() => import('@/features/info/components/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: paths.login.path,
    ...lazyScreen(() => import('@/features/account/components/login-page').then((m) => m.LoginPage)),
  },
  {
    path: paths.register.path,
    ...lazyScreen(() => import('@/features/account/components/register-page').then((m) => m.RegisterPage)),
  },
  {
    path: paths.forgotPassword.path,
    ...lazyScreen(() =>
      import('@/features/account/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: paths.resetPassword.path,
    ...lazyScreen(() =>
      import('@/features/account/components/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: paths.cart.path,
    ...lazyScreen(() => import('@/features/cart/components/cart-page').then((m) => m.CartPage)),
  },
  {
    path: paths.wishlist.path,
    ...lazyScreen(() => import('@/features/wishlist/components/wishlist-page').then((m) => m.WishlistPage)),
  },
  {
    path: paths.googleReturn.path,
    ...lazyScreen(() =>
      import('@/features/account/components/google-return-page').then((m) => m.GoogleReturnPage),
    ),
  },
  // Spec §6: login-protected screens.
  { element: <RequireAuth />, children: guardedScreens },
  {
    path: paths.book.path,
    ...lazyScreen(() => import('@/features/catalog/components/book-page').then((m) => m.BookPage)),
  },
  {
    path: paths.category.path,
    ...lazyScreen(() => import('@/features/catalog/components/category-page').then((m) => m.CategoryPage)),
  },
  {
    path: paths.search.path,
    ...lazyScreen(() => import('@/features/catalog/components/search-page').then((m) => m.SearchPage)),
  },
  {
    path: paths.track.path,
    ...lazyScreen(() => import('@/features/tracking/components/track-page').then((m) => m.TrackPage)),
  },
  {
    path: paths.contact.path,
    ...lazyScreen(() => import('@/features/info/components/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: paths.notFound.path,
    ...lazyScreen(() => import('@/features/info/components/not-found-page').then((m) => m.NotFoundPage)),
  },
  {
    path: paths.subscribeSuccess.path,
    ...lazyScreen(() =>
      import('@/features/info/components/subscribe-success-page').then((m) => m.SubscribeSuccessPage),
    ),
  },
  {
    path: paths.admin.path,
    ...lazyScreen(() => import('@/features/admin/components/admin-login-page').then((m) => m.AdminLoginPage)),
  },
]

// The dashboard (shell, guard and screens) loads through one module, so none of it weighs on the shopper's entry.
const loadDashboard = () => import('./layouts/dashboard/dashboard-screens')
const dashboardScreen = (name: DashboardScreenName) =>
  lazyScreen(() => loadDashboard().then((m) => m.dashboardScreens[name]()), <FullScreenSpinner />)

const dashboardScreens: RouteObject[] = [
  { index: true, ...dashboardScreen('index') },
  { path: paths.addBook.path, ...dashboardScreen('addBook') },
  { path: paths.editBook.path, ...dashboardScreen('editBook') },
  { path: paths.manageBooks.path, ...dashboardScreen('manageBooks') },
  { path: paths.dashboardOrders.path, ...dashboardScreen('orders') },
  { path: paths.dashboardOrder.path, ...dashboardScreen('order') },
  { path: paths.customers.path, ...dashboardScreen('customers') },
  { path: paths.customer.path, ...dashboardScreen('customer') },
  { path: paths.dashboardQuotes.path, ...dashboardScreen('quotes') },
  { path: paths.dashboardMail.path, ...dashboardScreen('mail') },
  { path: paths.storeSettings.path, ...dashboardScreen('settings') },
  { path: paths.dashboardSearch.path, ...dashboardScreen('search') },
]

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <MainLayout />,
        // A screen's failure shows inside the layout (the pathless route below); this one catches the layout's own.
        errorElement: <RouteErrorBoundary />,
        children: [{ errorElement: <RouteErrorBoundary />, children: shopScreens }],
      },
      {
        path: paths.dashboard.path,
        ...lazyScreen(() => loadDashboard().then((m) => m.DashboardLayout), <FullScreenSpinner />),
        errorElement: <RouteErrorBoundary />,
        children: [{ errorElement: <RouteErrorBoundary />, children: dashboardScreens }],
      },
      { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
