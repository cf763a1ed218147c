ALTER TABLE "books" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "books_price_idx" ON "books" USING btree ("new_price_cents","id");--> statement-breakpoint
CREATE INDEX "books_title_idx" ON "books" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "books_bestselling_idx" ON "books" USING btree ("units_sold" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Search (issue 16), written by hand. Both extensions are trusted (any database owner may create them); the embedded
-- database loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
-- Lowercase without accents ('Čapek' -> 'capek'): what every search document, index and query is compared in.
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this IMMUTABLE in practice,
-- which an index expression and a generated column need. Schema-qualified so it works whatever the search_path.
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- The search document: title (weight A) > author line (B) > publisher (C) > description (D). The 'simple' config
-- keeps every word as written (no stemming, no stop words), so names, initials and numbers match.
ALTER TABLE "books" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', search_fold("title")), 'A') ||
  setweight(to_tsvector('simple', search_fold("author")), 'B') ||
  setweight(to_tsvector('simple', search_fold("publisher")), 'C') ||
  setweight(to_tsvector('simple', search_fold("description")), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "books_search_doc_idx" ON "books" USING gin ("search_doc");
--> statement-breakpoint
-- Trigram indexes for what full-text words cannot find: the closest title ("Did you mean") and suggestions by
-- likeness.
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (search_fold("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "authors_name_trgm_idx" ON "authors" USING gin (search_fold("name") gin_trgm_ops);
--> statement-breakpoint
-- The words of titles, author lines and publishers: a typed word is widened to the known words like it (trigram
-- similarity, e.g. 'frankenstien' -> 'frankenstein') before the full-text match. Only ever grows: a word no book has
-- any more only widens a query to a word that matches nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "book_search_words"(title text, author text, publisher text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple',
    search_fold(title || ' ' || author || ' ' || publisher)))) AS w WHERE length(w) >= 3 $$;
--> statement-breakpoint
-- Statement-level with the transition table: one insert per statement, however many books it wrote (seed:scale).
CREATE FUNCTION "collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "written_books", book_search_words("title", "author", "publisher") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_insert_search_words" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS "written_books" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"();
--> statement-breakpoint
CREATE TRIGGER "books_update_search_words" AFTER UPDATE ON "books"
  REFERENCING NEW TABLE AS "written_books" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "books", book_search_words("title", "author", "publisher") AS w ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Copies sold per book (sort=bestselling), kept by statement-level triggers on order lines: one update per
-- statement, grouped by book, whoever writes (the API, seed:scale, plain SQL).
CREATE FUNCTION "count_units_sold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "books" SET "units_sold" = "books"."units_sold" + s.n
      FROM (SELECT "book_id", count(*)::int AS n FROM "added_items" WHERE "book_id" IS NOT NULL GROUP BY 1) AS s
      WHERE "books"."id" = s."book_id";
  ELSE
    UPDATE "books" SET "units_sold" = greatest("books"."units_sold" - s.n, 0)
      FROM (SELECT "book_id", count(*)::int AS n FROM "removed_items" WHERE "book_id" IS NOT NULL GROUP BY 1) AS s
      WHERE "books"."id" = s."book_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_units_sold" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "added_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_units_sold"();
--> statement-breakpoint
CREATE TRIGGER "order_items_delete_units_sold" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "removed_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_units_sold"();
--> statement-breakpoint
UPDATE "books" SET "units_sold" = s.n
  FROM (SELECT "book_id", count(*)::int AS n FROM "order_items" WHERE "book_id" IS NOT NULL GROUP BY 1) AS s
  WHERE "books"."id" = s."book_id";
