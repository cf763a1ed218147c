// The outbox in Prometheus (issue 37, item 5): how many messages wait (queued, first try or retries), failed after
// every try, or expired unsent, and how old the oldest waiting one is; read from the database at each scrape (one
// query for both gauges), so every process of a store reports the same figures: in a cluster the primary takes the
// largest worker's value rather than their sum (the gauges' aggregator). A scrape while the database is away keeps
// the figures last read rather than failing the whole scrape.

import { sql } from 'drizzle-orm'
import { Gauge, type Registry } from 'prom-client'
import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'

/** The states the messages gauge reports (a sent message is not news). */
const UNSENT_STATES = ['queued', 'failed', 'expired'] as const

interface OutboxFigures {
  counts: Record<(typeof UNSENT_STATES)[number], number>
  /** Seconds since the oldest queued message was written; 0 with none. */
  oldestQueuedAgeSeconds: number
}

async function readOutboxFigures(db: Database): Promise<OutboxFigures | undefined> {
  // From mail_outbox_state_idx: the sent rows, the many, are not read.
  const rows = await db
    .select({
      state: mailOutbox.state,
      count: sql<number>`count(*)::int`,
      oldestAge: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}))::double precision`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.state} <> 'sent'`)
    .groupBy(mailOutbox.state)
    .catch(() => undefined)
  if (!rows) return undefined
  const counts = { queued: 0, failed: 0, expired: 0 }
  let oldestQueuedAgeSeconds = 0
  for (const row of rows) {
    if (row.state === 'queued' || row.state === 'failed' || row.state === 'expired') {
      counts[row.state] = Number(row.count)
    }
    if (row.state === 'queued') oldestQueuedAgeSeconds = Math.max(0, Number(row.oldestAge ?? 0))
  }
  return { counts, oldestQueuedAgeSeconds }
}

/** Registers the outbox's gauges on `registry` (the metrics plugin's, through app.ts). */
export function registerMailMetrics(registry: Registry, db: Database): void {
  // Both gauges of one scrape share one read.
  let reading: Promise<OutboxFigures | undefined> | undefined
  const figures = () => {
    reading ??= readOutboxFigures(db).finally(() => {
      reading = undefined
    })
    return reading
  }
  new Gauge({
    name: 'bookstore_mail_messages',
    help: 'Outbox messages not sent, by state: queued (waiting for a first try or a retry), failed (every try failed), expired (outlived their link unsent).',
    labelNames: ['state'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const read = await figures()
      for (const state of UNSENT_STATES) if (read) this.set({ state }, read.counts[state])
    },
  })
  new Gauge({
    name: 'bookstore_mail_oldest_queued_age_seconds',
    help: 'Seconds since the oldest message still queued was written (0 when none waits).',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const read = await figures()
      if (read) this.set(read.oldestQueuedAgeSeconds)
    },
  })
}
