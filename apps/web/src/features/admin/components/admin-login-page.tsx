// Admin login, /admin (spec §2, §4, §5, §8): Username and Password (both required, messages next to them); success
// keeps the token in localStorage 'token', shows 'Admin login successful!' and opens /dashboard, where the token's
// expiry is watched; a refusal shows 'Please provide a valid email and password' inline and is logged. Too many
// attempts (429) say when to try again instead (issue 22 item 9).
import { ADMIN_MESSAGES, AdminLoginBody } from '@bookstore/contract/schemas/admin'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { storeAdminToken } from '@/shared/admin-token'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { CredentialsForm } from '@/shared/components/credentials-form'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'
import { signInFailureText } from '@/shared/sign-in-failure-text'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { showAdminLoginSuccess } from '@/features/admin/admin-dialogs'
import { useAdminLogin } from '@/features/admin/api/admin-login'

const SERVER_FIELDS = { username: 'username', password: 'password' } as const

const FIELDS = [
  ['username', 'username'],
  ['password', 'current-password'],
] as const

export function AdminLoginPage() {
  usePageTitle(PAGE_TITLES.admin)
  const navigate = useNavigate()
  const login = useAdminLogin()
  const form = useForm({
    resolver: zodResolver(AdminLoginBody),
    defaultValues: { username: '', password: '' },
  })
  const { setError } = form

  const submit = form.handleSubmit(async (credentials) => {
    let token: string
    try {
      token = (await login.mutateAsync(credentials)).token
    } catch (error) {
      console.error('Admin login failed', error)
      // A 400 naming a field shows the server's words beside it; the spec's sentence stays below the fields.
      showServerFieldErrors(error, setError, SERVER_FIELDS)
      setError('root.server', { message: signInFailureText(error, ADMIN_MESSAGES.invalidCredentials) })
      return
    }
    storeAdminToken(token)
    void showAdminLoginSuccess()
    await navigate(paths.dashboard.href())
  })

  const serverError = form.formState.errors.root?.server?.message
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <Panel className="p-8">
        <PageHeading>Admin Dashboard Login</PageHeading>
        <CredentialsForm form={form} fields={FIELDS} onSubmit={submit} submitText="Login">
          {serverError === undefined ? null : (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
        </CredentialsForm>
      </Panel>
    </section>
  )
}
