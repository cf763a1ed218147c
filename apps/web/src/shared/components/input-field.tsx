// One labelled input registered with react-hook-form, in the shared field frame with its message below it: the
// account, checkout and admin forms all build their inputs from it.
import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field'

export type InputFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'step' | 'min' | 'autoComplete' | 'placeholder' | 'readOnly' | 'list'
> & {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  /** Shown under the input while there is no message (Field's hint). */
  hint?: string | undefined
}

export function InputField({
  label,
  registration,
  error,
  hint,
  type = 'text',
  readOnly = false,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ className, ...control }) => (
        <input
          {...registration}
          {...control}
          {...input}
          type={type}
          readOnly={readOnly}
          // Read-only looks it: a grey ground instead of the white one.
          className={readOnly ? `${className.replace('bg-white', 'bg-stone-100')} text-stone-600` : className}
        />
      )}
    </Field>
  )
}
