// The avatar menu of a signed-in shopper (spec §2): her name and email, My Profile, Orders, Cart Page, Check Out and
// Logout. Toggles, and closes on a choice, Escape, a click outside or focus leaving it; arrow keys move through it.
import { Link } from 'react-router'
import type { AuthUser } from '@/shared/auth/auth-user'
import { ACCOUNT_LINKS } from './account-links'
import { UserAvatar } from './user-avatar'
import { useDropdown } from './use-dropdown'

interface AccountMenuProps {
  user: AuthUser
  onLogout: () => void
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50'

export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { close, container, button, list } = useDropdown<HTMLDivElement>()

  return (
    <div {...container} className="relative">
      <button
        {...button}
        aria-label="Account menu"
        className="flex rounded-full ring-brand-200 transition hover:ring-4"
      >
        <UserAvatar user={user} />
      </button>
      <div
        {...list}
        className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl shadow-stone-900/10"
      >
        <div className="border-b border-stone-100 px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-ink">{user.displayName}</p>
          <p className="truncate text-xs text-stone-500">{user.email}</p>
        </div>
        <ul className="mt-2 space-y-0.5">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-stone-100 pt-1">
            <button
              type="button"
              onClick={() => {
                close()
                onLogout()
              }}
              className={itemClass}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
