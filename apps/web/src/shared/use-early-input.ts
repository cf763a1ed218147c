// A server-rendered control takes over what the shopper did to it before the app started (issue 38 item 1):
// early-input-script.ts, inline in the page's head, records it until then. Spread the hook's props on the control
// (a select, an input, a checkbox, a type="button" button or a form); when its element is attached:
// - a value changed early is applied by `apply`, which reads the element as its onChange would read the event's
//   target (the element still shows what was chosen: React keeps it while hydrating, but would set a controlled
//   control back to its state at the next render);
// - a button pressed early is pressed again, once it is enabled;
// - a form submitted early is submitted again through the app (its onSubmit), with the button it was submitted by.
// Presses and submits are replayed a moment later, once what `apply` set has rendered. A control marked but never
// taken over would ignore presses and submits, so the mark and the taking over come together, from this hook only.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'

interface EarlyRecord {
  changed: boolean
  pressed: boolean
  submitted: boolean
  submitter: HTMLElement | null
}

interface EarlyInput {
  pending: Map<Element, EarlyRecord>
  taken: WeakSet<Element>
}

declare global {
  interface Window {
    /** Set by the page's inline early-input script; absent on a page the browser rendered. */
    __earlyInput?: EarlyInput
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
    const { submitter } = early
    const by =
      (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
      submitter.form === element
        ? submitter
        : null
    if (by) element.requestSubmit(by)
    else element.requestSubmit()
  } else if (early.pressed && element instanceof HTMLButtonElement)
    whenEnabled(element, () => element.click())
}

/** Takes `element` over from the early-input script: what was done to it early is applied or replayed. */
export function takeOver<T extends HTMLElement>(element: T, apply?: (element: T) => void): void {
  const early = window.__earlyInput
  if (!early || early.taken.has(element)) return
  early.taken.add(element)
  const record = early.pending.get(element)
  if (!record) return
  early.pending.delete(element)
  if (record.changed) apply?.(element)
  if (record.pressed || record.submitted) setTimeout(() => replay(element, record), 0)
}

export interface EarlyInputProps<T> {
  ref: (element: T | null) => void
  'data-early-input': ''
}

/**
 * Props for a server-rendered control; `apply` applies a value changed before the start (as its onChange would);
 * `ownRef` is the component's own ref to the element, if it has one.
 */
export function useEarlyInput<T extends HTMLElement>(
  apply?: (element: T) => void,
  ownRef?: RefObject<T | null>,
): EarlyInputProps<T> {
  const latest = useRef(apply)
  useLayoutEffect(() => {
    latest.current = apply
  })
  const ref = useCallback(
    (element: T | null) => {
      if (ownRef) ownRef.current = element
      if (element) takeOver(element, (taken) => latest.current?.(taken))
    },
    [ownRef],
  )
  return { ref, 'data-early-input': '' }
}
