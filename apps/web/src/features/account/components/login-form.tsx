// The login form (spec §2 "Login", §5): email and password checked with the contract's schema, messages inline;
// success → dialog and on to where the shopper was going (or /); failure → 'Please provide a valid email and password'.
import { zodResolver } from '@hookform/resolvers/zod'
import { ACCOUNT_MESSAGES, LoginForm as LoginFormSchema } from '@bookstore/contract/schemas/account-forms'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/paths'
import { CredentialsForm } from '@/shared/components/credentials-form'
import { signInFailureText } from '@/shared/sign-in-failure-text'
import { showLoginSuccess } from '@/features/account/account-dialogs'
import { useSignIn } from '@/features/account/api/sign-in'
import { showIdentityFieldErrors } from '@/features/account/identity-field-errors'
import { FormError } from './form-error'

const FIELDS = [
  ['email', 'email'],
  ['password', 'current-password'],
] as const

export function LoginForm({ from }: { from: string | undefined }) {
  const navigate = useNavigate()
  const signIn = useSignIn()
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  })
  const { setError } = form

  const submit = form.handleSubmit(async (credentials) => {
    try {
      await signIn.mutateAsync(credentials)
    } catch (error) {
      showIdentityFieldErrors(error, setError, { email: 'email', password: 'password' })
      setError('root.server', { message: signInFailureText(error, ACCOUNT_MESSAGES.invalidCredentials) })
      return
    }
    void showLoginSuccess()
    await navigate(from ?? paths.home.href(), { replace: true })
  })

  return (
    <CredentialsForm form={form} fields={FIELDS} onSubmit={submit} submitText="Login">
      <FormError message={form.formState.errors.root?.server?.message} />
    </CredentialsForm>
  )
}
