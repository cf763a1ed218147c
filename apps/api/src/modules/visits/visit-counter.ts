// The store's visits (issue 27 item 4): every page of the shop a person's browser loads from the server (an HTML
// answer of 200: a first visit, a reload, a link followed from elsewhere; moves inside the app load no page) adds one
// to its UTC hour, up to a few dozen an hour per client (visits-plugin.ts, issue 37 item 3). Counts only: no cookie,
// no agent is kept, and an address only in the rate limits' counters, for an hour. Each process adds up its own in memory and writes them
// every few seconds in one statement (a visit costs no database write of its own), so every process's visits meet
// in site_visits_by_hour, which the dashboard reads.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'

/** How often a process writes the visits it counted. */
export const VISITS_FLUSH_MS = 5_000
const HOUR_MS = 3_600_000

/** The UTC hour an instant falls in, as its first millisecond. */
const hourOf = (at: Date): number => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS

export class VisitCounter {
  /** Visits counted since the last write, by hour (at most two keys: a write is due every few seconds). */
  private pending = new Map<number, number>()

  constructor(private readonly db: Database) {}

  count(at: Date = new Date()): void {
    const hour = hourOf(at)
    this.pending.set(hour, (this.pending.get(hour) ?? 0) + 1)
  }

  /** Writes the visits counted so far; a failed write keeps them for the next one. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const counted = this.pending
    this.pending = new Map()
    const hours = [...counted.keys()].map((hour) => new Date(hour).toISOString())
    const visits = [...counted.values()]
    try {
      await this.db.execute(sql`
        insert into site_visits_by_hour (hour, visits)
        select hour, visits from unnest(${sql.param(hours)}::timestamptz[], ${sql.param(visits)}::int[])
          as counted(hour, visits)
        on conflict (hour) do update set visits = site_visits_by_hour.visits + excluded.visits`)
    } catch (error) {
      for (const [hour, n] of counted) this.pending.set(hour, (this.pending.get(hour) ?? 0) + n)
      throw error
    }
  }
}

/** Visits of the last 24 hours at `now`: the current hour and the 23 before it. */
export async function visitsLastDay(db: Database, now: Date = new Date()): Promise<number> {
  const since = new Date(hourOf(now) - 23 * HOUR_MS).toISOString()
  const [row] = await rowsOf<{ visits: string | number | null }>(
    db,
    sql`select sum(visits) as visits from site_visits_by_hour where hour >= ${since}::timestamptz`,
  )
  return Number(row?.visits ?? 0)
}
