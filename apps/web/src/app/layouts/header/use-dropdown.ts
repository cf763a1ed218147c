// What the header's dropdowns (Books, the account menu) share: open state that toggles and closes on Escape (focus
// back on the button), a click outside or focus leaving; the arrow keys open it and move through its items. It hands
// out the props that wire its container, its button and its list together, so each dropdown only adds its own.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useCloseOnEscape } from '@/shared/use-close-on-escape'

const ITEMS = 'a[href], button:not(:disabled)'

/** `T` is the element of the list the items sit in. */
export function useDropdown<T extends HTMLElement>() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<T>(null)
  const listId = useId()

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
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open])
  useCloseOnEscape(open, () => setOpen(false), buttonRef)

  /** On the dropdown's container: ArrowDown / ArrowUp open it and move focus through its links and buttons. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    // The list must be shown before one of its items can take focus.
    if (!open) flushSync(() => setOpen(true))
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])
    if (items.length === 0) return
    const current = items.indexOf(document.activeElement as HTMLElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next =
      current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length
    items[next]?.focus()
  }

  return {
    open,
    close: () => setOpen(false),
    /** On the element holding the button and the list. */
    container: { ref: containerRef, onKeyDown },
    /** On the button that toggles the list. */
    button: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    } as const,
    /** On the list of items. */
    list: { ref: listRef, id: listId, hidden: !open },
  }
}
