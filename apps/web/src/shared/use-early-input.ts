// A server-rendered control takes over what the shopper did to it before the app started (issue 38 item 1):
// early-input-script.ts, inline in the page's head, records it until then. Spread the hook's props on the control
// (a select, an input, a checkbox, a type="button" button or a form); when its element is attached (hydrated, or
// rendered in place of the server's element, which is then given what that one showed):
// - a value changed early is applied by `apply`, given what the control shows as its onChange reads the event's
//   target (the control still shows what was chosen: React keeps it while hydrating, but would set a controlled
//   control back to its state at its next render);
// - a button pressed early is pressed again, once it is enabled;
// - a form submitted early is submitted again through the app (its onSubmit), with the button it was submitted by.
// Presses and submits are replayed a moment later, once what `apply` set has rendered. A control marked but never
// taken over would ignore presses and submits, so the mark and the taking over come together, from this hook only.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/** What early-input-script.ts recorded of a control. */
interface EarlyRecord {
  /** The element it was done to: this one, or the server's in whose place this one was rendered. */
  control: HTMLElement
  changed: boolean
  value: string
  checked: boolean
  pressed: boolean
  submitted: boolean
  /** The submitting button's index among the form's elements; -1 for none. */
  submitter: number
}

declare global {
  interface Window {
    /** Set by the page's inline early-input script; absent on a page the browser rendered. */
    __earlyInput?: { take: (element: HTMLElement) => EarlyRecord | null }
  }
}

const whenEnabled = (button: HTMLButtonElement, press: () => void) => {
  if (!button.disabled) {
    press()
    return
  }
  const observer = new MutationObserver(() => {
    if (button.disabled) return
    observer.disconnect()
    press()
  })
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] })
}

const replay = (element: HTMLElement, early: EarlyRecord) => {
  if (!element.isConnected) return
  if (early.submitted && element instanceof HTMLFormElement) {
    const submitter = early.submitter >= 0 ? element.elements[early.submitter] : undefined
    const by =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
    if (by) element.requestSubmit(by)
    else element.requestSubmit()
  } else if (early.pressed && element instanceof HTMLButtonElement)
    whenEnabled(element, () => element.click())
}

/** What a control showed when it was taken over: its value, for a checkbox whether it is checked, and its focus. */
export interface EarlyControl {
  value: string
  checked: boolean
  focused: boolean
}

const shownBy = (element: HTMLElement): EarlyControl => ({
  value:
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
      ? element.value
      : '',
  checked: element instanceof HTMLInputElement && element.checked,
  focused: element === document.activeElement,
})

const restore = (element: HTMLElement, { value, checked }: EarlyRecord) => {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
    element.checked = checked
  else if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
    element.value = value
}

/**
 * Takes `element` over from the early-input script: what was done to it early is applied or replayed. What it shows
 * is read at once (a render may set a controlled control back); it is applied once the commit that attached it is
 * over (a navigation asked for during it would be ignored), and rendered before a press or a submit is replayed.
 */
export function takeOver(element: HTMLElement, apply?: (control: EarlyControl) => void): void {
  const record = window.__earlyInput?.take(element)
  if (!record) return
  // Rendered in place of the server's element: it shows what that one was given.
  if (record.changed && record.control !== element) restore(element, record)
  const control = shownBy(element)
  queueMicrotask(() => {
    if (record.changed && apply) flushSync(() => apply(control))
    if (record.pressed || record.submitted) setTimeout(() => replay(element, record), 0)
  })
}

export interface EarlyInputProps<T> {
  ref: (element: T | null) => void
  'data-early-input': string
}

/**
 * Props for a server-rendered control; `name` says what it is (the same for the same control wherever it is
 * rendered, e.g. 'add-to-cart'): with its place on the page, it finds what was done to the server's element that
 * this one replaces; `apply` applies a value changed before the start (as its onChange would,
 * from what the control showed); `ownRef` is the component's own ref to the element, if it has one.
 */
export function useEarlyInput<T extends HTMLElement>(
  name: string,
  apply?: (control: EarlyControl) => void,
  ownRef?: RefObject<T | null>,
): EarlyInputProps<T> {
  const latest = useRef(apply)
  useLayoutEffect(() => {
    latest.current = apply
  })
  const ref = useCallback(
    (element: T | null) => {
      if (ownRef) ownRef.current = element
      if (element) takeOver(element, (control) => latest.current?.(control))
    },
    [ownRef],
  )
  return { ref, 'data-early-input': name }
}
