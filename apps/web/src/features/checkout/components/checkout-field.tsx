// One labelled input of the checkout form, registered with react-hook-form, in the shared field frame.
import type { HTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../../shared/components/field'

interface CheckoutFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  type?: 'text' | 'email' | 'tel'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  readOnly?: boolean
}

export function CheckoutField({
  label,
  registration,
  error,
  readOnly = false,
  ...input
}: CheckoutFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ className, ...control }) => (
        <input
          {...registration}
          {...control}
          {...input}
          type={input.type ?? 'text'}
          readOnly={readOnly}
          // Read-only looks it: a grey ground instead of the white one.
          className={readOnly ? `${className.replace('bg-white', 'bg-stone-100')} text-stone-600` : className}
        />
      )}
    </Field>
  )
}
