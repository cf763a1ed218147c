// The site header (spec §2 "Header navigation"): brand, main links (View My Orders when signed in), the Books menu,
// Register and Login or the avatar menu, wishlist and cart, and the search box (issue 16: in the bar from lg, on a row
// of its own below it at md); below md the links and the search box move into a menu behind a hamburger, and a
// magnifier in the bar opens the search box on a row under it (issue 27, phone-search.tsx). One of the two at a time.
import { STORE_NAME } from '@bookstore/contract/constants'
import { useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { BookOpenIcon, CloseIcon, MenuIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { useEarlyInput } from '@/shared/use-early-input'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'
import { SearchBox } from '@/features/catalog/components/search-box'
import { BooksMenu } from './books-menu'
import { HeaderAccount, OrdersNavItem } from './header-account'
import { CartButton } from './cart-button'
import { MobileMenu } from './mobile-menu'
import { PhoneSearchButton, PhoneSearchRow, usePhoneSearch } from './phone-search'
import { headerLinkClass } from './nav-link-styles'
import { useLogout } from './use-logout'
import { WishlistLink } from './wishlist-link'

const MOBILE_MENU_ID = 'mobile-menu'
const PHONE_SEARCH_ID = 'phone-search'

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const earlyToggle = useEarlyInput('menu-toggle', undefined, toggleRef)
  const logout = useLogout()
  const search = usePhoneSearch()

  useCloseOnEscape(menuOpen, () => setMenuOpen(false), toggleRef)

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-paper/95 backdrop-blur">
      {/* Below md the brand, gaps and buttons are a little smaller: the bar fits 360 px with the magnifier in it. */}
      <div className="mx-auto flex max-w-7xl items-center gap-x-1 gap-y-3 px-4 py-3 sm:px-6 md:flex-wrap md:gap-x-2 lg:flex-nowrap lg:px-8">
        <button
          {...earlyToggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => {
            search.close()
            setMenuOpen((wasOpen) => !wasOpen)
          }}
          className="-ml-2 rounded-full p-2 text-stone-700 hover:bg-brand-50 md:hidden"
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>

        <Link
          to={paths.home.href()}
          className="flex items-center gap-2 font-display text-xl font-bold text-brand-800 md:mr-4 md:text-2xl"
        >
          <BookOpenIcon className="size-6 text-brand-500 md:size-7" />
          {STORE_NAME}
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={paths.home.href()} end className={({ isActive }) => headerLinkClass(isActive)}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about.href()} className={({ isActive }) => headerLinkClass(isActive)}>
                About Us
              </NavLink>
            </li>
            <li>
              <BooksMenu />
            </li>
            <OrdersNavItem />
          </ul>
        </nav>

        {/* Wraps onto a row of its own at md, where the bar has no room for it. */}
        <div className="order-last hidden w-full md:block lg:order-none lg:mx-2 lg:w-auto lg:max-w-sm lg:min-w-0 lg:flex-1">
          <SearchBox />
        </div>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <PhoneSearchButton
            open={search.open}
            controls={PHONE_SEARCH_ID}
            buttonRef={search.buttonRef}
            onToggle={() => {
              setMenuOpen(false)
              search.toggle()
            }}
          />
          <HeaderAccount onLogout={logout} />
          <WishlistLink />
          <CartButton />
        </div>
      </div>

      <PhoneSearchRow id={PHONE_SEARCH_ID} open={search.open} onClose={search.dismiss} />
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onLogout={() => {
          setMenuOpen(false)
          logout()
        }}
      />
    </header>
  )
}
