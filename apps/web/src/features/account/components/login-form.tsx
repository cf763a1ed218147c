// The login form (spec §2 "Login", §5): email and password checked with the contract's schema, messages inline;
// success → dialog and on to where the shopper was going (or /); failure → 'Please provide a valid email and password'.
import { zodResolver } from '@hookform/resolvers/zod'
import { ACCOUNT_MESSAGES, LoginForm as LoginFormSchema } from '@bookstore/contract/schemas/account-forms'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/paths'
import { Button } from '@/shared/components/button'
import { showLoginSuccess } from '@/features/account/account-dialogs'
import { useSignIn } from '@/features/account/api/sign-in'
import { showIdentityFieldErrors } from '@/features/account/identity-field-errors'
import { InputField } from '@/shared/components/input-field'
import { FormError, serverFailureMessage } from './form-error'

export function LoginForm({ from }: { from: string | undefined }) {
  const navigate = useNavigate()
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(async (credentials) => {
    try {
      await signIn.mutateAsync(credentials)
    } catch (error) {
      showIdentityFieldErrors(error, setError, { email: 'email', password: 'password' })
      setError('root.server', { message: serverFailureMessage(error, ACCOUNT_MESSAGES.invalidCredentials) })
      return
    }
    void showLoginSuccess()
    await navigate(from ?? paths.home.href(), { replace: true })
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" className="w-full py-3" disabled={isSubmitting}>
        Login
      </Button>
    </form>
  )
}
