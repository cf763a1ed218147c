// The profile's account settings in web tests (issue 24): Ada signed in with her record, no orders, and her account
// (with a password unless told), as the fake server answers them; each test adds the routes of what it does.
import { stubFetch, type Handler } from './fake-fetch'
import { ADA, signedIn } from './shopper-kit'

export const PROFILE_USER = { ...ADA, name: 'Ada Lovelace', username: 'countess' }

export const PROFILE_ROUTES = {
  session: 'GET /api/identity/get-session',
  realUser: `GET /api/real-users/${PROFILE_USER.id}`,
  editRealUser: `PUT /api/real-users/edit/${PROFILE_USER.id}`,
  account: 'GET /api/account',
  changePassword: 'POST /api/identity/change-password',
  deleteAccount: 'POST /api/account/delete',
  accountData: 'GET /api/account/data',
} as const

/** Her account as GET /api/account answers it. */
export const accountOf = (hasPassword = true) => ({
  uid: PROFILE_USER.id,
  email: PROFILE_USER.email,
  username: PROFILE_USER.username,
  name: PROFILE_USER.name,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasPassword,
})

/** Stubs the server of the profile, signed in as Ada, with `routes` on top; answers the requests made. */
export function stubProfileServer(routes: Record<string, Handler> = {}, { hasPassword = true } = {}) {
  return stubFetch({
    ...signedIn(PROFILE_USER),
    [PROFILE_ROUTES.realUser]: () => ({
      body: {
        uid: PROFILE_USER.id,
        email: PROFILE_USER.email,
        username: PROFILE_USER.username,
        name: PROFILE_USER.name,
      },
    }),
    [`GET /api/orders/email/${encodeURIComponent(PROFILE_USER.email)}`]: () => ({ body: [] }),
    [PROFILE_ROUTES.account]: () => ({ body: accountOf(hasPassword) }),
    ...routes,
  })
}
