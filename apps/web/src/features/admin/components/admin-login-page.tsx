// Admin login, /admin (spec §2, §4, §5, §8): Username and Password (both required, messages next to them); success
// keeps the token in localStorage 'token', shows 'Admin login successful!' and opens /dashboard, where the token's
// expiry is watched; a refusal shows 'Please provide a valid email and password' inline and is logged. Too many
// attempts (429) say when to try again instead (issue 22 item 9).
import { ADMIN_MESSAGES, AdminLoginBody } from '@bookstore/contract/schemas/admin'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { storeAdminToken } from '@/shared/admin-token'
import { ApiError } from '@/shared/api/api-error'
import { tooManyAttemptsText } from '@/shared/api/retry-text'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { Button } from '@/shared/components/button'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { usePageTitle } from '@/shared/use-page-title'
import { showAdminLoginSuccess } from '@/features/admin/admin-dialogs'
import { useAdminLogin } from '@/features/admin/api/admin-login'
import { FormField } from './form-field'

/**
 * Too many attempts (with when to try again), no server or a server failure say so: checking the credentials would
 * not help. Any other refusal is the spec's sentence.
 */
const failureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return ADMIN_MESSAGES.invalidCredentials
  if (error.status === 429 || error.code === 'rate_limited') return tooManyAttemptsText(error)
  return error.status === 0 || error.status >= 500 ? error.message : ADMIN_MESSAGES.invalidCredentials
}

const SERVER_FIELDS = { username: 'username', password: 'password' } as const

export function AdminLoginPage() {
  usePageTitle('Admin Dashboard Login')
  const navigate = useNavigate()
  const login = useAdminLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AdminLoginBody), defaultValues: { username: '', password: '' } })

  const submit = handleSubmit(async (credentials) => {
    let token: string
    try {
      token = (await login.mutateAsync(credentials)).token
    } catch (error) {
      console.error('Admin login failed', error)
      // A 400 naming a field shows the server's words beside it; the spec's sentence stays below the fields.
      showServerFieldErrors(error, setError, SERVER_FIELDS)
      setError('root.server', { message: failureMessage(error) })
      return
    }
    storeAdminToken(token)
    void showAdminLoginSuccess()
    await navigate(paths.dashboard.href())
  })

  const serverError = errors.root?.server?.message
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <Panel className="p-8">
        <PageHeading>Admin Dashboard Login</PageHeading>
        <form noValidate onSubmit={submit} className="space-y-5">
          <FormField
            label="Username"
            autoComplete="username"
            registration={register('username')}
            error={errors.username?.message}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          {serverError === undefined ? null : (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
          <Button type="submit" className="w-full py-3" disabled={isSubmitting}>
            Login
          </Button>
        </form>
      </Panel>
    </section>
  )
}
