// The header's links below md (spec §2 "Header navigation"), shown under the bar while the hamburger is open:
// the search box (issue 16), then Register and Login, or View My Orders and the avatar menu's links and Logout when
// signed in.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { NavLink } from 'react-router'
import { useAuth, type AuthState } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'
import { SearchBox } from '@/features/catalog/components/search-box'
import { ACCOUNT_LINKS } from './account-links'

interface MobileMenuProps {
  id: string
  open: boolean
  /** Choosing a link closes the menu. */
  onNavigate: () => void
  onLogout: () => void
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base ${
    isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-stone-700 hover:bg-brand-50'
  }`

const sectionClass = 'mt-4 px-3 text-xs font-semibold tracking-wider text-stone-500 uppercase'

const linksFor = (auth: AuthState) => [
  { to: paths.home.href(), label: 'Home' },
  { to: paths.about.href(), label: 'About Us' },
  ...(auth.status === 'signed-in' ? [{ to: paths.orders.href(), label: 'View My Orders' }] : []),
  ...(auth.status === 'signed-out'
    ? [
        { to: paths.register.href(), label: 'Register' },
        { to: paths.login.href(), label: 'Login' },
      ]
    : []),
]

export function MobileMenu({ id, open, onNavigate, onLogout }: MobileMenuProps) {
  const auth = useAuth()
  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-paper px-4 pt-2 pb-6 md:hidden"
    >
      <div className="mt-2 mb-3">
        <SearchBox onNavigate={onNavigate} />
      </div>
      <ul className="space-y-0.5">
        {linksFor(auth).map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} end onClick={onNavigate} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {auth.status === 'signed-in' ? (
        <>
          <p id={`${id}-account`} className={sectionClass}>
            {auth.user.displayName}
          </p>
          <ul aria-labelledby={`${id}-account`} className="mt-1 grid grid-cols-2 gap-0.5">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={onNavigate} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={onLogout}
                className="block w-full rounded-lg px-3 py-2 text-left text-base text-stone-700 hover:bg-brand-50"
              >
                Logout
              </button>
            </li>
          </ul>
        </>
      ) : null}
      <p id={`${id}-books`} className={sectionClass}>
        Books
      </p>
      <ul aria-labelledby={`${id}-books`} className="mt-1 grid grid-cols-2 gap-0.5">
        {HEADER_CATEGORIES.map((category) => (
          <li key={category.link}>
            <NavLink to={paths.category.href(category.link)} onClick={onNavigate} className={linkClass}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
