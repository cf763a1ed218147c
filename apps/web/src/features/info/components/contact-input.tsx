// One labelled field of the contact form, with its message below it when the form's rule points at it.
import type { HTMLAttributes } from 'react'

interface ContactInputProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
  type?: 'text' | 'tel' | 'email'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
}

const fieldClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function ContactInput({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  ...rest
}: ContactInputProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error !== null,
    'aria-describedby': error === null ? undefined : errorId,
    className: fieldClass(error !== null),
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} {...rest} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error === null ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
