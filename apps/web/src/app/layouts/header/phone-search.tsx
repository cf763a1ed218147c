// The header's search below md (issue 27 item 1): a magnifier button in the bar opens the same search box on a row
// under it, focused. The row closes with its close button, with Escape once the box has nothing left to undo (the
// box's own Escapes close its suggestions, then empty it: use-search-box.ts) and on leaving the page it was opened
// on (a search, a chosen book, any link); closed by a key or its button, it gives the focus back to the magnifier.
import { useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { CloseIcon, SearchIcon } from '@/shared/components/icons'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'
import { useEarlyInput } from '@/shared/use-early-input'
import { SearchBox } from '@/features/catalog/components/search-box'

/** The row's open state and the button that opens it. */
export function usePhoneSearch() {
  const location = useLocation()
  // Open on the page (history entry) it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.key
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpenOn(null)
  useCloseOnEscape(open, close, buttonRef)
  return {
    open,
    buttonRef,
    toggle: () => setOpenOn(open ? null : location.key),
    close,
    /** Closes the row and gives the focus back to its button (the row's close button). */
    dismiss: () => {
      close()
      buttonRef.current?.focus()
    },
  }
}

interface PhoneSearchButtonProps {
  open: boolean
  /** The row's id. */
  controls: string
  buttonRef: RefObject<HTMLButtonElement | null>
  onToggle: () => void
}

export function PhoneSearchButton({ open, controls, buttonRef, onToggle }: PhoneSearchButtonProps) {
  const early = useEarlyInput('phone-search', undefined, buttonRef)
  return (
    <button
      {...early}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label="Search books"
      onClick={onToggle}
      className={`rounded-full p-2 hover:bg-brand-50 md:hidden ${open ? 'bg-brand-100 text-brand-800' : 'text-stone-700'}`}
    >
      <SearchIcon className="size-5" />
    </button>
  )
}

interface PhoneSearchRowProps {
  id: string
  open: boolean
  onClose: () => void
}

export function PhoneSearchRow({ id, open, onClose }: PhoneSearchRowProps) {
  return (
    <div id={id} hidden={!open} className="border-t border-stone-200 bg-paper px-4 py-3 sm:px-6 md:hidden">
      {open ? (
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <SearchBox focusOnMount />
          </div>
          <button
            type="button"
            aria-label="Close search"
            onClick={onClose}
            className="rounded-full p-2 text-stone-700 hover:bg-brand-50"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
