// The owner's edits of the store settings (issue 39 item 1): each document is written whole, validated by the
// contract's schemas before it gets here, and its version moves so every process reloads it (settings-cache.ts).

import { sql } from 'drizzle-orm'
import type { StoreSettings } from '@bookstore/contract/schemas/store-settings'
import type { Database } from '@/db/client'
import type { SettingsName } from './settings-cache'

/** Stores `document` as the settings `name`, by the admin `by`. */
export async function writeSettings<N extends SettingsName>(
  db: Database,
  name: N,
  document: StoreSettings[N],
  by: string,
): Promise<void> {
  await db.execute(sql`
    insert into store_settings (name, document, updated_by) values (${name}, ${JSON.stringify(document)}::jsonb, ${by})
    on conflict (name) do update set document = excluded.document, version = store_settings.version + 1,
      updated_at = now(), updated_by = excluded.updated_by`)
}
