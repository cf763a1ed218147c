// better-auth's password reset, the store's side of it (issue 24, item 2): what a reset request mails (auth.ts hands
// resetMailer to emailAndPassword.sendResetPassword), and who hears of a completed reset (the reset route clears the
// owner's sign-in failures, so someone else's wrong guesses cannot keep her out once she has proved herself).
// A reset link works until its token's hour runs out, and no longer than until her password is set anew (issue 37,
// item 2): a completed reset, a password change (auth.ts's after hook) and the account's deletion end every reset
// token of hers (endResetLinks), so an older mailed link answers invalid_token. The mail carries the token's expiry:
// still unsent then (a mail server away), it is marked expired and never sent (modules/mail; Retry mails a fresh one).
//
// The outbox row and better-auth's verification row are written in the same request but not in one transaction:
// better-auth writes its row through its own adapter (auth.ts configures it without transactions) before it calls
// sendResetPassword, and hands us no transaction to join. So the outbox row is written right after, in the same
// request: if that write fails the answer is a 500 and what stays is a token nobody was sent, which expires within
// the hour.

import { AsyncLocalStorage } from 'node:async_hooks'
import { and, eq, like } from 'drizzle-orm'
import { LOGIN_PAGE } from '@bookstore/contract/schemas/password-reset'
import type { Database } from '@/db/client'
import { accounts, verifications } from '@/db/schema'
import { queueMail } from '@/modules/mail'
import { resetLinkMail, resetPageUrl, signInWithGoogleMail } from './reset-mail'

/** better-auth's name for an email-and-password account's row in `accounts`. */
const CREDENTIAL_PROVIDER = 'credential'

/** better-auth keeps a reset token as a verification row of this identifier, whose value is the user's id. */
const RESET_TOKEN_PREFIX = 'reset-password:'
const resetIdentifier = (token: string) => `${RESET_TOKEN_PREFIX}${token}`

/**
 * Deletes every reset token of user `userId` (in `db`, or a transaction): each link mailed to her then answers
 * invalid_token. After a completed reset, a password change and the account's deletion.
 */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`)))
}

/** Who hears of the outbox row a reset request queues (resetMailRenewal, which answers it). */
const queuedResetMail = new AsyncLocalStorage<(mailId: string) => void>()

/** Runs `work` (a reset request) and answers the id of the mail it queued, if any (none for an unknown email). */
export async function capturingResetMail(work: () => Promise<unknown>): Promise<string | undefined> {
  let mailId: string | undefined
  await queuedResetMail.run((id) => (mailId = id), work)
  return mailId
}

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
    const mailId = await db.transaction(async (tx) => {
      const [credential] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
        .limit(1)
      if (credential) {
        // The mail is worth nothing once its token has expired: unsent by then, it is never sent.
        const [issued] = await tx
          .select({ expiresAt: verifications.expiresAt })
          .from(verifications)
          .where(eq(verifications.identifier, resetIdentifier(token)))
        return queueMail(tx, {
          kind: 'password-reset',
          to: user.email,
          content: resetLinkMail(user.name, resetPageUrl(publicUrl, token)),
          expiresAt: issued?.expiresAt,
        })
      }
      await tx.delete(verifications).where(eq(verifications.identifier, resetIdentifier(token)))
      return queueMail(tx, {
        kind: 'password-reset-google',
        to: user.email,
        content: signInWithGoogleMail(user.name, `${publicUrl}${LOGIN_PAGE}`),
      })
    })
    queuedResetMail.getStore()?.(mailId)
  }

type ResetListener = (email: string) => Promise<void>

/** The listener of the reset being forwarded (set by the reset route around its call to better-auth). */
const listeners = new AsyncLocalStorage<ResetListener>()

/** Runs `work` (a forward of reset-password to better-auth) so that a completed reset calls `listener` first. */
export const hearingPasswordReset = <T>(listener: ResetListener, work: () => Promise<T>): Promise<T> =>
  listeners.run(listener, work)

/**
 * emailAndPassword.onPasswordReset: better-auth calls it once the new password is saved, the used token consumed and
 * the account's sessions ended, before it answers. Every other reset link of hers ends, and the route's listener runs
 * then, so the answer finds both done.
 */
export const passwordWasReset =
  (db: Database) =>
  async ({ user }: { user: { id: string; email: string } }): Promise<void> => {
    await endResetLinks(db, user.id)
    await listeners.getStore()?.(user.email)
  }
