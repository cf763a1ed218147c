// Search (issue 16): derived tables written by hand in migrations 0005, 0009 and 0012, read through SQL by
// the search module; and the dashboard's order search words (issue 26, migration 0015), read by admin-orders. Names
// of constraints are the migrations' own. The books' search documents and indexes are declared on booksWithSearch
// (catalogue.ts).

import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  customType,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { books } from './catalogue'

/**
 * Derived: the words of titles, author lines and publishers (3 letters or more, folded), which a typed word is
 * widened to. Only ever grows: a word no book has any more only widens a query to a word that matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
])

/**
 * Derived: each known word under itself and each of its one-letter deletions, so a typed word one edit from a known
 * word finds it in the primary key (migration 0009).
 */
export const searchWordKeys = pgTable(
  'search_word_keys',
  {
    key: text('key').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ name: 'search_word_keys_pk', columns: [t.key, t.word] })],
)

/** PostgreSQL's one-byte "char" (not char(1)): a posting's weight, 'A' to 'C'. */
const singleByteChar = customType<{ data: string }>({ dataType: () => '"char"' })

/**
 * Derived: per word of a book's headings (head_doc), the best part that has it ('A' title, 'B' author line,
 * 'C' publisher) and the book's creation time, so a one-word search reads a page from an index (migration 0012).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    bookId: uuid('book_id').notNull(),
    word: text('word').notNull(),
    weight: singleByteChar('weight').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_postings_pk', columns: [t.bookId, t.word] }),
    foreignKey({
      name: 'search_postings_book_id_fkey',
      columns: [t.bookId],
      foreignColumns: [books.id],
    }).onDelete('cascade'),
    index('search_postings_rank_idx').on(
      t.word,
      t.weight,
      t.createdAt.desc().nullsFirst(),
      t.bookId.desc().nullsFirst(),
    ),
  ],
)

/**
 * Derived: each run of 3 or more [a-z0-9] characters of an order's lower(name) || ' ' || email, under the order's
 * placed_at, so a one-word order search reads a page and its count from this key (migration 0015).
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  {
    word: text('word').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').notNull(),
  },
  (t) => [primaryKey({ name: 'order_search_words_pk', columns: [t.word, t.placedAt, t.orderId] })],
)

/** Derived: every word order_search_words has had (only ever grows), found by trigrams (migration 0015). */
export const orderSearchVocabulary = pgTable(
  'order_search_vocabulary',
  { word: text('word').primaryKey() },
  (t) => [index('order_search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
)
