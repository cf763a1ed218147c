// One labelled input of the login and register forms, with its message below it (aria-invalid, aria-describedby).
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface AccountFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
}

const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function AccountField({ label, registration, error, type = 'text', autoComplete }: AccountFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        {...registration}
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        className={inputClass(error !== undefined)}
      />
      {error === undefined ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
