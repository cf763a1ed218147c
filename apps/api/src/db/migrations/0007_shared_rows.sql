DROP INDEX "books_newest_idx";--> statement-breakpoint
DROP INDEX "books_category_newest_idx";--> statement-breakpoint
DROP INDEX "books_bestselling_idx";--> statement-breakpoint
-- DESC NULLS FIRST, as the queries order (PostgreSQL's DESC): the NULLS LAST indexes of 0004/0005 made every shelf
-- page read and sort its whole shelf (bench:scale: fantasy's first page 105-150 ms, 0.8 ms with these).
CREATE INDEX "books_newest_idx" ON "books" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "books_category_newest_idx" ON "books" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "books_bestselling_idx" ON "books" USING btree ("units_sold" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Today's sales row took every order in turn: spread over 8 rows a day, summed when read.
ALTER TABLE "sales_by_day" DROP CONSTRAINT "sales_by_day_pkey";--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD CONSTRAINT "sales_by_day_day_shard_pk" PRIMARY KEY("day","shard");
--> statement-breakpoint
-- Orders no longer move the catalogue version for every copy sold (ADR 003, bench:scale found every order waiting
-- for the one before on the version row, and every process dropping its stored answers per order). A books update
-- moves it when what a shopper sees changes: any shown field, or the book going out of or back into stock; a stock
-- count alone moves it too unless the transaction says it is a sale (orders set bookstore.stock_sale), whose counts
-- the stored answers then show at most STOCK_FRESHNESS_MS late.
DROP TRIGGER "books_bump_catalogue" ON "books";
--> statement-breakpoint
CREATE TRIGGER "books_bump_catalogue" AFTER INSERT OR DELETE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "books_update_bump_catalogue" AFTER UPDATE ON "books"
  FOR EACH ROW WHEN (
    (OLD."title", OLD."description", OLD."cover_image", OLD."category", OLD."author", OLD."old_price_cents",
     OLD."new_price_cents", OLD."trending", OLD."hardcover_page_count", OLD."publisher", OLD."published_at",
     OLD."created_at", OLD."stock" > 0)
    IS DISTINCT FROM
    (NEW."title", NEW."description", NEW."cover_image", NEW."category", NEW."author", NEW."old_price_cents",
     NEW."new_price_cents", NEW."trending", NEW."hardcover_page_count", NEW."publisher", NEW."published_at",
     NEW."created_at", NEW."stock" > 0)
    OR (OLD."stock" IS DISTINCT FROM NEW."stock"
        AND coalesce(current_setting('bookstore.stock_sale', true), '') <> 'on')
  ) EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- count_sales again (first in 0004): each order now lands on its session's shard of the day (pg_backend_pid() % 8),
-- so concurrent orders no longer queue on one row. Replaced once more in 0008, which leaves cancelled orders out.
CREATE OR REPLACE FUNCTION "count_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session_shard smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "sales_by_day" ("day", "shard", "orders", "revenue_cents")
      VALUES ((OLD."placed_at" AT TIME ZONE 'UTC')::date, session_shard, -1, -OLD."total_price_cents")
      ON CONFLICT ("day", "shard") DO UPDATE
      SET "orders" = "sales_by_day"."orders" - 1,
          "revenue_cents" = "sales_by_day"."revenue_cents" - OLD."total_price_cents";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sales_by_day" ("day", "shard", "orders", "revenue_cents")
      VALUES ((NEW."placed_at" AT TIME ZONE 'UTC')::date, session_shard, 1, NEW."total_price_cents")
      ON CONFLICT ("day", "shard") DO UPDATE
      SET "orders" = "sales_by_day"."orders" + 1,
          "revenue_cents" = "sales_by_day"."revenue_cents" + EXCLUDED."revenue_cents";
  END IF;
  RETURN NULL;
END
$$;
