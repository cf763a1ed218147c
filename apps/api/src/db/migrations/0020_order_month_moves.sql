-- An order moved to another UTC month (placed_at written by plain SQL: no route does) takes its lines' sales from
-- book_sales_by_month's old month to the new one; until now they stayed in the month it was placed in, and the
-- recount test found it whenever an order moved back three days crossed the first of a month. And a cancellation
-- takes the lines out of the month they were counted in (the old placed_at, should one statement change both),
-- while taking one back adds them to the order's month as it now is. Rows counted wrong before stay as they are.
--> statement-breakpoint
-- One way to add an order's lines to (sign 1) or take them from (sign -1) a month of book_sales_by_month, rows in
-- book order as count_book_month_sales writes them; a cancellation and a move both use it.
CREATE FUNCTION "add_order_month_sales"(sold_in uuid, sales_month date, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "book_sales_by_month" ("month", "book_id", "units", "revenue_cents")
    SELECT sales_month, "book_id", sign * count(*), sign * sum("unit_price_cents")
    FROM "order_items" WHERE "order_id" = sold_in AND "book_id" IS NOT NULL
    GROUP BY 2 ORDER BY 2
    ON CONFLICT ("month", "book_id") DO UPDATE
    SET "units" = "book_sales_by_month"."units" + EXCLUDED."units",
        "revenue_cents" = "book_sales_by_month"."revenue_cents" + EXCLUDED."revenue_cents";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_cancelled_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN NEW."cancelled" THEN -1 ELSE 1 END;
  order_month date := date_trunc(
    'month', (CASE WHEN NEW."cancelled" THEN OLD."placed_at" ELSE NEW."placed_at" END) AT TIME ZONE 'UTC')::date;
BEGIN
  UPDATE "books" AS b SET "units_sold" = greatest(b."units_sold" + sign * l."units", 0)
    FROM (
      SELECT "book_id", count(*)::int AS "units" FROM "order_items"
      WHERE "order_id" = NEW."id" AND "book_id" IS NOT NULL GROUP BY 1
    ) AS l
    WHERE b."id" = l."book_id";
  PERFORM "add_order_month_sales"(NEW."id", order_month, sign);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "move_book_month_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_order_month_sales"(NEW."id", date_trunc('month', OLD."placed_at" AT TIME ZONE 'UTC')::date, -1);
  PERFORM "add_order_month_sales"(NEW."id", date_trunc('month', NEW."placed_at" AT TIME ZONE 'UTC')::date, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_move_book_month_sales" AFTER UPDATE OF "placed_at" ON "orders"
  FOR EACH ROW WHEN (
    NOT OLD."cancelled" AND NOT NEW."cancelled"
    AND date_trunc('month', OLD."placed_at" AT TIME ZONE 'UTC')
      IS DISTINCT FROM date_trunc('month', NEW."placed_at" AT TIME ZONE 'UTC')
  ) EXECUTE FUNCTION "move_book_month_sales"();
