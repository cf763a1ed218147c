// The dashboard's left navigation (spec §2 "Dashboard shell"): its index, add-new-book and manage-books; then the
// shop's daily work (issue 17): orders, customers and quotes; the mail the store could not send (issue 24); and the
// store's settings (issue 39).
// From md up a rail at the left (icons, with their labels from lg); below md the same links are the top bar's Menu
// (dashboard-menu.tsx, issue 27 item 3), so a phone's screen goes to the content.
import type { ComponentType } from 'react'
import { Link, NavLink } from 'react-router'
import {
  BookOpenIcon,
  GridIcon,
  ListIcon,
  MailIcon,
  PlusIcon,
  QuoteIcon,
  SettingsIcon,
  TruckIcon,
  UsersIcon,
} from '@/shared/components/icons'
import { paths } from '@/shared/paths'

const LINKS: { to: string; label: string; end: boolean; Icon: ComponentType<{ className?: string }> }[] = [
  { to: paths.dashboard.href(), label: 'Dashboard', end: true, Icon: GridIcon },
  { to: paths.addBook.href(), label: 'Add New Book', end: false, Icon: PlusIcon },
  { to: paths.manageBooks.href(), label: 'Manage Books', end: false, Icon: ListIcon },
  { to: paths.dashboardOrders.href(), label: 'Orders', end: false, Icon: TruckIcon },
  { to: paths.customers.href(), label: 'Customers', end: false, Icon: UsersIcon },
  { to: paths.dashboardQuotes.href(), label: 'Quotes', end: false, Icon: QuoteIcon },
  { to: paths.dashboardMail.href(), label: 'Failed Mail', end: false, Icon: MailIcon },
  { to: paths.storeSettings.href(), label: 'Store settings', end: false, Icon: SettingsIcon },
]

/** The dashboard's links, as the rail draws them (icons only below lg) or the phone's menu (onChoose: it closes). */
export function DashboardNav({ inMenu = false, onChoose }: { inMenu?: boolean; onChoose?: () => void }) {
  const label = inMenu ? undefined : 'sr-only lg:not-sr-only'
  const place = inMenu ? 'justify-start' : 'justify-center lg:justify-start'
  return (
    <nav aria-label="Dashboard" className={inMenu ? undefined : 'mt-10'}>
      <ul className={inMenu ? 'space-y-1' : 'space-y-2'}>
        {LINKS.map(({ to, label: text, end, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onChoose}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-xl p-3 text-sm font-medium transition-colors ${place} ${
                  isActive ? 'bg-white text-brand-800' : 'hover:bg-brand-700 hover:text-white'
                }`
              }
            >
              <Icon className="size-5 shrink-0" />
              <span className={label}>{text}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function DashboardSidebar() {
  return (
    <aside className="hidden w-16 shrink-0 flex-col items-center bg-brand-800 py-5 text-brand-100 md:flex lg:w-60 lg:items-stretch lg:px-4">
      <Link
        to={paths.home.href()}
        className="flex items-center gap-2 font-display text-xl font-bold text-white lg:px-2"
        aria-label="Bookstore home"
      >
        <BookOpenIcon className="size-7 text-brand-200" />
        <span className="hidden lg:inline" aria-hidden="true">
          Bookstore
        </span>
      </Link>
      <DashboardNav />
    </aside>
  )
}
