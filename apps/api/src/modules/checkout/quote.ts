// POST /api/checkout/quote (issue 39 item 2): a cart's full price for one address and shipping method. The books'
// prices come from the database (one named statement for the books this process has not read under the catalogue's
// version), the rules from memory (settings-cache.ts); each answer is kept per content under the catalogue's and the
// settings' versions, so a shopper changing her address back and forth, or a thousand shoppers with the same cart,
// cost one read.

import type { CheckoutQuote, QuoteBody } from '@bookstore/contract/schemas/checkout'
import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { namedStatement } from '@/db/statements'
import type { CurrentSettings } from '@/modules/settings'
import { unpriceable } from './destination'
import { priceCart } from './price-cart'
import { toQuoteJson } from './quote-json'

/** Quotes kept at most; the oldest goes first. */
export const QUOTES_KEPT = 5000

const bookPrices = namedStatement<{ id: string; title: string; newPriceCents: number }>(
  'book_prices_by_ids',
  () => sql`select id, title, new_price_cents from books where id = any(${sql.placeholder('ids')}::uuid[])`,
)

/** Book prices kept at most (a whole 100k-book catalogue is a few MB; a large shop's carts reuse far fewer). */
export const PRICES_KEPT = 50_000

/**
 * The books' titles and prices as this process last read them, under one catalogue version: a quote for books read
 * before reads nothing (a thousand quotes at once cost no database work, which the embedded database would do on the
 * event loop). A new version (a write, or the next stock period) starts afresh.
 */
class BookPrices {
  private label: string | undefined
  private readonly kept = new Map<string, { title: string; newPriceCents: number }>()

  async of(db: Database, label: string | undefined, ids: readonly string[]) {
    if (label !== this.label || label === undefined) {
      this.kept.clear()
      this.label = label
    }
    const unknown = [...new Set(ids)].filter((id) => !this.kept.has(id))
    if (unknown.length > 0) {
      const rows = await bookPrices(db, { ids: unknown })
      // Read under `label`: kept only if the version did not move meanwhile.
      if (label !== undefined && this.label === label) {
        if (this.kept.size + rows.length > PRICES_KEPT) this.kept.clear()
        for (const row of rows) this.kept.set(row.id, row)
      }
      return new Map([...ids.flatMap((id) => this.known(id)), ...rows.map((row) => [row.id, row] as const)])
    }
    return new Map(ids.flatMap((id) => this.known(id)))
  }

  private known(id: string) {
    const row = this.kept.get(id)
    return row ? [[id, row] as const] : []
  }
}

/** Answers kept by content, under the versions they were computed from. */
export class QuoteCache {
  private readonly kept = new Map<string, CheckoutQuote>()
  readonly prices = new BookPrices()

  get(key: string): CheckoutQuote | undefined {
    return this.kept.get(key)
  }

  set(key: string, quote: CheckoutQuote): void {
    if (this.kept.size >= QUOTES_KEPT) {
      const oldest = this.kept.keys().next()
      if (!oldest.done) this.kept.delete(oldest.value)
    }
    this.kept.set(key, quote)
  }
}

/**
 * The quote of `body`: 422 for a book that does not exist (productIds), a country not shipped to, a missing region or
 * another zone's method. `catalogueLabel` is the catalogue's version (undefined before the first read: nothing kept).
 */
export async function quoteOf(
  db: Database,
  settings: CurrentSettings,
  catalogueLabel: string | undefined,
  body: QuoteBody,
  cache: QuoteCache,
): Promise<CheckoutQuote> {
  const { productIds, address, shippingMethod } = body
  const key = JSON.stringify([
    catalogueLabel,
    settings.label,
    productIds,
    address.country,
    address.state,
    shippingMethod,
  ])
  const kept = catalogueLabel === undefined ? undefined : cache.get(key)
  if (kept) return kept

  const byId = await cache.prices.of(db, catalogueLabel, productIds)
  const missing = productIds.filter((id) => !byId.has(id))
  if (missing.length > 0)
    throw unpriceable('productIds', `no book has the id ${[...new Set(missing)].join(', ')}`)
  const lines = productIds.map((id) => ({ bookId: id, unitCents: byId.get(id)?.newPriceCents ?? 0 }))
  const { price, destination } = priceCart(settings.rules, lines, address, shippingMethod)
  const quote = toQuoteJson(price, (id) => byId.get(id)?.title ?? '', destination)
  if (catalogueLabel !== undefined) cache.set(key, quote)
  return quote
}
