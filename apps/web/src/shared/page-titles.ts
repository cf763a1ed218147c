// The names of the screens whose name never changes, as the tab shows them ('{name} | Bookstore'). Each screen
// names itself with usePageTitle; the server's head of the same page (src/server/page-plans.ts) reads this table.
export const PAGE_TITLES = {
  about: 'About Us',
  contact: 'Contact Us',
  terms: 'Terms & Conditions',
  login: 'Login',
  register: 'Register',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password',
  googleReturn: 'Signing in',
  cart: 'Shopping Cart',
  wishlist: 'Wishlist',
  track: 'Track Your Order',
  notFound: 'Page not found',
  subscribeSuccess: 'Subscription Successful!',
  checkout: 'Checkout',
  orders: 'Your Orders',
  order: 'Order Details',
  invoice: 'Invoice',
  profile: 'My Profile',
  admin: 'Admin Dashboard Login',
  search: 'Search',
} as const
