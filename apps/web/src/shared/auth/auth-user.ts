// The signed-in user as the screens see it (spec §3 "Auth user"): displayName, photoURL, email, uid.
import type { IdentityUser } from '@bookstore/contract/schemas/identity'

export interface AuthUser {
  /** The username, or the name when the account has none. */
  displayName: string
  photoURL: string | null
  email: string
  /** The identity user's id: the spec's uid. */
  uid: string
}

export const toAuthUser = (user: IdentityUser): AuthUser => ({
  displayName: user.username || user.name,
  photoURL: user.image || null,
  email: user.email,
  uid: user.id,
})

/** Up to two letters for an avatar without a photo: "ada lovelace" → "AL", "ada" → "A". */
export const initialsOf = (displayName: string): string =>
  displayName
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?'
