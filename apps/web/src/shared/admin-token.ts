// The admin bearer token as the browser keeps it (spec §6: localStorage 'token'), and when it expires, read from
// the JWT's exp claim. The decoding only sets the dashboard's expiry timer: the server checks the signature.
import { ADMIN_TOKEN_STORAGE_KEY } from '@bookstore/contract/constants'

// Storage may be unavailable (a privacy mode): then there is no token, and storing one is a no-op.
export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function storeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token)
  } catch {
    // nothing to keep it in
  }
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY)
  } catch {
    // nothing was kept
  }
}

const base64UrlDecode = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** When the token stops being valid, in ms since the epoch; null when it is not a JWT with a numeric exp. */
export function adminTokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (token.split('.').length !== 3 || !payload) return null
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload))
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null
  } catch {
    return null
  }
}

/**
 * How long the token has left, in ms (0 when it has expired). A token without a readable exp counts as expired:
 * the server would refuse it anyway.
 */
export function adminTokenTimeLeft(token: string, now: number = Date.now()): number {
  const expiresAt = adminTokenExpiresAt(token)
  return expiresAt === null ? 0 : Math.max(0, expiresAt - now)
}
