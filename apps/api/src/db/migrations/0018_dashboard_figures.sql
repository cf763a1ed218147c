-- The dashboard's real figures (issue 27 item 4), written by hand. The spec draws 'Website visits (last day)' and
-- 'Users by average order' as sample content; they now come from the store:
-- - site_visits_by_hour: the pages people's browsers loaded from the server, by UTC hour. Each process counts in
--   memory and adds its counts every few seconds in one statement (modules/visits): a visit writes nothing itself.
-- - customer_order_totals: each customer's orders not cancelled and what they came to, kept by a row trigger on
--   orders as count_sales keeps sales_by_day (an order adds to its customer's row, a cancellation or deletion takes
--   it away, a change of total or customer moves it). Its partial index orders customers by average order (whole
--   cents), so the dashboard's card is the head of an index.
CREATE TABLE "customer_order_totals" (
	"user_uid" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visits_by_hour" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_order_totals_average_idx" ON "customer_order_totals" USING btree (("spent_cents" / "orders") DESC NULLS FIRST,"user_uid") WHERE "customer_order_totals"."orders" > 0;
--> statement-breakpoint
CREATE FUNCTION "count_customer_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD."cancelled" THEN
    UPDATE "customer_order_totals"
      SET "orders" = "orders" - 1, "spent_cents" = "spent_cents" - OLD."total_price_cents"
      WHERE "user_uid" = OLD."user_uid";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW."cancelled" THEN
    INSERT INTO "customer_order_totals" ("user_uid", "orders", "spent_cents")
      VALUES (NEW."user_uid", 1, NEW."total_price_cents")
      ON CONFLICT ("user_uid") DO UPDATE
      SET "orders" = "customer_order_totals"."orders" + 1,
          "spent_cents" = "customer_order_totals"."spent_cents" + EXCLUDED."spent_cents";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_customer_orders" AFTER INSERT OR DELETE OR UPDATE OF "user_uid", "total_price_cents", "cancelled"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
INSERT INTO "customer_order_totals" ("user_uid", "orders", "spent_cents")
  SELECT "user_uid", count(*)::int, sum("total_price_cents") FROM "orders" WHERE NOT "cancelled" GROUP BY "user_uid";
