// One labelled input of the login and register forms, registered with react-hook-form, in the shared field frame.
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../../shared/components/field'

interface AccountFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
}

export function AccountField({ label, registration, error, type = 'text', autoComplete }: AccountFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...registration} {...control} type={type} autoComplete={autoComplete} />}
    </Field>
  )
}
