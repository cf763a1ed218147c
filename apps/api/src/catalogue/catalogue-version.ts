// The catalogue's version as the database keeps it (ARCHITECTURE §10 "The catalogue cache follows the database"):
// triggers bump catalogue_state in the transaction of every write to books, authors, their links and quotes, whoever
// writes (this process, another one, the admin CLI, plain SQL). Each process reads that one row every 250 ms, and
// once more after each of its own catalogue writes, so every process names a version the same way and learns of a
// write within a check. Edits of a book's shown details alone (migration 0016) leave the version and add to
// catalogue_edits instead: the same read brings the books edited since the last one, whose answers alone go.

import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'

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
  /** The last of catalogue_edits (0 before any): books whose shown details alone changed (migration 0016). */
  edit: number
}

/**
 * A read of the state, and the books edited after the `edit` the reader already had (each once): undefined when it
 * had none, or when they are not all known any more (catalogue_edits keeps the last 1,000): then everything goes.
 */
export type CatalogueRead = CatalogueState & { edited?: readonly string[] }

/** The longest a stored answer may show a stock count after an order changed it. */
export const STOCK_FRESHNESS_MS = 10_000

export const periodOf = (now: number): number => Math.floor(now / STOCK_FRESHNESS_MS)

/** Reads the state; `editsSince` asks for the books edited after that edit as well. */
export type ReadCatalogueState = (editsSince?: number) => Promise<CatalogueRead>

/** How often each process reads the version: another process's write is seen within this plus one query. */
export const CHECK_EVERY_MS = 250

/** Books edited after the reader's last edit, read at most (catalogue_edits keeps this many). */
const EDITS_KEPT = 1000

/**
 * The one row, by primary key, with the ends of catalogue_edits and, when asked, the books edited since: one
 * statement, index reads only (nothing new: an empty range).
 */
export const readCatalogueState =
  (db: Database): ReadCatalogueState =>
  async (editsSince) => {
    const since = editsSince ?? null
    const [row] = await rowsOf<{
      epoch: string
      version: string | number
      edit: string | number | null
      oldest: string | number | null
      edited: string[] | null
    }>(
      db,
      sql`select s.epoch, s.version,
            (select max(seq) from catalogue_edits) as edit,
            (select min(seq) from catalogue_edits) as oldest,
            case when ${since}::bigint is null then null else array(
              select distinct e.book_id::text
              from (select book_id from catalogue_edits where seq > ${since}::bigint order by seq limit ${EDITS_KEPT}) e
            ) end as edited
          from catalogue_state s where s.id = 1`,
    )
    if (!row) throw new Error('catalogue_state has no row: are the migrations applied?')
    const edit = Number(row.edit ?? 0)
    const state: CatalogueState = {
      epoch: row.epoch,
      version: Number(row.version),
      period: periodOf(Date.now()),
      edit,
    }
    // Edits after `since` were pruned before this read (its oldest is past since + 1): not all known.
    const complete = since !== null && (edit === since || Number(row.oldest ?? 0) <= since + 1)
    return complete ? { ...state, edited: row.edited ?? [] } : state
  }

/** The ETag of a version: the same on every process of one database, so a 304 works behind a load balancer. */
export const etagOf = ({ epoch, version, period, edit }: CatalogueState): string =>
  `W/"${epoch.replaceAll('-', '').slice(0, 12)}-${version}-${period}-${edit}"`

export const sameState = (a: CatalogueState | undefined, b: CatalogueState | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.epoch === b.epoch &&
  a.version === b.version &&
  a.period === b.period &&
  a.edit === b.edit

/** From `a` to `b` only books' shown details changed (the same version and period, later edits). */
const onlyEdited = (a: CatalogueState, b: CatalogueState): boolean =>
  a.epoch === b.epoch && a.version === b.version && a.period === b.period && b.edit > a.edit

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
    /** Called when only these books' shown details changed: what holds them must go, the rest is still current. */
    private readonly onEdits: (books: readonly string[]) => void,
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
    // The books edited after the state this process has (a read applied meanwhile can only have a later one: the
    // books read here are then more than needed, never fewer).
    const { edited, ...state } = await this.read(this.state?.edit)
    if (number > this.applied) {
      this.applied = number
      if (!sameState(state, this.state)) {
        // From no version to one nothing is dropped: answers then under way are labelled with what they read.
        const before = this.state
        this.state = state
        if (before && onlyEdited(before, state) && edited !== undefined) this.onEdits(edited)
        else if (before) this.onMove()
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
