// The frame every form field shares: a label, the control, and its message below it (aria-invalid,
// aria-describedby). InputField renders a registered input in it; the contact form and the admin's select and
// textarea render their own control inside it.
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
  /** A fixed id for the control; one is generated otherwise. */
  id?: string
  children: (control: FieldControlProps) => ReactNode
}

const controlClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function Field({ label, error, id: fixedId, children }: FieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const errorId = `${id}-error`
  const invalid = error !== null && error !== undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : undefined,
        className: controlClass(invalid),
      })}
      {invalid ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
