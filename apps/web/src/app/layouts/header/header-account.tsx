// The parts of the header that depend on the session (spec §2 "Header navigation"): View My Orders when signed in,
// and the avatar menu or Register and Login. Each reads the session itself, so that its answer after the app starts
// renders these again and not the whole header (issue 38 item 3: the search box, the Books menu and the mobile menu).
import { NavLink } from 'react-router'
import { useAuth } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'
import { AccountMenu } from './account-menu'
import { headerLinkClass } from './nav-link-styles'

/** The main navigation's View My Orders item, signed in only. */
export function OrdersNavItem() {
  const auth = useAuth()
  if (auth.status !== 'signed-in') return null
  return (
    <li>
      <NavLink to={paths.orders.href()} className={({ isActive }) => headerLinkClass(isActive)}>
        View My Orders
      </NavLink>
    </li>
  )
}

/** The avatar menu when signed in, Register and Login when signed out, nothing while the session is unknown. */
export function HeaderAccount({ onLogout }: { onLogout: () => void }) {
  const auth = useAuth()
  if (auth.status === 'signed-in') {
    return (
      <div className="hidden md:block">
        <AccountMenu user={auth.user} onLogout={onLogout} />
      </div>
    )
  }
  if (auth.status !== 'signed-out') return null
  return (
    <nav aria-label="Account" className="hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={paths.register.href()} className={({ isActive }) => headerLinkClass(isActive)}>
            Register
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.login.href()} className={({ isActive }) => headerLinkClass(isActive)}>
            Login
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
