// Store settings for tests (issue 39). Most test files are about something else than shipping and tax: their apps
// run a store that ships everywhere free and charges no tax, so an order costs its books, as the files expect
// (BOOKS_ONLY). A file about pricing asks for the demo store's settings (`storeSettings: 'demo'`, what migration
// 0023 seeds) or writes its own through the admin API.

import { sql } from 'drizzle-orm'
import type { ShippingSettings, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import type { Database } from '@/db/client'

export const FREE_SHIPPING: ShippingSettings = {
  zones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      countries: [],
      restOfWorld: true,
      methods: [
        {
          id: 'free',
          name: 'Free shipping',
          firstBook: 0,
          furtherBook: 0,
          freeFrom: null,
          estimate: '3–5 business days',
        },
      ],
    },
  ],
}

export const NO_TAXES: TaxSettings = { rates: [] }

/** Which settings a test app's store runs with. */
export type TestStoreSettings = 'books-only' | 'demo'

/** Writes the shipping and tax documents of `kind` ('demo' leaves the migration's). */
export async function useStoreSettings(db: Database, kind: TestStoreSettings): Promise<void> {
  if (kind === 'demo') return
  await db.execute(sql`
    update store_settings set document = case name
        when 'shipping' then ${JSON.stringify(FREE_SHIPPING)}::jsonb
        when 'taxes' then ${JSON.stringify(NO_TAXES)}::jsonb
        else document end,
      version = version + 1
    where name in ('shipping', 'taxes')`)
}
