// The avatar menu's links (spec §2 "Avatar menu"), shared by the desktop menu and the mobile one.
import { paths } from '@/shared/paths'

export const ACCOUNT_LINKS = [
  { to: paths.profile.href(), label: 'My Profile' },
  { to: paths.orders.href(), label: 'Orders' },
  { to: paths.cart.href(), label: 'Cart Page' },
  { to: paths.checkout.href(), label: 'Check Out' },
] as const
