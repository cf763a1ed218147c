// What the identity endpoints answer (ARCHITECTURE §9 "Identity", better-auth at /api/identity), as far as the web
// reads them, and whether Google sign-in is configured (GET /api/identity-config).

// zod/mini: the session check reaches the shopper's first page (the header), so it stays small.
import { z } from 'zod/mini'

/** better-auth's user: `id` is the spec's uid; `username` is ours (a user field better-auth stores). */
export const IdentityUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
})
export type IdentityUser = z.infer<typeof IdentityUser>

/** GET get-session: the signed-in user, or null for a visitor. */
export const IdentitySession = z.nullable(z.object({ user: IdentityUser }))
export type IdentitySession = z.infer<typeof IdentitySession>

/** POST sign-up/email and sign-in/email: the new session's user (the cookie comes with it). */
export const IdentitySignedIn = z.object({ user: IdentityUser })
export type IdentitySignedIn = z.infer<typeof IdentitySignedIn>

/** POST sign-in/social: where to send the browser (the provider's authorization page). */
export const SocialSignInStart = z.object({ url: z.string() })
export type SocialSignInStart = z.infer<typeof SocialSignInStart>

/** POST sign-out. */
export const SignedOut = z.object({ success: z.boolean() })
export type SignedOut = z.infer<typeof SignedOut>

/** GET /api/identity-config: which sign-in methods this store offers beyond email and password. */
export const IdentityConfig = z.object({ google: z.boolean() })
export type IdentityConfig = z.infer<typeof IdentityConfig>
