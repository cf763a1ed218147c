// The admin's mail that did not go out (issue 24; issue 37, item 5): from a message's first failed try on, newest
// first and paged: those still being tried (queued, with the error of the try that failed), those whose every try
// failed, and those that expired unsent (a reset link whose token ran out). Retrying one queues it again now, its
// tries counted anew; an expired one is renewed instead, by its kind's renewal (a reset mail: a new token and a
// fresh link, mailed as a new message that takes the old one's place), as its old content is worth nothing.

import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { AdminMail, AdminMailQuery } from '@bookstore/contract/schemas/admin-mail'
import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/http/paging'
import type { MailKind } from './outbox'

/**
 * Mails a fresh message in place of an expired one of its kind, to `to`; the new outbox row's id, or undefined when
 * there is nobody to mail any more (the account was deleted).
 */
export type MailRenewal = (to: string) => Promise<string | undefined>

/** The renewal of each kind of message that can expire (app.ts hands the identity's for a reset mail). */
export type MailRenewals = Partial<Record<MailKind, MailRenewal>>

const adminFields = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  expiresAt: mailOutbox.expiresAt,
}

type AdminMailRow = Omit<AdminMail, 'state' | 'createdAt' | 'nextAttemptAt' | 'expiresAt'> & {
  state: string
  createdAt: Date
  nextAttemptAt: Date
  expiresAt: Date | null
}

const toAdminMailJson = (row: AdminMailRow): AdminMail => ({
  ...row,
  // The table's check holds it to these four.
  state: row.state as AdminMail['state'],
  createdAt: row.createdAt.toISOString(),
  // When it is tried next: only a queued message will be.
  nextAttemptAt: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
})

/**
 * What the admin sees: failed and expired messages, and queued ones a try failed for (last_error is set by a failed
 * try and cleared when it is sent; a message on its first try has none, so it is not listed while it goes out).
 */
const notGoneOut = or(
  inArray(mailOutbox.state, ['failed', 'expired']),
  and(eq(mailOutbox.state, 'queued'), isNotNull(mailOutbox.lastError)),
)

/** A page of the mail that did not go out, newest first (ties by id, so pages never overlap). */
export async function listUnsentMail(db: Database, query: AdminMailQuery): Promise<Page<AdminMail>> {
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminFields)
      .from(mailOutbox)
      .where(notGoneOut)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(notGoneOut),
  ])
  return { items: rows.map(toAdminMailJson), total: counted?.total ?? 0 }
}

async function adminMailById(db: Database, id: string): Promise<AdminMail> {
  const [row] = await db.select(adminFields).from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!row) throw new DomainError('not_found', 'No such message', 404)
  return toAdminMailJson(row)
}

/**
 * Retries a message that did not go out: queued again, due now with its tries counted anew; one past its expiry
 * (marked expired, or about to be) is renewed through `renewals` and the fresh message answered, the old one deleted.
 * 404 unknown; 409 sent, being sent right now, or expired without a renewal.
 */
export async function retryMail(db: Database, id: string, renewals: MailRenewals): Promise<AdminMail> {
  const [found] = await db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      state: mailOutbox.state,
      outlived: sql<boolean>`coalesce(${mailOutbox.expiresAt} <= now(), false)`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
  if (!found) throw new DomainError('not_found', 'No such message', 404)
  if (found.state === 'sent') throw new DomainError('conflict', 'This message was sent already', 409)
  if (found.state === 'expired' || found.outlived) return renew(db, id, found, renewals)

  const [retried] = await db
    .update(mailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()`, leasedUntil: null })
    .where(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.state, ['queued', 'failed']),
        // Not while a sender holds it: that try is under way.
        or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`)),
      ),
    )
    .returning(adminFields)
  if (retried) return toAdminMailJson(retried)
  const now = await adminMailById(db, id)
  throw new DomainError('conflict', `This message cannot be retried now (it is ${now.state})`, 409)
}

async function renew(
  db: Database,
  id: string,
  expired: { kind: string; to: string },
  renewals: MailRenewals,
): Promise<AdminMail> {
  const renewal = renewals[expired.kind as MailKind]
  if (!renewal) {
    throw new DomainError(
      'conflict',
      'This message expired before it could be sent; it cannot be sent now',
      409,
    )
  }
  const freshId = await renewal(expired.to)
  if (freshId === undefined) {
    throw new DomainError('conflict', 'This message expired, and its account no longer exists', 409)
  }
  // The fresh message takes its place (two admins retrying at once mail two fresh links: both work, once).
  await db.delete(mailOutbox).where(and(eq(mailOutbox.id, id), ne(mailOutbox.state, 'sent')))
  return adminMailById(db, freshId)
}
