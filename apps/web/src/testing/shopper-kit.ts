// The shopper of the web tests: Ada's identity as the server sends it, and its answer to the session check while a
// shopper is signed in.
export const ADA = {
  id: 'uid-ada',
  email: 'ada@example.org',
  name: 'ada',
  username: 'ada',
  image: null as string | null,
}

export type Shopper = typeof ADA

/** fake-fetch routes by which `user` (Ada by default) is signed in. */
export const signedIn = (user: Shopper = ADA) => ({
  'GET /api/identity/get-session': () => ({ body: { session: { id: 's' }, user } }),
})
