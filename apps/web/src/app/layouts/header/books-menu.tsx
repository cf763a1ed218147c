// The header's Books dropdown (spec §2): the category links; toggles, and closes on a choice, Escape, outside click
// or focus leaving it. Arrow keys move through the links.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link, useMatch } from 'react-router'
import { ChevronDownIcon } from '../../../shared/components/icons'
import { paths } from '../../../shared/paths'
import { headerLinkClass } from './nav-link-styles'

export function BooksMenu() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useId()
  const onCategoryPage = useMatch(paths.category.path) !== null

  useEffect(() => {
    if (!open) return
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node && containerRef.current?.contains(target))
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    // The list must be shown before one of its links can take focus.
    if (!open) flushSync(() => setOpen(true))
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? [])
    if (links.length === 0) return
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next =
      current === -1 ? (step === 1 ? 0 : links.length - 1) : (current + step + links.length) % links.length
    links[next]?.focus()
  }

  return (
    <div ref={containerRef} className="relative" onKeyDown={moveFocus}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={headerLinkClass(onCategoryPage)}
      >
        Books
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        className="absolute left-0 z-50 mt-2 grid w-64 grid-cols-1 gap-0.5 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl shadow-stone-900/10"
      >
        {HEADER_CATEGORIES.map((category) => (
          <li key={category.link}>
            <Link
              to={paths.category.href(category.link)}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
