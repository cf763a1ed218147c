// The frame every form field shares: a label, the control, and its message below it (aria-invalid,
// aria-describedby), or while it is fine an optional hint there (what a typed price will be stored as). InputField
// renders a registered input in it; the contact form and the admin's select and textarea render their own control.
import { useId, type ReactNode } from 'react'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  className: string
}

interface FieldProps {
  label: string
  /** The message to show under the control; none when the field is fine. */
  error: string | null | undefined
  /** Shown under the control, announced politely, while there is no message (e.g. '$12.50 will be stored'). */
  hint?: string | undefined
  /** A fixed id for the control; one is generated otherwise. */
  id?: string
  children: (control: FieldControlProps) => ReactNode
}

const controlClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

/**
 * The contract's bound messages and the API's field messages are often fragments ('must be 0 or more'): they read
 * after the field's name ('Stock must be 0 or more').
 */
export const fieldMessage = (label: string, message: string): string =>
  message.startsWith('must ') ? `${label} ${message}` : message

export function Field({ label, error, hint, id: fixedId, children }: FieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = error !== null && error !== undefined
  const hinted = !invalid && hint !== undefined && hint !== ''
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : hinted ? hintId : undefined,
        className: controlClass(invalid),
      })}
      {invalid ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {fieldMessage(label, error)}
        </p>
      ) : null}
      {/* Always present, so a screen reader hears each new hint (a live region must exist before it changes). */}
      {hint === undefined ? null : (
        <p id={hintId} aria-live="polite" className="mt-1.5 text-sm text-stone-600 empty:mt-0">
          {hinted ? hint : ''}
        </p>
      )}
    </div>
  )
}
