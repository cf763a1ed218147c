CREATE TABLE "book_sales_by_month" (
	"month" date NOT NULL,
	"book_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_sales_by_month_month_book_id_pk" PRIMARY KEY("month","book_id")
);
--> statement-breakpoint
DROP INDEX "orders_user_uid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "book_sales_by_month" ADD CONSTRAINT "book_sales_by_month_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_sales_by_month_best_idx" ON "book_sales_by_month" USING btree ("month","units" DESC NULLS FIRST,"book_id");--> statement-breakpoint
CREATE INDEX "books_stock_idx" ON "books" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_state_newest_idx" ON "orders" USING btree ("cancelled","delivered","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ((lower("name") || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_uid_idx" ON "orders" USING btree ("user_uid","placed_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_or_cancelled" CHECK (NOT ("orders"."delivered" AND "orders"."cancelled"));--> statement-breakpoint
-- Issue 17: a cancelled order no longer counts in sales. sales_by_day counts an order while it is not cancelled:
-- cancelling takes it out of its day, and the UPDATE trigger now also fires on "cancelled". The third and last
-- definition of count_sales (0004 made it, 0007 added the shards, kept here): the one in force.
CREATE OR REPLACE FUNCTION "count_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session_shard smallint := (pg_backend_pid() % 8)::smallint;
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
--> statement-breakpoint
DROP TRIGGER "orders_count_sales" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_count_sales" AFTER INSERT OR DELETE OR UPDATE OF "placed_at", "total_price_cents", "cancelled"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_sales"();
--> statement-breakpoint
-- The books of order lines inserted or deleted, per month of their order, into book_sales_by_month (orders not
-- cancelled only). Rows are written in (month, book) order, as orders lock their books in id order: no deadlock.
CREATE FUNCTION "count_book_month_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "book_sales_by_month" ("month", "book_id", "units", "revenue_cents")
      SELECT date_trunc('month', o."placed_at" AT TIME ZONE 'UTC')::date, n."book_id", count(*), sum(n."unit_price_cents")
      FROM "new_items" AS n JOIN "orders" AS o ON o."id" = n."order_id"
      WHERE n."book_id" IS NOT NULL AND NOT o."cancelled"
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("month", "book_id") DO UPDATE
      SET "units" = "book_sales_by_month"."units" + EXCLUDED."units",
          "revenue_cents" = "book_sales_by_month"."revenue_cents" + EXCLUDED."revenue_cents";
  ELSE
    -- Lines whose order is gone (a cascade) are no longer joinable: the order's month is lost with it, and its
    -- sales stay counted, as sales_by_day's DELETE trigger takes the order out of its day.
    UPDATE "book_sales_by_month" AS s
      SET "units" = s."units" - d."units", "revenue_cents" = s."revenue_cents" - d."revenue_cents"
      FROM (
        SELECT date_trunc('month', o."placed_at" AT TIME ZONE 'UTC')::date AS "month", x."book_id",
          count(*) AS "units", sum(x."unit_price_cents") AS "revenue_cents"
        FROM "old_items" AS x JOIN "orders" AS o ON o."id" = x."order_id"
        WHERE x."book_id" IS NOT NULL AND NOT o."cancelled"
        GROUP BY 1, 2
      ) AS d
      WHERE s."month" = d."month" AND s."book_id" = d."book_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_book_month_sales" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "new_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_book_month_sales"();
--> statement-breakpoint
CREATE TRIGGER "order_items_delete_book_month_sales" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "old_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_book_month_sales"();
--> statement-breakpoint
-- Cancelling an order (or taking a cancellation back) takes its lines out of (or back into) the books' units sold
-- and their month's sales.
CREATE FUNCTION "count_cancelled_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN NEW."cancelled" THEN -1 ELSE 1 END;
  order_month date := date_trunc('month', NEW."placed_at" AT TIME ZONE 'UTC')::date;
BEGIN
  UPDATE "books" AS b SET "units_sold" = greatest(b."units_sold" + sign * l."units", 0)
    FROM (
      SELECT "book_id", count(*)::int AS "units" FROM "order_items"
      WHERE "order_id" = NEW."id" AND "book_id" IS NOT NULL GROUP BY 1
    ) AS l
    WHERE b."id" = l."book_id";
  INSERT INTO "book_sales_by_month" ("month", "book_id", "units", "revenue_cents")
    SELECT order_month, "book_id", sign * count(*), sign * sum("unit_price_cents")
    FROM "order_items" WHERE "order_id" = NEW."id" AND "book_id" IS NOT NULL
    GROUP BY 2 ORDER BY 2
    ON CONFLICT ("month", "book_id") DO UPDATE
    SET "units" = "book_sales_by_month"."units" + EXCLUDED."units",
        "revenue_cents" = "book_sales_by_month"."revenue_cents" + EXCLUDED."revenue_cents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_cancelled" AFTER UPDATE OF "cancelled" ON "orders"
  FOR EACH ROW WHEN (OLD."cancelled" IS DISTINCT FROM NEW."cancelled") EXECUTE FUNCTION "count_cancelled_order"();
--> statement-breakpoint
-- The months of the orders placed so far.
INSERT INTO "book_sales_by_month" ("month", "book_id", "units", "revenue_cents")
  SELECT date_trunc('month', o."placed_at" AT TIME ZONE 'UTC')::date, i."book_id", count(*), sum(i."unit_price_cents")
  FROM "order_items" AS i JOIN "orders" AS o ON o."id" = i."order_id"
  WHERE i."book_id" IS NOT NULL
  GROUP BY 1, 2;
