// The dashboard's navigation on a phone (issue 27 item 3): below md the side rail gives way to a Menu button in the
// top bar, which opens the same links under it. A choice, Escape (focus back on the button), the button again or any
// other navigation closes it.
import { useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { BookOpenIcon, CloseIcon, MenuIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'
import { DashboardNav } from './dashboard-sidebar'

export function DashboardMenu({ buttonClass }: { buttonClass: string }) {
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  // Open for the location it was opened at: going anywhere else (a link, the search, back) closes it.
  const { key } = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === key
  const close = () => setOpenAt(null)
  useCloseOnEscape(open, close, button)

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        className={`${buttonClass} -ml-2 shrink-0 md:hidden`}
        onClick={() => setOpenAt(open ? null : key)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-30 max-h-[calc(100vh-4rem)] overflow-y-auto bg-brand-800 px-4 py-3 text-brand-100 shadow-lg md:hidden"
        >
          <Link
            to={paths.home.href()}
            onClick={close}
            className="mb-2 flex items-center gap-2 rounded-xl p-3 font-display text-lg font-bold text-white hover:bg-brand-700"
          >
            <BookOpenIcon className="size-6 text-brand-200" />
            Bookstore home
          </Link>
          <DashboardNav inMenu onChoose={close} />
        </div>
      ) : null}
    </>
  )
}
