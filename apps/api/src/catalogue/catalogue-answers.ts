// The catalogue cache itself (catalogue-cache.ts is its plugin): stored answers keyed by request under the catalogue
// version, bounded in entries and bytes, each miss produced in its lane and counted against its client's budget
// (miss-budget.ts), each answer sent as stored bytes in the encoding asked.

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { CatalogueVersion, etagOf, type CatalogueState, type ReadCatalogueState } from './catalogue-version'
import {
  MISS_LANES_EMBEDDED,
  MISS_LANES_SERVER,
  missQueues,
  paceRefusal,
  type MissBudget,
  type MissLane,
  type MissLanes,
  type RefusalPace,
} from './miss-budget'
import { DomainError } from '@/plugins/errors'
import type { WorkQueue } from '@/http/work-queue'
import { clientKey } from '@/plugins/rate-limits'
import { sendStored, storeAnswer, storedSize, type Answer, type StoredBody } from '@/http/stored-answer'

/**
 * Book pages and shelves produced at once (the pages lane, miss-budget.ts says why); the rest wait their turn, each
 * after a turn of the event loop.
 */
export const MISSES_AT_ONCE_EMBEDDED = MISS_LANES_EMBEDDED.pages.atOnce
export const MISSES_AT_ONCE_SERVER = MISS_LANES_SERVER.pages.atOnce

const afterATurn =
  <T>(produce: () => Promise<T>) =>
  async (): Promise<T> => {
    await new Promise((resolve) => setImmediate(resolve))
    return produce()
  }

export interface CacheBounds {
  /** Answers kept at most (each distinct query is one). */
  maxEntries: number
  /** Bytes kept at most, every encoding made counted. */
  maxBytes: number
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }

interface Entry {
  body: Promise<StoredBody>
  /** The answer once kept. */
  stored?: StoredBody
  /** Which lane produced it: a search's answer goes with any book's edit (a description is searched). */
  lane: MissLane
  /** Counted in storedBytes: the JSON once the body is kept, then each compressed form as it is made; 0 until kept. */
  bytes: number
  kept: boolean
}

export interface CatalogueCacheOptions {
  bounds?: CacheBounds
  /** Distinct book pages and shelves produced at once (the pages lane's; MISSES_AT_ONCE_EMBEDDED by default). */
  missesAtOnce?: number
  /** The lanes' bounds (MISS_LANES_EMBEDDED by default; missesAtOnce overrides the pages lane's atOnce). */
  lanes?: MissLanes
  /** Each client IP's misses; none counted without one. */
  budget?: MissBudget
  /** How refusals (429, 503) are held before they leave (none held without one). */
  refusalPace?: RefusalPace
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
}

export class CatalogueCache {
  /**
   * Every stored answer was produced under the current version: one produced while the version moved is not kept
   * (load), and a move drops them all. In least-recently-used order: a hit moves its key to the end, eviction takes
   * from the front.
   */
  private readonly entries = new Map<string, Entry>()
  private storedBytes = 0
  private readonly misses: Record<MissLane, WorkQueue>
  private readonly budget: MissBudget | undefined
  private readonly refusalPace: RefusalPace | undefined
  private readonly bounds: CacheBounds
  /** Misses queued or being produced: close() waits for them (the database closes next). */
  private readonly producing = new Set<Promise<unknown>>()
  private closed = false
  readonly version: CatalogueVersion

  constructor(
    readState: ReadCatalogueState,
    {
      bounds = DEFAULT_CACHE_BOUNDS,
      lanes = MISS_LANES_EMBEDDED,
      missesAtOnce = lanes.pages.atOnce,
      budget,
      refusalPace,
      log,
    }: CatalogueCacheOptions,
  ) {
    this.bounds = bounds
    this.misses = missQueues({ ...lanes, pages: { ...lanes.pages, atOnce: missesAtOnce } })
    this.budget = budget
    this.refusalPace = refusalPace
    this.version = new CatalogueVersion(
      readState,
      () => this.clear(),
      (books) => this.dropBooks(books),
      log,
    )
  }

  /** The ETag of the version last read; undefined before the first read (no If-None-Match matches then). */
  get etag(): string | undefined {
    const state = this.version.current
    if (state === undefined) return undefined
    // Made once per version read, not per request.
    if (state !== this.etagState) {
      this.etagState = state
      this.etagText = etagOf(state)
    }
    return this.etagText
  }

  private etagState: CatalogueState | undefined
  private etagText: string | undefined

  /**
   * The version of what catalogue writes change, without the stock period: the label of data only those writes move
   * (a search's typed words, read from the titles' vocabulary). Undefined before the first read.
   */
  get contentVersion(): string | undefined {
    const state = this.version.current
    return state && `${state.epoch}:${state.version}`
  }

  /** Misses producing and waiting in each lane. */
  get lanes(): Record<MissLane, { running: number; waiting: number }> {
    return { pages: this.misses.pages.load, searches: this.misses.searches.load }
  }

  /** What is kept now: answers and their bytes. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.storedBytes }
  }

  /**
   * This process changed the catalogue outside a route that declares changesCatalogue: every stored answer goes, and
   * the version is read again before the next answer is produced.
   */
  bump(): void {
    this.version.forget()
  }

  /** Reads the version now (the database's row); stored answers go when it moved. Throws when the read fails. */
  async check(): Promise<void> {
    await this.version.refresh()
  }

  /**
   * Stops for good, before the database closes (process/graceful-stop.ts): the version is no longer checked, a miss
   * still waiting in a lane is refused (503) instead of produced (its request may be long gone: a client that gave up
   * leaves its miss queued), and the misses being produced finish. Nothing of the cache reads the database after.
   */
  async close(): Promise<void> {
    this.closed = true
    await this.version.stop()
    await Promise.allSettled([...this.producing])
  }

  private clear(): void {
    this.entries.clear()
    this.storedBytes = 0
  }

  /**
   * Only `books`' shown details changed (the version read is already the new one): the answers that hold one of
   * them go (their JSON names its id: a book, a list, also-bought, a sitemap), as do every search's and every answer
   * still being produced (labelled with the old version, it would not be kept); the others are current under the
   * new version and are labelled with it, so their ETag still answers 304.
   */
  private dropBooks(books: readonly string[]): void {
    const etag = this.etag
    for (const [key, entry] of this.entries) {
      const stored = entry.stored
      if (
        etag !== undefined &&
        stored &&
        entry.lane !== 'searches' &&
        !books.some((id) => stored.holds(id))
      ) {
        stored.relabel(etag)
        continue
      }
      this.entries.delete(key)
      this.storedBytes -= entry.bytes
    }
  }

  /**
   * The stored answer for `key`, produced once per version; failures (a 404 …) are not kept. The answer is labelled
   * with the version read before it was produced, so its data are at least that new; it is kept only if that is
   * still the version when it is ready (a write that landed meanwhile moved it: the answer is the caller's alone).
   * A miss waits in `lane`, served client by client in turn (`owner`: the client that asked first); when its line is
   * full it fails with 503 `unavailable`, when its owner holds its share of the lane with 429 (and is not kept).
   */
  load(
    key: string,
    produce: () => Promise<Answer<unknown>>,
    lane: MissLane = 'pages',
    owner?: string,
  ): Promise<StoredBody> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.body
    }
    const produced = this.misses[lane].run(
      undefined,
      afterATurn(async () => {
        if (this.closed) throw new DomainError('unavailable', 'The store is stopping. Please try again.', 503)
        const label = this.version.current ?? (await this.version.refresh())
        return { label, answer: await produce() }
      }),
      owner,
    )
    this.producing.add(produced)
    const settled = () => this.producing.delete(produced)
    produced.then(settled, settled)
    // A compressed form made later grows a kept entry, so the byte bound can evict (its bytes made before the entry
    // was kept are in storedSize then). Not counted once the entry is gone: its bytes go with the last request.
    const grew = (bytes: number) => {
      if (!entry.kept || this.entries.get(key) !== entry) return
      entry.bytes += bytes
      this.storedBytes += bytes
      this.evict()
    }
    const entry: Entry = {
      body: produced.then(({ label, answer }) => storeAnswer(answer, etagOf(label), grew)),
      bytes: 0,
      kept: false,
      lane,
    }
    this.entries.set(key, entry)
    this.evict()
    entry.body.then(
      (body) => {
        // Dropped meanwhile (the version moved, or evicted), or produced under an older version: not kept.
        if (this.entries.get(key) !== entry) return
        if (body.etag !== this.etag) {
          this.entries.delete(key)
          return
        }
        entry.bytes = storedSize(body)
        entry.kept = true
        entry.stored = body
        this.storedBytes += entry.bytes
        this.evict()
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    return entry.body
  }

  /** A kept answer, moved to the end of the least-recently-used order as load() moves a hit. */
  private hit(key: string, stored: StoredBody): StoredBody {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return stored
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.bounds.maxEntries && this.storedBytes <= this.bounds.maxBytes) return
      this.entries.delete(key)
      this.storedBytes -= entry.bytes
    }
  }

  /**
   * Answers a catalogue read: 304 on a current ETag, else the stored bytes in the best accepted encoding (made on its
   * first ask; a small answer goes uncompressed, without Content-Encoding). `produce`
   * must return what the route's response schema describes (checked when compiling); the bytes are sent as they are,
   * so the schema's serializer never runs, neither on a hit nor on a miss.
   */
  async send<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<NonNullable<Parameters<Reply['send']>[0]>>,
    lane: MissLane = 'pages',
  ): Promise<FastifyReply> {
    return this.sendAnswer(request, reply, key, async () => ({ body: await produce() }), lane)
  }

  /** As send, for an answer that comes with headers of its own (a page of a list: X-Total-Count, Link). */
  async sendAnswer<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<Answer<NonNullable<Parameters<Reply['send']>[0]>>>,
    lane: MissLane = 'pages',
  ): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    const etag = this.etag
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      return reply.header('ETag', etag).code(304).send()
    }
    let stored: StoredBody
    try {
      // A hit is answered from what is kept: no client key, no budget. A miss (neither kept nor being produced) is
      // counted against the client's budget: 429 past it.
      const hit = this.entries.get(key)?.stored
      if (hit !== undefined) stored = this.hit(key, hit)
      else {
        const client = clientKey(request.ip)
        if (this.budget && !this.entries.has(key)) await this.budget.take(client, reply, lane)
        stored = await this.load(key, produce, lane, client)
      }
    } catch (error) {
      return paceRefusal(error, reply, this.refusalPace)
    }
    return sendStored(request, reply.header('ETag', stored.etag), stored)
  }
}
