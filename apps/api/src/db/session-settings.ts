// The settings a transaction sets for the triggers that read them (current_setting), set only through this helper so
// each name and what reads it stays listed here. bookstore.stock_sale: read by the books_update_bump_catalogue
// trigger (migration 0007_shared_rows.sql), which leaves the catalogue version alone when a transaction that says
// it is a sale only changes stock counts (ADR 003).

import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** Every setting a trigger reads, with the values it understands. */
export interface SessionSettings {
  /** 'on': this transaction sells copies; its stock counts reach stored catalogue answers within their freshness. */
  'bookstore.stock_sale': 'on'
}

export type SessionSettingName = keyof SessionSettings

/**
 * Sets `name` for the rest of the transaction `tx` (set_config's is_local: it ends with the transaction, so it never
 * leaks to the next user of a pooled connection). Outside a transaction it would last one statement: pass a `tx`.
 */
export async function setSessionSetting<Name extends SessionSettingName>(
  tx: Database,
  name: Name,
  value: SessionSettings[Name],
): Promise<void> {
  await tx.execute(sql`select set_config(${name}, ${value}, true)`)
}
