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
import { CredentialsForm } from '@/shared/components/credentials-form'
import { paths } from '@/shared/paths'
import { signInFailureText } from '@/shared/sign-in-failure-text'
import { ACCOUNT_TEXTS, showRegisterSuccess } from '@/features/account/account-dialogs'
import { useCreateRealUser } from '@/features/account/api/create-real-user'
import { useSignUp } from '@/features/account/api/sign-up'
import { showIdentityFieldErrors } from '@/features/account/identity-field-errors'
import { FormError } from './form-error'

const FIELDS = [
  ['username', 'username'],
  ['email', 'email'],
  ['password', 'new-password'],
  ['confirmPassword', 'confirm-password'],
] as const

export function RegisterForm({ from }: { from: string | undefined }) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const createRealUser = useCreateRealUser()
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  })
  const { setError } = form

  const submit = form.handleSubmit(async ({ username, email, password }) => {
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
        setError('root.server', { message: signInFailureText(error, ACCOUNT_MESSAGES.invalidCredentials) })
      }
      return
    }
    // The account exists and is signed in whatever this answers (a failure is logged by the hook).
    await createRealUser.mutateAsync(user).catch(() => undefined)
    void showRegisterSuccess()
    await navigate(from ?? paths.home.href(), { replace: true })
  })

  return (
    <CredentialsForm form={form} fields={FIELDS} onSubmit={submit} submitText="Register">
      <FormError message={form.formState.errors.root?.server?.message} />
    </CredentialsForm>
  )
}
