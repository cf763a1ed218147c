// Writing a message to the outbox (issue 24): callers pass their own transaction, so the message exists exactly when
// what caused it does (an order placed, a fulfilment, a reset requested); the sender (sender.ts) delivers it later.
// Sending never delays or fails the caller: it is the outbox's job.

import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import { renderMail, type MailContent } from './message'

/** What a message is about; the admin's mail list shows it. */
export type MailKind =
  | 'password-reset'
  | 'password-reset-google'
  | 'order-placed'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'

export interface OutgoingMail {
  kind: MailKind
  to: string
  content: MailContent
  /**
   * When the message is worth nothing (a reset link's token expires): still unsent then, it is marked expired and
   * never sent (sender.ts). Without it the message is tried until its last try.
   */
  expiresAt?: Date
}

/** The outbox row of `mail`, rendered: what a queued message is until the sender takes it. */
export function outboxRow(mail: OutgoingMail) {
  const { subject, text, html } = renderMail(mail.content)
  return {
    kind: mail.kind,
    toAddress: mail.to,
    subject,
    textBody: text,
    htmlBody: html,
    expiresAt: mail.expiresAt,
  }
}

/** Queues `mail` in `tx` (a transaction, or the database for a write of its own); returns the outbox row's id. */
export async function queueMail(tx: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id })
  if (!row) throw new Error('insert returned no outbox row')
  return row.id
}
