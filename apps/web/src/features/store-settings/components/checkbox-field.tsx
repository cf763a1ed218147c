// A labelled checkbox of the settings forms, with its message below it (aria-invalid, aria-describedby) when the
// document's check refuses it ('only one zone may be the rest of the world').
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldMessage } from '@/shared/components/field'

interface CheckboxFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
}

export function CheckboxField({ label, registration, error }: CheckboxFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
      </div>
      {error === undefined ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  )
}
