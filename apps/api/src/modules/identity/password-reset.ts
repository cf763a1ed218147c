// better-auth's password reset, the store's side of it (issue 24, item 2): what a reset request mails (auth.ts hands
// resetMailer to emailAndPassword.sendResetPassword), and who hears of a completed reset (the reset route clears the
// owner's sign-in failures, so someone else's wrong guesses cannot keep her out once she has proved herself).
//
// The outbox row and better-auth's verification row are written in the same request but not in one transaction:
// better-auth writes its row through its own adapter (auth.ts configures it without transactions) before it calls
// sendResetPassword, and hands us no transaction to join. So the outbox row is written right after, in the same
// request: if that write fails the answer is a 500 and what stays is a token nobody was sent, which expires within
// the hour.

import { AsyncLocalStorage } from 'node:async_hooks'
import { and, eq } from 'drizzle-orm'
import { LOGIN_PAGE } from '@bookstore/contract/schemas/password-reset'
import type { Database } from '@/db/client'
import { accounts, verifications } from '@/db/schema'
import { queueMail } from '@/modules/mail'
import { resetLinkMail, resetPageUrl, signInWithGoogleMail } from './reset-mail'

/** better-auth's name for an email-and-password account's row in `accounts`. */
const CREDENTIAL_PROVIDER = 'credential'

/** better-auth's identifier of a reset token's verification row. */
const resetIdentifier = (token: string) => `reset-password:${token}`

interface ResetUser {
  id: string
  email: string
  name: string
}

/**
 * emailAndPassword.sendResetPassword: queues the reset link (our page, never better-auth's callback URL, so no
 * client's redirectTo chooses where it points) for an account with a password; for a Google-only account the advice to
 * sign in with Google, and its token is deleted at once (better-auth would otherwise let it create a password).
 */
export const resetMailer =
  (db: Database, publicUrl: string) =>
  async ({ user, token }: { user: ResetUser; token: string }): Promise<void> => {
    await db.transaction(async (tx) => {
      const [credential] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
        .limit(1)
      if (credential) {
        await queueMail(tx, {
          kind: 'password-reset',
          to: user.email,
          content: resetLinkMail(user.name, resetPageUrl(publicUrl, token)),
        })
        return
      }
      await tx.delete(verifications).where(eq(verifications.identifier, resetIdentifier(token)))
      await queueMail(tx, {
        kind: 'password-reset-google',
        to: user.email,
        content: signInWithGoogleMail(user.name, `${publicUrl}${LOGIN_PAGE}`),
      })
    })
  }

type ResetListener = (email: string) => Promise<void>

/** The listener of the reset being forwarded (set by the reset route around its call to better-auth). */
const listeners = new AsyncLocalStorage<ResetListener>()

/** Runs `work` (a forward of reset-password to better-auth) so that a completed reset calls `listener` first. */
export const hearingPasswordReset = <T>(listener: ResetListener, work: () => Promise<T>): Promise<T> =>
  listeners.run(listener, work)

/**
 * emailAndPassword.onPasswordReset: better-auth calls it once the new password is saved and the account's sessions
 * are ended, before it answers; the route's listener runs then, so the answer finds it done.
 */
export async function passwordWasReset({ user }: { user: { email: string } }): Promise<void> {
  await listeners.getStore()?.(user.email)
}
