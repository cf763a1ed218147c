// The outbox's sender (issue 24), one per process: about every second it leases the due messages in one statement
// (FOR UPDATE SKIP LOCKED: with several processes or machines on one database, exactly one of them takes each), sends
// them with no transaction open (PGlite has one connection), and records each outcome: sent, or tried again later by
// the backoff, or failed after the last try (the admin's mail list shows a message from its first failed try on). A
// message that outlives its expires_at unsent (a reset link whose token has expired; issue 37, item 5) is marked
// expired at the next pass and never sent. A restart loses nothing: a row stays queued, and a lease that ran out (a
// process that stopped mid-send) is taken again. Sent messages are deleted after 30 days. Errors of its own (the
// database away) are logged, never thrown.

import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '@/db/client'
import { mailOutbox } from '@/db/schema'
import type { MailTransport, OutboxMessage } from './transports'

/** The waits between tries: 1 min, 5 min, 30 min, 2 h, 6 h (six tries in about nine hours). */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
export const POLL_INTERVAL_MS = 1000
/** Messages leased at once: one batch at a time per process. */
export const BATCH_SIZE = 10
/** How long a leased batch is this process's: well beyond the SMTP timeouts of a batch (transports.ts). */
export const LEASE_MS = 10 * 60_000
/** Sent messages are kept this long (the admin or a support question may look one up), then deleted. */
export const SENT_KEPT_MS = 30 * 24 * 3600_000
/** How often a process deletes the sent messages past SENT_KEPT_MS, at most PRUNE_BATCH at a time. */
const PRUNE_EVERY_MS = 3600_000
const PRUNE_BATCH = 1000
/** How long stop() waits for a batch in flight; what is still unsent is taken again when its lease runs out. */
const STOP_GRACE_MS = 10_000
/** The longest last_error kept: the admin reads it, a relay's answer can run long. */
const ERROR_MAX_LENGTH = 300

export interface MailSenderOptions {
  db: Database
  transport: MailTransport
  log: FastifyBaseLogger
  pollIntervalMs?: number
  retryDelaysMs?: readonly number[]
}

/** `ms` from the database's now, as SQL (the database's clock decides, the same for every process). */
const fromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`

/** A row no process holds: never leased, or its lease ran out (the process stopped mid-send). */
const notLeased = or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`))

/** What went wrong, short and without a password (a URL's user:password@ is cut out). */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const cleaned = message
    .replace(/\/\/[^\s/@]*@/g, '//')
    .replace(/\s+/g, ' ')
    .trim()
  return cleaned.length > ERROR_MAX_LENGTH ? `${cleaned.slice(0, ERROR_MAX_LENGTH - 1)}…` : cleaned
}

export class MailSender {
  private readonly db: Database
  private readonly transport: MailTransport
  private readonly log: FastifyBaseLogger
  private readonly pollIntervalMs: number
  private readonly retryDelaysMs: readonly number[]
  private timer: NodeJS.Timeout | undefined
  private inFlight: Promise<void> | undefined
  private stopped = true
  /** Woken while a pass ran: look again at once after it. */
  private wokenMeanwhile = false
  /** The last pass failed (the database away): its error was logged once. */
  private failing = false
  /** When this process last deleted old sent messages (0: not yet; the first pass does). */
  private prunedAt = 0

  constructor(options: MailSenderOptions) {
    this.db = options.db
    this.transport = options.transport
    this.log = options.log
    this.pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS
  }

  /** Starts polling (a first pass at once). */
  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Looks for due messages now rather than at the next poll (a message was just queued or retried). */
  wake(): void {
    if (this.stopped) return
    if (this.inFlight) this.wokenMeanwhile = true
    else this.schedule(0)
  }

  /** Stops polling and waits (bounded) for a batch in flight; then closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    if (this.inFlight) {
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([this.inFlight, new Promise((r) => (timeout = setTimeout(r, STOP_GRACE_MS)))])
      clearTimeout(timeout)
    }
    this.transport.close()
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.tick(), ms)
  }

  private tick(): void {
    this.timer = undefined
    if (this.inFlight || this.stopped) return
    this.inFlight = this.pass().finally(() => {
      this.inFlight = undefined
      const again = this.wokenMeanwhile
      this.wokenMeanwhile = false
      this.schedule(again ? 0 : this.pollIntervalMs)
    })
  }

  /** Batches until fewer than a full one were due; an error is logged (once while it lasts), never thrown. */
  private async pass(): Promise<void> {
    try {
      await this.expireOutlived()
      let leased = BATCH_SIZE
      while (!this.stopped && leased === BATCH_SIZE) leased = await this.sendDue()
      if (!this.stopped && Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
        await this.pruneSent()
        this.prunedAt = Date.now()
      }
      if (this.failing) this.log.info('mail sender: the outbox answers again')
      this.failing = false
    } catch (error) {
      if (!this.failing)
        this.log.error({ err: error }, 'mail sender: the outbox could not be read; trying again')
      this.failing = true
    }
  }

  /**
   * Deletes up to PRUNE_BATCH messages sent more than SENT_KEPT_MS ago (the outbox does not grow with every order
   * ever placed; queued and failed ones stay); how many it deleted. Several processes may run it at once: harmless.
   */
  async pruneSent(): Promise<number> {
    const old = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.state, 'sent'),
          lt(mailOutbox.createdAt, sql`now() - ${SENT_KEPT_MS}::double precision * interval '1 millisecond'`),
        ),
      )
      .limit(PRUNE_BATCH)
    const deleted = await this.db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.id, old))
      .returning({ id: mailOutbox.id })
    return deleted.length
  }

  /**
   * Marks expired the queued messages past their expires_at that no process holds (a reset link whose token has
   * expired is never sent: Retry on the dashboard mails a fresh one); how many. Several processes may run it at once.
   */
  async expireOutlived(): Promise<number> {
    const expired = await this.db
      .update(mailOutbox)
      .set({ state: 'expired', leasedUntil: null })
      .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.expiresAt, sql`now()`), notLeased))
      .returning({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    for (const { id, attempts } of expired) {
      this.log.warn({ mailId: id, attempts }, 'mail expired before it could be sent (the admin sees it)')
    }
    return expired.length
  }

  /** One batch: leases the due messages (at most BATCH_SIZE), sends them, records each outcome; how many it leased. */
  async sendDue(): Promise<number> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.state, 'queued'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          notLeased,
          // One that expired since this pass began waits for the next pass to mark it: it is never sent.
          or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true })
    const leased = await this.db
      .update(mailOutbox)
      .set({ leasedUntil: fromNow(LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        createdAt: mailOutbox.createdAt,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        attempts: mailOutbox.attempts,
      })
    // Every delivery settles before the batch ends (stop() waits for it), even when recording one failed. The sent
    // ones are recorded together, in one statement (a busy shop sends a batch a pass, not a mail).
    const outcomes = await Promise.allSettled(leased.map((message) => this.deliver(message)))
    const sent = leased.filter((_, i) => {
      const outcome = outcomes[i]
      return outcome?.status === 'fulfilled' && outcome.value === 'sent'
    })
    if (sent.length > 0) {
      await this.db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: sql`now()`, leasedUntil: null, lastError: null })
        .where(
          inArray(
            mailOutbox.id,
            sent.map((message) => message.id),
          ),
        )
    }
    const failed = outcomes.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
    return leased.length
  }

  /** Sends one message: 'sent', or its failure recorded (tried again later, or failed for good). */
  private async deliver(message: OutboxMessage & { attempts: number }): Promise<'sent' | 'not sent'> {
    let failure: string | undefined
    try {
      await this.transport.send(message)
    } catch (error) {
      failure = describeFailure(error)
    }
    if (failure === undefined) return 'sent'
    // attempts counts this try: after the first, the first wait; none left, and the message has failed.
    const wait = this.retryDelaysMs[message.attempts - 1]
    await this.db
      .update(mailOutbox)
      .set(
        wait === undefined
          ? { state: 'failed', leasedUntil: null, lastError: failure }
          : { nextAttemptAt: fromNow(wait), leasedUntil: null, lastError: failure },
      )
      .where(eq(mailOutbox.id, message.id))
    const about = { mailId: message.id, attempts: message.attempts, error: failure }
    if (wait === undefined) this.log.error(about, 'mail failed after its last try (the admin sees it)')
    else this.log.warn({ ...about, retryInMs: wait }, 'mail not sent; it is tried again later')
    return 'not sent'
  }
}
