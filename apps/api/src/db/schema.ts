// Database tables (Drizzle, snake_case columns) for every entity of spec §3 (ARCHITECTURE §4): the one module the
// app (`@/db/schema`), better-auth's drizzle adapter and drizzle-kit (drizzle.config.ts) read. It declares every
// table, column, index and constraint the migrations build (docs/data-model.md), by area, in tables/:
//   catalogue.ts  authors, books and booksWithSearch (one table, two objects), book_authors, quotes, stored_files
//   orders.ts     orders (numbered by orders_number_seq), order_items, invoice_counters
//   accounts.ts   admins, revoked_admin_tokens; better-auth's users, sessions, accounts, verifications
//   derived.ts    catalogue_state, book_counts, sales_by_day, book_sales_by_month, book_pairs, customer_order_totals
//                 (kept by triggers)
//   search.ts     search_words, search_word_keys, search_postings (derived too, kept by triggers)
//   mail.ts       mail_outbox (every message, until sent) and wishlist_items
//   visits.ts     site_visits_by_hour (the pages people loaded, by hour)
//   settings.ts   store_settings (the store's details, shipping zones and tax rates)
//   columns.ts    created_at and updated_at, shared by the others (not re-exported: it holds no table)
// The order of the lines below is the order drizzle-kit reads the tables in. books and booksWithSearch stay together
// in catalogue.ts, books first: drizzle-kit keeps whichever of the two it reads last (see booksWithSearch).

export * from './tables/catalogue'
export * from './tables/orders'
export * from './tables/accounts'
export * from './tables/derived'
export * from './tables/search'
export * from './tables/mail'
export * from './tables/visits'
export * from './tables/settings'
