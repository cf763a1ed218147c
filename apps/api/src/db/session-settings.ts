// The settings a transaction sets for the triggers that read them (current_setting), set only through this helper so
// each name and what reads it stays listed here. bookstore.stock_sale: read by the books_update_bump_catalogue
// trigger (migration 0007_shared_rows.sql), which leaves the catalogue version alone when a transaction that says
// it is a sale only changes stock counts (ADR 003), and by count_units_sold (migration 0014).

import { sql, type SQL } from 'drizzle-orm'

/** Every setting a trigger reads, with the values it understands. */
export interface SessionSettings {
  /** 'on': this transaction sells copies; its stock counts reach stored catalogue answers within their freshness. */
  'bookstore.stock_sale': 'on'
}

export type SessionSettingName = keyof SessionSettings

/**
 * An expression that sets `name` for the rest of the transaction (set_config's is_local: it ends with the
 * transaction, so it never leaks to the next user of a pooled connection; outside a transaction it would last one
 * statement). A statement sets it on its way, saving a round trip: the setting holds once the expression is
 * evaluated, so the statement must evaluate it before the rows it writes (a materialized CTE that the writing part
 * reads). Its value is the setting's.
 */
export const sessionSetting = <Name extends SessionSettingName>(
  name: Name,
  value: SessionSettings[Name],
): SQL => sql`set_config(${name}, ${value}, true)`
