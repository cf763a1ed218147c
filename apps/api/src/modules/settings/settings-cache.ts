// The store's settings in this process's memory (issue 39): a quote reads them from here, never from the database
// (item 8). Each process reads the documents' versions every half second (one index read of three rows) and reloads
// a document whose version moved, so an edit through any process is priced by all within a second; the process that
// wrote it reloads at once. The pricing rules are compiled once per change (pricing-rules.ts).

import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { compileRules, type PricingRules } from '@bookstore/contract/pricing-rules'
import {
  ShippingSettings,
  StoreDetails,
  TaxSettings,
  type StoreSettings,
} from '@bookstore/contract/schemas/store-settings'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'

/** How often each process reads the versions: another process's edit is priced within this plus one query. */
export const SETTINGS_CHECK_EVERY_MS = 500

export type SettingsName = keyof StoreSettings

export const SETTINGS_SCHEMAS = {
  store: StoreDetails,
  shipping: ShippingSettings,
  taxes: TaxSettings,
} as const

export interface CurrentSettings {
  settings: StoreSettings
  rules: PricingRules
  /** The three versions, 'store.shipping.taxes': a quote stored under another label is stale. */
  label: string
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>

export class SettingsCache {
  private loaded: CurrentSettings | undefined
  private versions: Record<SettingsName, number> = { store: 0, shipping: 0, taxes: 0 }
  private timer: NodeJS.Timeout | undefined
  private checking: Promise<void> | undefined

  constructor(
    private readonly db: Database,
    private readonly log: Log,
  ) {}

  /**
   * The settings last read; before the first read worked (the database was away at start), read now: a failure is
   * the request's (a lost connection answers 503).
   */
  async current(): Promise<CurrentSettings> {
    if (!this.loaded) await this.refresh()
    if (!this.loaded) throw new Error('the store settings were not read')
    return this.loaded
  }

  /** Reads the versions and the documents that moved; one read at a time (a caller during one waits for it). */
  refresh(): Promise<void> {
    this.checking ??= this.read().finally(() => {
      this.checking = undefined
    })
    return this.checking
  }

  private async read(): Promise<void> {
    const rows = await rowsOf<{ name: SettingsName; version: string | number }>(
      this.db,
      sql`select name, version from store_settings`,
    )
    const moved = rows.filter((row) => Number(row.version) !== this.versions[row.name])
    if (moved.length === 0 && this.loaded) return
    const documents = await rowsOf<{ name: SettingsName; version: string | number; document: unknown }>(
      this.db,
      sql`select name, version, document from store_settings`,
    )
    const next: Partial<StoreSettings> = { ...this.loaded?.settings }
    const versions = { ...this.versions }
    for (const row of documents) {
      const parsed = SETTINGS_SCHEMAS[row.name].safeParse(row.document)
      if (!parsed.success) {
        // Only a hand-made write gets here (the API validates): the document as last read stays in force.
        this.log.error(
          { settings: row.name },
          'A stored settings document is not valid; the last good one stays',
        )
        continue
      }
      Object.assign(next, { [row.name]: parsed.data })
      versions[row.name] = Number(row.version)
    }
    const { store, shipping, taxes } = next
    if (!store || !shipping || !taxes)
      throw new Error('store_settings lacks a document: are the migrations applied?')
    const settings = { store, shipping, taxes }
    this.versions = versions
    this.loaded = {
      settings,
      rules: compileRules(settings),
      label: `${versions.store}.${versions.shipping}.${versions.taxes}`,
    }
  }

  /**
   * Reads now, then every SETTINGS_CHECK_EVERY_MS until stop(); a failed read is logged and tried again (a store
   * whose database is away at start still starts, and says so at /api/health/ready).
   */
  async start(everyMs = SETTINGS_CHECK_EVERY_MS): Promise<void> {
    const check = () =>
      this.refresh().catch((error: unknown) => {
        this.log.warn({ err: error }, 'Store settings unread: the last ones read stay in force')
      })
    await check()
    this.timer = setInterval(() => void check(), everyMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.checking?.catch(() => undefined)
  }
}
