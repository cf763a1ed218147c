// The admin's failed mail (issue 24): the messages whose every try failed, newest first and paged, and retrying one
// (queued again now, its tries counted anew).

import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminMail, AdminMailQuery } from '@bookstore/contract/schemas/admin-mail'
import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/http/paging'

const adminFields = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
}

type AdminMailRow = Omit<AdminMail, 'state' | 'createdAt'> & { state: string; createdAt: Date }

const toAdminMailJson = (row: AdminMailRow): AdminMail => ({
  ...row,
  // The table's check holds it to these three.
  state: row.state as AdminMail['state'],
  createdAt: row.createdAt.toISOString(),
})

/** A page of the failed messages, newest first (ties by id, so pages never overlap); from mail_outbox_state_idx. */
export async function listFailedMail(db: Database, query: AdminMailQuery): Promise<Page<AdminMail>> {
  const { limit, offset } = pageWindow(query)
  const failed = eq(mailOutbox.state, 'failed')
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminFields)
      .from(mailOutbox)
      .where(failed)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(failed),
  ])
  return { items: rows.map(toAdminMailJson), total: counted?.total ?? 0 }
}

/** Queues a failed message again, due now with its tries counted anew; 404 unknown, 409 when it has not failed. */
export async function retryFailedMail(db: Database, id: string): Promise<AdminMail> {
  const [retried] = await db
    .update(mailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()`, leasedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
    .returning(adminFields)
  if (retried) return toAdminMailJson(retried)
  const [existing] = await db
    .select({ state: mailOutbox.state })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
  if (!existing) throw new DomainError('not_found', 'No such message', 404)
  throw new DomainError('conflict', `This message has not failed (it is ${existing.state})`, 409)
}
