// The dashboard header (spec §2 "Dashboard shell"): a search box (the spec leaves it unwired; it searches books,
// orders and customers at /dashboard/search, issue 27), the user menu with a placeholder name, the static role
// 'Lecturer' and a stock portrait, the notifications bell (new orders and low stock, issue 27), and log-out, which
// has the server revoke the admin token, then removes it and goes to /admin (issue 6). On a phone it starts with the
// Menu that holds the side navigation, and its parts shrink to fit 390 px (issue 27 item 3).
import { useQueryClient } from '@tanstack/react-query'
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { adminLogout } from '@/features/admin/api/admin-logout'
import { clearAdminToken } from '@/shared/admin-token'
import { queryKeys } from '@/shared/api/query-keys'
import { LogOutIcon, SearchIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { DashboardMenu } from './dashboard-menu'
import { DashboardNotifications } from './dashboard-notifications'
import { DashboardPortrait } from './dashboard-portrait'

// Spec §2: a fixed placeholder display name; the admin has no profile.
const PLACEHOLDER_NAME = 'Grace Simmons'

const iconButton = 'rounded-full p-2 text-stone-500 transition-colors hover:bg-stone-100 hover:text-brand-700'

export function DashboardTopbar() {
  const searchId = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  const left = useRef(false)
  // The text searched stays in the box on the results screen (and a reload of it).
  const [params] = useSearchParams()
  const [text, setText] = useState(() => params.get('q') ?? '')
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = text.trim()
    if (q !== '') void navigate(paths.dashboardSearch.href(q))
  }
  // The token is forgotten as the dashboard goes (in the commit that removes it, so never after the next screen
  // shows): the guard reads it at each render, and a dashboard still on screen without it (a query landing before
  // the route change does) would be sent to /admin/ instead.
  useLayoutEffect(
    () => () => {
      if (!left.current) return
      clearAdminToken()
      queryClient.removeQueries({ queryKey: queryKeys.admin.all })
    },
    [queryClient],
  )
  const logOut = async () => {
    setLeaving(true)
    // The server revokes the token it is sent, so that call goes first. A plain call, not a mutation: the guard
    // would take a 401 in the mutation cache for a refused visit. Refused (a token expired meanwhile) or
    // unreachable, the browser still forgets the token and leaves.
    await adminLogout().catch((error: unknown) =>
      console.error('The admin token could not be revoked', error),
    )
    left.current = true
    await navigate(paths.admin.href())
  }
  return (
    <header className="relative flex h-16 items-center gap-2 border-b border-stone-200 bg-white px-4 sm:gap-4 sm:px-6">
      <DashboardMenu buttonClass={iconButton} />
      <form role="search" className="relative w-full max-w-md min-w-0" onSubmit={search}>
        <label htmlFor={searchId} className="sr-only">
          Search
        </label>
        <span id={`${searchId}-hint`} className="sr-only">
          Books, orders (by number, email or name) and customers
        </span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
        <input
          id={searchId}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search..."
          aria-describedby={`${searchId}-hint`}
          className="w-full rounded-full border border-stone-200 bg-stone-50 py-2 pr-4 pl-9 text-sm focus:border-brand-500 focus:bg-white"
        />
      </form>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
        <div className="flex items-center gap-3">
          <DashboardPortrait name={PLACEHOLDER_NAME} />
          <span className="hidden flex-col leading-tight sm:flex">
            <span className="text-sm font-semibold">{PLACEHOLDER_NAME}</span>
            <span className="text-xs text-stone-500">Lecturer</span>
          </span>
        </div>
        <span aria-hidden="true" className="mx-1 hidden h-8 w-px bg-stone-200 sm:block" />
        <DashboardNotifications buttonClass={iconButton} />
        <button
          type="button"
          aria-label="Log out"
          className={iconButton}
          onClick={() => void logOut()}
          disabled={leaving}
          aria-busy={leaving}
        >
          <LogOutIcon />
        </button>
      </div>
    </header>
  )
}
