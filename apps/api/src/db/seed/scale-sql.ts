// The statements of the scale seed (seed-scale.ts): set-based SQL that generates rows in PostgreSQL itself
// (generate_series, random(), word lists passed as text[] parameters), so that a million orders take minutes.
// The seed_* tables are temporary (dropped at commit): they hold the generated rows that later steps join on.

import { CATEGORY_SHARES } from './scale-words'

/** A random entry of a text[] (volatile: a new draw on every row). */
export const CREATE_PICK = `
CREATE FUNCTION pg_temp.seed_pick(words text[]) RETURNS text LANGUAGE sql VOLATILE
  AS $$ SELECT words[1 + floor(random() * cardinality(words))::int] $$`

const pick = (param: string) => `pg_temp.seed_pick(${param}::text[])`

/** The category of a uniform draw `r`, by the cumulative shares of CATEGORY_SHARES (our own slugs, no quoting needed). */
function categoryCase(r: string): string {
  let upTo = 0
  const branches = CATEGORY_SHARES.map(([slug, share]) => {
    upTo += share
    return `WHEN ${r} < ${upTo.toFixed(4)} THEN '${slug}'`
  })
  const [last] = CATEGORY_SHARES.at(-1) ?? ['fantasy']
  return `CASE ${branches.join(' ')} ELSE '${last}' END`
}

/** $1 given names, $2 family names, $3 cities, $4 how many. */
export const SEED_AUTHORS = `
CREATE TEMP TABLE seed_authors ON COMMIT DROP AS
WITH drawn AS MATERIALIZED (
  SELECT n, ${pick('$1')} AS given, ${pick('$2')} AS family, ${pick('$3')} AS city,
    chr(65 + floor(random() * 26)::int) AS initial, 3 + floor(random() * 30)::int AS years,
    now() - random() * interval '8 years' AS created_at
  FROM generate_series(1, $4::int) AS n
)
SELECT n, gen_random_uuid() AS id, given || ' ' || family AS name,
  given || ' ' || initial || '. ' || family AS full_name,
  given || ' ' || family || ' lives in ' || city || ' and has been writing for ' || years || ' years.' AS about,
  created_at
FROM drawn`

export const INSERT_AUTHORS = `
INSERT INTO authors (id, name, full_name, about, image, created_at)
SELECT id, name, full_name, about, '', created_at FROM seed_authors ORDER BY created_at`

/**
 * $1 adjectives, $2 nouns, $3 places, $4 given names, $5 publishers, $6 roles, $7 actions, $8 objects, $9 middle
 * sentences, $10 closing sentences, $11 how many, $12 authors to draw from.
 */
export const SEED_BOOKS = `
CREATE TEMP TABLE seed_books ON COMMIT DROP AS
WITH drawn AS MATERIALIZED (
  SELECT n, random() AS r_title, random() AS r_category, random() AS r_price, random() AS r_discount,
    random() AS r_stock, random() AS r_age, random() AS r_classic,
    ${pick('$1')} AS adjective, ${pick('$2')} AS noun, ${pick('$2')} AS noun2, ${pick('$3')} AS place,
    ${pick('$4')} AS given, ${pick('$5')} AS publisher, ${pick('$6')} AS role, ${pick('$7')} AS action,
    ${pick('$8')} AS object, ${pick('$9')} AS middle, ${pick('$10')} AS closer,
    -- Prolific authors have the low numbers: a few write many books, most write one or two.
    1 + floor(power(random(), 2) * $12::int)::int AS author1,
    CASE WHEN random() < 0.08 THEN 1 + floor(random() * $12::int)::int END AS author2,
    random() < 0.05 AS trending,
    CASE WHEN random() < 0.1 THEN NULL ELSE 96 + floor(random() * 700)::int END AS pages,
    floor(random() * 100)::int AS r_cents
  FROM generate_series(1, $11::int) AS n
), shaped AS MATERIALIZED (
  SELECT d.*, ${categoryCase('r_category')} AS category,
    -- Newer books are more numerous: the catalogue grew over six years.
    now() - power(r_age, 1.5) * interval '6 years' AS created_at
  FROM drawn AS d
)
SELECT n, gen_random_uuid() AS id, category, author1, author2, trending, pages, publisher, created_at,
  CASE
    WHEN r_title < 0.30 THEN 'The ' || adjective || ' ' || noun
    WHEN r_title < 0.50 THEN noun || ' of ' || place
    WHEN r_title < 0.62 THEN 'The ' || noun || ' and the ' || noun2
    WHEN r_title < 0.75 THEN 'A ' || noun || ' for ' || given
    WHEN r_title < 0.88 THEN 'The ' || adjective || ' ' || noun || ' of ' || place
    ELSE adjective || ' ' || noun2
  END AS title,
  'In ' || place || ', ' || role || ' ' || action || ' ' || object || '. ' || middle || ' ' || closer AS description,
  -- $4.99 to $35.99, most under $15; business and technology books cost $15 more.
  (4 + floor(power(r_price, 2) * 32)::int) * 100 + 99
    + CASE WHEN category IN ('business', 'technology') THEN 1500 ELSE 0 END AS price_cents,
  CASE WHEN r_discount < 0.35 THEN 0 ELSE (1 + floor(r_discount * 12)::int) * 100 END AS markup_cents,
  -- 5% out of stock, 10% with 1 to 5 copies left, the rest 6 to 255.
  CASE
    WHEN r_stock < 0.05 THEN 0
    WHEN r_stock < 0.15 THEN 1 + r_cents % 5
    ELSE 6 + floor(power(random(), 2) * 250)::int
  END AS stock,
  CASE
    WHEN r_classic < 0.08 THEN date '1800-01-01' + floor(random() * 55000)::int
    ELSE (created_at - random() * interval '3 years')::date
  END AS published_at
FROM shaped`

/** $1 cover file names. Inserted oldest first, as a shop adds them. */
export const INSERT_BOOKS = `
INSERT INTO books (id, title, description, cover_image, category, author, old_price_cents, new_price_cents, stock,
  trending, hardcover_page_count, publisher, published_at, created_at, updated_at)
SELECT b.id, b.title, b.description, ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int], b.category,
  a1.name || coalesce(', ' || a2.name, ''), b.price_cents + b.markup_cents, b.price_cents, b.stock, b.trending,
  b.pages, b.publisher, b.published_at, b.created_at, b.created_at
FROM seed_books AS b
JOIN seed_authors AS a1 ON a1.n = b.author1
LEFT JOIN seed_authors AS a2 ON a2.n = b.author2 AND b.author2 <> b.author1
ORDER BY b.created_at`

export const INSERT_BOOK_AUTHORS = `
INSERT INTO book_authors (book_id, author_id, position)
SELECT b.id, a.id, 0 FROM seed_books AS b JOIN seed_authors AS a ON a.n = b.author1
UNION ALL
SELECT b.id, a.id, 1 FROM seed_books AS b JOIN seed_authors AS a ON a.n = b.author2 WHERE b.author2 <> b.author1`

/** Every book of the shop (the demo's, earlier runs', this run's), numbered in a random order of popularity. */
export const SEED_SHELF = `
CREATE TEMP TABLE seed_shelf ON COMMIT DROP AS
SELECT row_number() OVER (ORDER BY random())::int AS n, id, title, cover_image, new_price_cents FROM books`

/**
 * $1 given names, $2 family names, $3 cities, $4 states, $5 countries (the three in step), $6 streets, $7 this run's
 * tag (keeps emails and usernames unique across runs), $8 how many.
 */
export const SEED_USERS = `
CREATE TEMP TABLE seed_users ON COMMIT DROP AS
WITH drawn AS MATERIALIZED (
  SELECT n, replace(gen_random_uuid()::text, '-', '') AS id, ${pick('$1')} AS given, ${pick('$2')} AS family,
    1 + floor(random() * cardinality($3::text[]))::int AS place, ${pick('$6')} AS street,
    1 + floor(random() * 300)::int AS house, floor(random() * 100000)::int AS zip,
    floor(random() * 10000000)::int AS line
  FROM generate_series(1, $8::int) AS n
)
SELECT n, id, given || ' ' || family AS name, lower(given || '.' || family || '.' || $7::text || n) AS handle,
  house || ' ' || street AS street, ($3::text[])[place] AS city, ($4::text[])[place] AS state,
  ($5::text[])[place] AS country, lpad(zip::text, 5, '0') AS zipcode, '+1 555 ' || lpad(line::text, 7, '0') AS phone
FROM drawn`

/** $1 how many, $2 shoppers to draw from. Orders grow over 30 months: twice as many now as on average. */
export const SEED_ORDERS = `
CREATE TEMP TABLE seed_orders ON COMMIT DROP AS
WITH drawn AS MATERIALIZED (
  SELECT n, random() AS r_items, random() AS r_delivered,
    -- Some shoppers come back often, most a few times.
    1 + floor(power(random(), 1.2) * $2::int)::int AS user_n,
    now() - (1 - sqrt(random())) * interval '913 days' AS placed_at
  FROM generate_series(1, $1::int) AS n
)
SELECT n, gen_random_uuid() AS id, user_n, placed_at,
  CASE WHEN r_items < 0.45 THEN 1 WHEN r_items < 0.75 THEN 2 WHEN r_items < 0.9 THEN 3 ELSE 4 END AS items,
  placed_at < now() - interval '14 days' AND r_delivered < 0.97 AS delivered
FROM drawn`

/**
 * $1 books on the shelf. A book at most once per order; the best sellers (low n) sell far more than the tail: the
 * first 1% of the shelf takes 10% of the sales.
 */
export const SEED_ITEMS = `
CREATE TEMP TABLE seed_items ON COMMIT DROP AS
SELECT order_id, (row_number() OVER (PARTITION BY order_id ORDER BY book_n) - 1)::int AS position, book_n
FROM (
  SELECT DISTINCT o.id AS order_id, 1 + floor(power(random(), 2) * $1::int)::int AS book_n
  FROM seed_orders AS o, generate_series(1, o.items) AS line
) AS lines`

/** Shoppers, each signed up some days before her first order. */
export const INSERT_USERS = `
INSERT INTO users (id, name, email, email_verified, image, username, created_at, updated_at)
SELECT u.id, u.name, u.handle || '@example.org', true, NULL, u.handle, joined, joined
FROM seed_users AS u
LEFT JOIN (SELECT user_n, min(placed_at) AS first_order FROM seed_orders GROUP BY user_n) AS f ON f.user_n = u.n,
LATERAL (SELECT coalesce(f.first_order, now()) - random() * interval '60 days' AS joined) AS j`

/**
 * Each total is the sum of its lines' prices, as the orders service computes it for books sent free of tax (the
 * seeded orders have no shipping or tax). Oldest first, as placed: the column's default numbers them in that order
 * (migration 0017). Their invoice numbers are given here, per year of placing after the ones the year already has
 * (the column's default would take them one by one from invoice_counters, migration 0023), and
 * COUNT_INVOICE_NUMBERS moves the counters past them.
 */
export const INSERT_ORDERS = `
INSERT INTO orders (id, user_uid, name, email, phone, street, city, country, state, zipcode, total_price_cents,
  subtotal_cents, invoice_number, seller, delivered, created_at, placed_at)
SELECT o.id, u.id, u.name, u.handle || '@example.org', u.phone, u.street, u.city, u.country, u.state, u.zipcode,
  t.total_cents, t.total_cents, o.year::text || '-' || lpad(o.k::text, greatest(6, length(o.k::text)), '0'),
  store_seller(), o.delivered, o.placed_at, o.placed_at
FROM (
  SELECT s.*, coalesce(c.last_number, 0) + row_number() OVER (PARTITION BY s.year ORDER BY s.placed_at, s.id) AS k
  FROM (SELECT *, extract(year FROM placed_at AT TIME ZONE 'UTC')::int AS year FROM seed_orders) AS s
  LEFT JOIN invoice_counters AS c ON c.year = s.year
) AS o
JOIN seed_users AS u ON u.n = o.user_n
JOIN (
  SELECT i.order_id, sum(s.new_price_cents)::int AS total_cents
  FROM seed_items AS i JOIN seed_shelf AS s ON s.n = i.book_n
  GROUP BY i.order_id
) AS t ON t.order_id = o.id
ORDER BY o.placed_at, o.id`

/** The invoice counters past the numbers INSERT_ORDERS gave: each year's last is its highest number. */
export const COUNT_INVOICE_NUMBERS = `
INSERT INTO invoice_counters (year, last_number)
SELECT split_part(invoice_number, '-', 1)::int, max(split_part(invoice_number, '-', 2)::int) FROM orders GROUP BY 1
ON CONFLICT (year) DO UPDATE SET last_number = greatest(invoice_counters.last_number, EXCLUDED.last_number)`

export const INSERT_ORDER_ITEMS = `
INSERT INTO order_items (order_id, position, book_id, title, cover_image, unit_price_cents)
SELECT i.order_id, i.position, s.id, s.title, s.cover_image, s.new_price_cents
FROM seed_items AS i JOIN seed_shelf AS s ON s.n = i.book_n`

/**
 * "Readers also bought" (migration 0006) for this run's orders, whose lines went in with the trigger off: for each
 * ordered pair of different books in one order, how many orders hold both, added to what earlier orders counted.
 * Grouped on the temporary tables (no index needed), then named by book id.
 */
export const COUNT_BOOK_PAIRS = `
INSERT INTO book_pairs (book_id, other_book_id, times)
SELECT a.id, b.id, p.times
FROM (
  SELECT x.book_n AS x_n, y.book_n AS y_n, count(*)::int AS times
  FROM seed_items AS x JOIN seed_items AS y ON y.order_id = x.order_id AND y.book_n <> x.book_n
  GROUP BY 1, 2
) AS p
JOIN seed_shelf AS a ON a.n = p.x_n
JOIN seed_shelf AS b ON b.n = p.y_n
ORDER BY 1, 2
ON CONFLICT (book_id, other_book_id) DO UPDATE SET times = book_pairs.times + EXCLUDED.times`

/**
 * The derived state of migrations 0004, 0005, 0008, 0009, 0012, 0015, 0018 and 0019, counted afresh (their triggers were off during the bulk
 * inserts): book counts, sales per day, the search vocabulary and postings, and the units each book sold. Like the
 * triggers, the sales (per day, per book and month, units sold) leave cancelled orders out; book_pairs, which this
 * run adds to with COUNT_BOOK_PAIRS, counts them.
 */
export const RECOUNT = [
  `DELETE FROM book_counts`,
  `INSERT INTO book_counts (category, books, trending)
   SELECT category, count(*), count(*) FILTER (WHERE trending) FROM books GROUP BY category`,
  `DELETE FROM sales_by_day`,
  `INSERT INTO sales_by_day (day, orders, revenue_cents)
   SELECT (placed_at AT TIME ZONE 'UTC')::date, count(*), sum(total_price_cents) FROM orders WHERE NOT cancelled
   GROUP BY 1`,
  // Each customer's orders not cancelled and what they came to (migration 0018), her last order, cancelled or not, and
  // a row for every user (0019).
  `DELETE FROM customer_order_totals`,
  `INSERT INTO customer_order_totals (user_uid, orders, spent_cents, last_order_at)
   SELECT user_uid, count(*) FILTER (WHERE NOT cancelled), coalesce(sum(total_price_cents) FILTER (WHERE NOT cancelled), 0),
     max(placed_at)
   FROM orders GROUP BY user_uid`,
  `INSERT INTO customer_order_totals (user_uid) SELECT id FROM users ON CONFLICT (user_uid) DO NOTHING`,
  `INSERT INTO search_words (word)
   SELECT DISTINCT w FROM books, book_search_words(title, author, publisher) AS w ON CONFLICT DO NOTHING`,
  `INSERT INTO search_word_keys (key, word)
   SELECT k, w.word FROM search_words AS w, LATERAL (SELECT w.word AS k UNION SELECT word_deletions(w.word)) AS keys
   ON CONFLICT DO NOTHING`,
  `INSERT INTO search_postings (book_id, word, weight, created_at)
   SELECT b.id, p.word, p.weight, b.created_at FROM books AS b, book_postings(b.head_doc) AS p
   ON CONFLICT DO NOTHING`,
  // The dashboard's order search words (migration 0015).
  `INSERT INTO order_search_words (word, placed_at, order_id)
   SELECT t, o.placed_at, o.id FROM orders AS o, order_search_tokens(o.name, o.email) AS t ON CONFLICT DO NOTHING`,
  `INSERT INTO order_search_vocabulary (word) SELECT DISTINCT word FROM order_search_words ON CONFLICT DO NOTHING`,
  // Lines of orders not cancelled, as count_units_sold and count_cancelled_order keep it (0005, 0008); every book,
  // so one whose every line is cancelled goes back to 0.
  `UPDATE books SET units_sold = s.n
   FROM (
     SELECT b.id, count(o.id)::int AS n FROM books AS b
     LEFT JOIN order_items AS i ON i.book_id = b.id
     LEFT JOIN orders AS o ON o.id = i.order_id AND NOT o.cancelled
     GROUP BY 1
   ) AS s
   WHERE books.id = s.id AND books.units_sold <> s.n`,
  `DELETE FROM book_sales_by_month`,
  `INSERT INTO book_sales_by_month (month, book_id, units, revenue_cents)
   SELECT date_trunc('month', o.placed_at AT TIME ZONE 'UTC')::date, i.book_id, count(*), sum(i.unit_price_cents)
   FROM order_items AS i JOIN orders AS o ON o.id = i.order_id
   WHERE i.book_id IS NOT NULL AND NOT o.cancelled
   GROUP BY 1, 2`,
]

/** Moves the catalogue version once, as a catalogue write's trigger does: every process drops its stored answers. */
export const BUMP_CATALOGUE = `UPDATE catalogue_state SET version = version + 1 WHERE id = 1`
