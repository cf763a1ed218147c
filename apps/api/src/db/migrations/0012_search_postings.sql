-- Search at scale (issue 16), written by hand. A one-word search ranks the books whose headings have the word (or a
-- look-alike, or a word it starts) by the best part that has it (title, then author line, then publisher), newest
-- first among equals. Ranking every match with ts_rank read each matching row: ~1,800 rows, 6-8 ms, for a common word
-- with a typo on the scale seed. search_postings keeps, per word of a book's headings (head_doc, migration 0011), that
-- best part and the book's creation time, in that order in an index: a page is the first entries of a few index
-- ranges, and the count of a word's books is an index-only count, at any catalogue size.
CREATE TABLE "search_postings" (
  "book_id" uuid NOT NULL REFERENCES "books" ("id") ON DELETE CASCADE,
  "word" text NOT NULL,
  -- 'A' title, 'B' author line, 'C' publisher: the best of the parts that have the word ('A' sorts first).
  "weight" "char" NOT NULL,
  "created_at" timestamptz NOT NULL,
  CONSTRAINT "search_postings_pk" PRIMARY KEY ("book_id", "word")
);
--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" ("word", "weight", "created_at" DESC, "book_id" DESC);
--> statement-breakpoint
-- A book's postings: each lexeme of its headings with the best weight it has there.
CREATE FUNCTION "book_postings"(doc tsvector) RETURNS TABLE ("word" text, "weight" "char")
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT u.lexeme, min(w)::"char" FROM unnest(doc) AS u, unnest(u.weights) AS w GROUP BY u.lexeme $$;
--> statement-breakpoint
-- Kept by statement triggers, one statement per write however many books it writes (the seed's 100k at once). An
-- update rewrites the postings of the books whose headings or creation time changed only: an order's stock and
-- units-sold updates leave them alone. A deleted book's go with it (ON DELETE CASCADE).
CREATE FUNCTION "collect_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "search_postings" AS p USING "old_books" AS o, "written_books" AS n
    WHERE n."id" = o."id" AND p."book_id" = n."id"
      AND (n."head_doc" IS DISTINCT FROM o."head_doc" OR n."created_at" IS DISTINCT FROM o."created_at");
    INSERT INTO "search_postings" ("book_id", "word", "weight", "created_at")
    SELECT n."id", p."word", p."weight", n."created_at"
    FROM "written_books" AS n JOIN "old_books" AS o ON o."id" = n."id", book_postings(n."head_doc") AS p
    WHERE n."head_doc" IS DISTINCT FROM o."head_doc" OR n."created_at" IS DISTINCT FROM o."created_at"
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_postings" ("book_id", "word", "weight", "created_at")
    SELECT n."id", p."word", p."weight", n."created_at" FROM "written_books" AS n, book_postings(n."head_doc") AS p
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_insert_search_postings" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS "written_books" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_postings"();
--> statement-breakpoint
CREATE TRIGGER "books_update_search_postings" AFTER UPDATE ON "books"
  REFERENCING OLD TABLE AS "old_books" NEW TABLE AS "written_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_postings"();
--> statement-breakpoint
INSERT INTO "search_postings" ("book_id", "word", "weight", "created_at")
  SELECT b."id", p."word", p."weight", b."created_at" FROM "books" AS b, book_postings(b."head_doc") AS p
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every order updates its books' stock and units sold, which are indexed, so each such update adds the row to every
-- index of books, the GIN ones too. GIN queues those in a pending list that every search then reads in full until
-- it is merged (at 4 MB by default, or by vacuum): 1,000 queued rows made a one-word look-up 0.6-0.9 ms instead of
-- 0.01 on the scale seed. A 64 kB list keeps that read short; merging it costs an order now and then a few ms.
ALTER INDEX "books_search_doc_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "books_head_doc_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "books_title_trgm_idx" SET (gin_pending_list_limit = 64);
