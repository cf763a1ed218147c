// The register form (spec §2 "Register", §5): username, email, password and its confirmation checked with the
// contract's schema, messages inline. Success → signed in, the real-user record sent (spec §7), dialog, on to /.
// A taken username shows under its field, a password on the server's list of common ones under the password;
// any other refusal → 'Please provide a valid email and password', with the server's words beside the field it is
// about (an email already registered, a password too short). What was typed stays in the fields.
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ACCOUNT_MESSAGES,
  RegisterForm as RegisterFormSchema,
} from '@bookstore/contract/schemas/account-forms'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { Button } from '@/shared/components/button'
import { paths } from '@/shared/paths'
import { ACCOUNT_TEXTS, showRegisterSuccess } from '@/features/account/account-dialogs'
import { useCreateRealUser } from '@/features/account/api/create-real-user'
import { useSignUp } from '@/features/account/api/sign-up'
import { showIdentityFieldErrors } from '@/features/account/identity-field-errors'
import { InputField } from '@/shared/components/input-field'
import { FormError, serverFailureMessage } from './form-error'

export function RegisterForm({ from }: { from: string | undefined }) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const createRealUser = useCreateRealUser()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async ({ username, email, password }) => {
    let user
    try {
      user = await signUp.mutateAsync({ username, email, password })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        setError('username', { message: ACCOUNT_TEXTS.usernameTaken }, { shouldFocus: true })
      } else if (error instanceof ApiError && error.code === 'common_password') {
        // The contract's sentence, not the server's: the web branches on the code (STYLE §4).
        setError('password', { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true })
      } else {
        showIdentityFieldErrors(error, setError, {
          username: 'username',
          email: 'email',
          password: 'password',
        })
        setError('root.server', { message: serverFailureMessage(error, ACCOUNT_MESSAGES.invalidCredentials) })
      }
      return
    }
    // The account exists and is signed in whatever this answers (a failure is logged by the hook).
    await createRealUser.mutateAsync(user).catch(() => undefined)
    void showRegisterSuccess()
    await navigate(from ?? paths.home.href(), { replace: true })
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <InputField
        label="Username"
        autoComplete="username"
        registration={register('username')}
        error={errors.username?.message}
      />
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
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <InputField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" className="w-full py-3" disabled={isSubmitting}>
        Register
      </Button>
    </form>
  )
}
