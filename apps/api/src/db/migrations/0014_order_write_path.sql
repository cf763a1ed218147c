-- The write path at scale (issue 26 item 7), written by hand. Every order updated its books twice (takeStock's stock,
-- then count_units_sold's units_sold), and each books UPDATE fired the statement triggers of the catalogue's search
-- words and postings, which capture every updated row (tsvectors included) and recompute its words: 1.6 ms of a
-- 2.5 ms stock update on the scale seed, for a change of stock that never changes a word. Now:
-- - search words and postings are kept on an update by row triggers that fire only when a heading (title, author
--   line, publisher) or the creation time is written and has changed: a stock or units-sold update fires none.
--   Inserts keep their statement triggers (the seed's 100k books in one statement).
-- - an order counts its units sold in the stock update itself (takeStock, in a transaction marked
--   bookstore.stock_sale): count_units_sold leaves such a transaction's lines alone, so each book of an order is
--   updated once. Lines written otherwise (seed:scale, plain SQL) are still counted by the trigger.
-- - book_pairs: an insert of new orders' lines (an order's lines are one INSERT) counts its pairs directly from the
--   lines, without the general before/after difference through jsonb (0.7-5 ms an order), which updates and deletes
--   keep.
DROP TRIGGER "books_update_search_words" ON "books";
--> statement-breakpoint
DROP TRIGGER "books_update_search_postings" ON "books";
--> statement-breakpoint
CREATE FUNCTION "collect_book_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM book_search_words(NEW."title", NEW."author", NEW."publisher") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_update_search_words" AFTER UPDATE OF "title", "author", "publisher" ON "books"
  FOR EACH ROW WHEN ((OLD."title", OLD."author", OLD."publisher") IS DISTINCT FROM (NEW."title", NEW."author", NEW."publisher"))
  EXECUTE FUNCTION "collect_book_search_words"();
--> statement-breakpoint
CREATE FUNCTION "collect_book_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_postings" WHERE "book_id" = NEW."id";
  INSERT INTO "search_postings" ("book_id", "word", "weight", "created_at")
    SELECT NEW."id", p."word", p."weight", NEW."created_at" FROM book_postings(NEW."head_doc") AS p
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- head_doc is generated from title, author and publisher: a write of one of them (or of created_at) is the only way
-- it changes.
CREATE TRIGGER "books_update_search_postings" AFTER UPDATE OF "title", "author", "publisher", "created_at" ON "books"
  FOR EACH ROW WHEN (OLD."head_doc" IS DISTINCT FROM NEW."head_doc" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "collect_book_search_postings"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_units_sold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- An order's sale (takeStock) added its copies to units_sold with the stock it took.
    IF coalesce(current_setting('bookstore.stock_sale', true), '') = 'on' THEN
      RETURN NULL;
    END IF;
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
CREATE FUNCTION "count_inserted_book_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The pairs each new line makes with every line of its order (new or not), both ways, once per pair of lines.
  INSERT INTO "book_pairs" ("book_id", "other_book_id", "times")
    SELECT x."book_id", y."book_id", count(*)::int
    FROM "order_items" AS x JOIN "order_items" AS y ON y."order_id" = x."order_id" AND y."book_id" <> x."book_id"
    WHERE x."order_id" IN (SELECT "order_id" FROM new_lines)
      AND (EXISTS (SELECT 1 FROM new_lines AS n WHERE n."order_id" = x."order_id" AND n."position" = x."position")
        OR EXISTS (SELECT 1 FROM new_lines AS n WHERE n."order_id" = y."order_id" AND n."position" = y."position"))
    GROUP BY 1, 2
    -- In key order, so that two writers meet on the same rows in the same order.
    ORDER BY 1, 2
    ON CONFLICT ("book_id", "other_book_id") DO UPDATE SET "times" = "book_pairs"."times" + EXCLUDED."times";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "order_items_insert_book_pairs" ON "order_items";
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_book_pairs" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_book_pairs"();
--> statement-breakpoint
-- count_sales, the fourth and last definition (0004, 0007, 0008): 32 shards a day instead of 8. An order holds its
-- shard's row from its insert to its commit; a process's 10 pooled sessions over 8 shards shared rows, so concurrent
-- orders waited for each other there (Lock:transactionid under 50 connections). Readers sum a day's shards as before.
CREATE OR REPLACE FUNCTION "count_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session_shard smallint := (pg_backend_pid() % 32)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD."cancelled" THEN
    INSERT INTO "sales_by_day" ("day", "shard", "orders", "revenue_cents")
      VALUES ((OLD."placed_at" AT TIME ZONE 'UTC')::date, session_shard, -1, -OLD."total_price_cents")
      ON CONFLICT ("day", "shard") DO UPDATE
      SET "orders" = "sales_by_day"."orders" - 1,
          "revenue_cents" = "sales_by_day"."revenue_cents" - OLD."total_price_cents";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW."cancelled" THEN
    INSERT INTO "sales_by_day" ("day", "shard", "orders", "revenue_cents")
      VALUES ((NEW."placed_at" AT TIME ZONE 'UTC')::date, session_shard, 1, NEW."total_price_cents")
      ON CONFLICT ("day", "shard") DO UPDATE
      SET "orders" = "sales_by_day"."orders" + 1,
          "revenue_cents" = "sales_by_day"."revenue_cents" + EXCLUDED."revenue_cents";
  END IF;
  RETURN NULL;
END
$$;
