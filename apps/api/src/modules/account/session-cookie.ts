// The session cookie a deleted account leaves in the browser (issue 24 item 4): the deletion's answer expires it,
// with the attributes better-auth sets it with (modules/identity/auth.ts: prefix 'bookstore', the __Secure- form
// when PUBLIC_URL is https), so the browser drops it at once instead of sending a dead session on every request.

const SESSION_COOKIE = 'bookstore.session_token'

/** Set-Cookie lines that expire the session cookie in either of its forms (a browser ignores the one it lacks). */
export const expiredSessionCookies = (): string[] => [
  `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  `__Secure-${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`,
]
