// The dashboard's mail that did not go out (issue 24; issue 37, item 5): the messages a try failed to send (still
// tried, or failed after every try) or that expired unsent, and retrying one.

import { z } from 'zod/mini'
import { pageQueryFields } from './paging'

/**
 * A message's state in the outbox: waiting or being retried, sent, failed after its last try, or expired unsent (a
 * reset link whose token ran out: never sent; Retry mails a fresh link).
 */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'expired'] as const
export type MailState = (typeof MAIL_STATES)[number]

/** GET /api/admin/mail query: a page (newest first). */
export const AdminMailQuery = z.object({ ...pageQueryFields })
export type AdminMailQuery = z.infer<typeof AdminMailQuery>

/** One outbox message as the admin sees it: what it is about and to whom, its tries and the last error. */
export const AdminMail = z.object({
  id: z.string(),
  /** What it is about: 'password-reset', 'order-placed', … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.int(),
  /** Why the last try failed (a relay's answer, a refused connection); never a password. */
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  /** When a queued message is tried next; null for any other state. */
  nextAttemptAt: z.nullable(z.string()),
  /** When the message is worth nothing any more (a reset link's expiry); null when it never expires. */
  expiresAt: z.nullable(z.string()),
})
export type AdminMail = z.infer<typeof AdminMail>
export const AdminMailList = z.array(AdminMail)
export type AdminMailList = z.infer<typeof AdminMailList>
