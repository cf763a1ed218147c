// The dashboard header (spec §2 "Dashboard shell"): a search box (not wired), the user menu with a placeholder
// name, the static role 'Lecturer' and a stock portrait, the notifications button, and log-out, which (issue 6)
// removes the admin token and goes to /admin.
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { clearAdminToken } from '../../../shared/admin-token'
import { queryKeys } from '../../../shared/api/query-keys'
import { BellIcon, LogOutIcon, SearchIcon } from '../../../shared/components/icons'
import { paths } from '../../../shared/paths'
import { DashboardPortrait } from './dashboard-portrait'

// Spec §2: a fixed placeholder display name; the admin has no profile.
const PLACEHOLDER_NAME = 'Grace Simmons'

const iconButton = 'rounded-full p-2 text-stone-500 transition-colors hover:bg-stone-100 hover:text-brand-700'

export function DashboardTopbar() {
  const searchId = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const logOut = () => {
    clearAdminToken()
    queryClient.removeQueries({ queryKey: queryKeys.admin.all })
    void navigate(paths.admin.href())
  }
  return (
    <header className="flex h-16 items-center gap-4 border-b border-stone-200 bg-white px-4 sm:px-6">
      <div role="search" className="relative w-full max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
        <input
          id={searchId}
          type="search"
          placeholder="Search..."
          className="w-full rounded-full border border-stone-200 bg-stone-50 py-2 pr-4 pl-9 text-sm focus:border-brand-500 focus:bg-white"
        />
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <div className="flex items-center gap-3">
          <DashboardPortrait name={PLACEHOLDER_NAME} />
          <span className="hidden flex-col leading-tight sm:flex">
            <span className="text-sm font-semibold">{PLACEHOLDER_NAME}</span>
            <span className="text-xs text-stone-500">Lecturer</span>
          </span>
        </div>
        <span aria-hidden="true" className="mx-1 hidden h-8 w-px bg-stone-200 sm:block" />
        <button type="button" aria-label="Notifications" className={iconButton}>
          <BellIcon />
        </button>
        <button type="button" aria-label="Log out" className={iconButton} onClick={logOut}>
          <LogOutIcon />
        </button>
      </div>
    </header>
  )
}
