// The catalogue's version as the database keeps it (ARCHITECTURE §10 "The catalogue cache follows the database"):
// triggers bump catalogue_state in the transaction of every write to books, authors, their links and quotes, whoever
// writes (this process, another one, the admin CLI, plain SQL). Each process reads that one row every 250 ms, and
// once more after each of its own catalogue writes, so every process names a version the same way and learns of a
// write within a check.

import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '@/db/client'
import { catalogueState } from '@/db/schema'

export interface CatalogueState {
  /** Random per database: an ETag of another database never matches. */
  epoch: string
  version: number
  /**
   * Which STOCK_FRESHNESS_MS period of the clock the version was read in. Orders change stock without moving the
   * version (only a book going out of or back into stock does: migration 0007), so a stored answer's stock counts
   * are kept at most one period: a new period is a new version on every process alike.
   */
  period: number
}

/** The longest a stored answer may show a stock count after an order changed it. */
export const STOCK_FRESHNESS_MS = 10_000

export const periodOf = (now: number): number => Math.floor(now / STOCK_FRESHNESS_MS)

export type ReadCatalogueState = () => Promise<CatalogueState>

/** How often each process reads the version: another process's write is seen within this plus one query. */
export const CHECK_EVERY_MS = 250

/** The one row, by primary key. */
export const readCatalogueState =
  (db: Database): ReadCatalogueState =>
  async () => {
    const [row] = await db
      .select({ epoch: catalogueState.epoch, version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1))
    if (!row) throw new Error('catalogue_state has no row: are the migrations applied?')
    return { ...row, period: periodOf(Date.now()) }
  }

/** The ETag of a version: the same on every process of one database, so a 304 works behind a load balancer. */
export const etagOf = ({ epoch, version, period }: CatalogueState): string =>
  `W/"${epoch.replaceAll('-', '').slice(0, 12)}-${version}-${period}"`

export const sameState = (a: CatalogueState | undefined, b: CatalogueState | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.epoch === b.epoch &&
  a.version === b.version &&
  a.period === b.period

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>

export class CatalogueVersion {
  private state: CatalogueState | undefined
  /** Reads are numbered as they are sent; one answered after a later-sent read was applied is old news. */
  private sent = 0
  private applied = 0
  private timer: NodeJS.Timeout | undefined
  private checking: Promise<void> | undefined
  private watching = false
  private failing = false

  constructor(
    private readonly read: ReadCatalogueState,
    /** Called when the version moved (or was forgotten): what was stored under the old one must go. */
    private readonly onMove: () => void,
    private readonly log: Log,
  ) {}

  /** The version last read; undefined before the first read and after forget(). */
  get current(): CatalogueState | undefined {
    return this.state
  }

  /** Reads the row now and applies it (unless a read sent later was applied first); throws when the read fails. */
  async refresh(): Promise<CatalogueState> {
    this.sent += 1
    const number = this.sent
    const state = await this.read()
    if (number > this.applied) {
      this.applied = number
      if (!sameState(state, this.state)) {
        // From no version to one nothing is dropped: answers then under way are labelled with what they read.
        const moved = this.state !== undefined
        this.state = state
        if (moved) this.onMove()
      }
    }
    return state
  }

  /**
   * The version moved but could not be read (a write succeeded, then its check failed): nothing stored is current,
   * and reads sent before now may not be applied. The next check, or the next answer produced, reads it again.
   */
  forget(): void {
    this.applied = this.sent
    this.state = undefined
    this.onMove()
  }

  /** Checks every `everyMs` until stop(); a failed check is logged once per outage and tried again. */
  start(everyMs: number = CHECK_EVERY_MS): void {
    this.watching = true
    const check = async () => {
      try {
        await this.refresh()
        if (this.failing) this.log.info('Catalogue version check works again')
        this.failing = false
      } catch (error) {
        if (!this.failing) {
          this.log.warn(
            { err: error },
            'Catalogue version check failed: serving the stored catalogue answers until the database answers again',
          )
        }
        this.failing = true
      }
    }
    const next = () => {
      if (!this.watching) return
      // Unref'd: the check never keeps a process alive that has nothing else to do.
      this.timer = setTimeout(() => {
        this.checking = check().finally(next)
      }, everyMs).unref()
    }
    next()
  }

  /** Stops checking, once a check under way has finished (the database may close next). */
  async stop(): Promise<void> {
    this.watching = false
    clearTimeout(this.timer)
    await this.checking
  }
}
