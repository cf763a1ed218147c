// The admin dashboard shell (spec §2 "Dashboard shell"), behind the admin guard: left navigation, header, the
// title with its two buttons, and the nested dashboard screen. The title is 'Dashboard' on the overview and the
// screen's own name elsewhere (useDashboardScreen, issue 27), always above 'Book Store Inventory'. Loaded only on /dashboard routes, so none
// of it (guard included) reaches the shopper's pages.
import { useState } from 'react'
import { Outlet } from 'react-router'
import { ButtonLink } from '@/shared/components/button'
import { PlusIcon } from '@/shared/components/icons'
import { DashboardHeadingContext } from '@/shared/dashboard-screen'
import { paths } from '@/shared/paths'
import { RequireAdmin } from '@/app/guards/require-admin'
import { DashboardSidebar } from './dashboard-sidebar'
import { DashboardTopbar } from './dashboard-topbar'

export function DashboardLayout() {
  return (
    <RequireAdmin>
      <DashboardShell />
    </RequireAdmin>
  )
}

function DashboardShell() {
  const [screen, setScreen] = useState<string | null>(null)
  return (
    <div className="flex min-h-screen bg-stone-100">
      <DashboardSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardTopbar />
        <main className="flex-1 p-4 sm:p-6 lg:p-8">
          <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            {/* A long name (a customer's username) wraps rather than widening a phone's screen (issue 27 item 3). */}
            <div className="min-w-0">
              <h1 className="font-display text-3xl font-bold wrap-break-word text-brand-800">
                {screen ?? 'Dashboard'}
              </h1>
              <p className="mt-1 text-stone-600">Book Store Inventory</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.manageBooks.href()} variant="secondary">
                Manage Books
              </ButtonLink>
              <ButtonLink to={paths.addBook.href()}>
                <PlusIcon className="size-4" />
                Add New Book
              </ButtonLink>
            </div>
          </div>
          <DashboardHeadingContext value={setScreen}>
            <Outlet />
          </DashboardHeadingContext>
        </main>
      </div>
    </div>
  )
}
