// One labelled control of the book forms (input, textarea or select), registered with react-hook-form, in
// the shared field frame with its message below it.
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, fieldMessage as sharedFieldMessage } from '@/shared/components/field'
import { InputField } from '@/shared/components/input-field'

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'step' | 'min' | 'autoComplete' | 'placeholder'
> & {
  /** Shown under an input while there is no message (Field's hint). */
  hint?: string | undefined
}

interface FormFieldProps extends InputProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  /** A textarea of this many rows instead of an input. */
  rows?: number
  /** A select of these options instead of an input. */
  options?: readonly { value: string; label: string }[]
}

/** The contract's bound messages are fragments ('must be 0 or more'): they read after the field's name. */
export const fieldMessage = (label: string, message: string | undefined): string | undefined =>
  message === undefined ? undefined : sharedFieldMessage(label, message)

export function FormField({ label, registration, error, rows, options, ...input }: FormFieldProps) {
  if (!options && rows === undefined) {
    return <InputField label={label} registration={registration} error={error} {...input} />
  }
  return (
    <Field label={label} error={error}>
      {(control): ReactNode =>
        options ? (
          <select {...registration} {...control}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <textarea {...registration} {...control} rows={rows} />
        )
      }
    </Field>
  )
}
