// The header's links below md (spec §2 "Header navigation"), shown under the bar while the hamburger is open.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { NavLink } from 'react-router'
import { paths } from '../../../shared/paths'

interface MobileMenuProps {
  id: string
  open: boolean
  /** Choosing a link closes the menu. */
  onNavigate: () => void
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base ${
    isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-stone-700 hover:bg-brand-50'
  }`

const mainLinks = [
  { to: paths.home.href(), label: 'Home' },
  { to: paths.about.href(), label: 'About Us' },
  { to: paths.register.href(), label: 'Register' },
  { to: paths.login.href(), label: 'Login' },
]

export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-paper px-4 pt-2 pb-6 md:hidden"
    >
      <ul className="space-y-0.5">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p
        id={`${id}-books`}
        className="mt-4 px-3 text-xs font-semibold tracking-wider text-stone-500 uppercase"
      >
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
