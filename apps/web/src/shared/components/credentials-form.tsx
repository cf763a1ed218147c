// The form of the shopper's login and registration and the admin's login (spec §2, §5): its credential fields in
// order, each labelled with its message below it, then the form's failure line and the submit button, which waits
// while the form is sent. A kind of field is written once: its label, input type and what the browser may fill in.
import type { FormEventHandler, ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Button } from './button'
import { InputField, type InputFieldProps } from './input-field'

type CredentialKind = 'username' | 'email' | 'current-password' | 'new-password' | 'confirm-password'

const KINDS: Record<CredentialKind, Pick<InputFieldProps, 'label' | 'type' | 'autoComplete'>> = {
  username: { label: 'Username', autoComplete: 'username' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  // Password managers fill in a saved password for a login, and offer a new one on registration.
  'current-password': { label: 'Password', type: 'password', autoComplete: 'current-password' },
  'new-password': { label: 'Password', type: 'password', autoComplete: 'new-password' },
  'confirm-password': { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
}

interface CredentialsFormProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** The form's fields in order: its field's name and what kind of credential it takes. */
  fields: readonly (readonly [Path<T>, CredentialKind])[]
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The button's text: 'Login', 'Register'. */
  submitText: string
  /** The form's failure line, between the fields and the button. */
  children: ReactNode
}

export function CredentialsForm<T extends FieldValues>({
  form,
  fields,
  onSubmit,
  submitText,
  children,
}: CredentialsFormProps<T>) {
  const { formState } = form
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {fields.map(([name, kind]) => (
        <InputField
          key={name}
          {...KINDS[kind]}
          registration={form.register(name)}
          // Passing formState subscribes this render to the field's errors.
          error={form.getFieldState(name, formState).error?.message}
        />
      ))}
      {children}
      <Button type="submit" className="w-full py-3" disabled={formState.isSubmitting}>
        {submitText}
      </Button>
    </form>
  )
}
