-- The dashboard's tables sort by their columns (issue 27 item 5); the indexes by drizzle-kit, the rest by hand. Each
-- order is an index read forwards or backwards, ties by id, so a page costs the same at any size:
-- - orders by total (orders_total_idx), and within one state (orders_state_total_idx, as orders_state_newest_idx);
-- - quotes by creation (quotes_created_idx): the shop's oldest first, the dashboard's newest first;
-- - customers by spent and by last order: customer_order_totals gets last_order_at (her latest order, cancelled or
--   not, as the customer's figures), kept by count_customer_orders with the rest (an order placed moves it on; one
--   deleted or moved to another customer or time hands it to her latest other order, one probe of
--   orders_user_uid_idx), and a row for every user from sign-up on (users_add_customer_totals), so both orders are
--   an index joined to users.
ALTER TABLE "customer_order_totals" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_price_cents","id");--> statement-breakpoint
CREATE INDEX "orders_state_total_idx" ON "orders" USING btree ("cancelled","delivered","total_price_cents","id");--> statement-breakpoint
CREATE INDEX "customer_order_totals_spent_idx" ON "customer_order_totals" USING btree ("spent_cents" DESC NULLS FIRST,"user_uid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_order_totals_last_order_idx" ON "customer_order_totals" USING btree ("last_order_at" DESC NULLS LAST,"user_uid" DESC NULLS FIRST);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_customer_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean := TG_OP = 'UPDATE'
    AND (OLD."user_uid" IS DISTINCT FROM NEW."user_uid" OR OLD."placed_at" IS DISTINCT FROM NEW."placed_at");
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD."cancelled" THEN
    UPDATE "customer_order_totals"
      SET "orders" = "orders" - 1, "spent_cents" = "spent_cents" - OLD."total_price_cents"
      WHERE "user_uid" = OLD."user_uid";
  END IF;
  -- Her last order gone (deleted, or moved to another customer or time): her latest order now, if any (this
  -- statement's changes are seen here).
  IF TG_OP = 'DELETE' OR moved THEN
    UPDATE "customer_order_totals"
      SET "last_order_at" = (SELECT max("placed_at") FROM "orders" WHERE "user_uid" = OLD."user_uid")
      WHERE "user_uid" = OLD."user_uid" AND "last_order_at" <= OLD."placed_at";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (moved OR NOT NEW."cancelled")) THEN
    INSERT INTO "customer_order_totals" ("user_uid", "orders", "spent_cents", "last_order_at")
      VALUES (
        NEW."user_uid",
        CASE WHEN NEW."cancelled" THEN 0 ELSE 1 END,
        CASE WHEN NEW."cancelled" THEN 0 ELSE NEW."total_price_cents" END,
        NEW."placed_at")
      ON CONFLICT ("user_uid") DO UPDATE
      SET "orders" = "customer_order_totals"."orders" + EXCLUDED."orders",
          "spent_cents" = "customer_order_totals"."spent_cents" + EXCLUDED."spent_cents",
          "last_order_at" = greatest("customer_order_totals"."last_order_at", EXCLUDED."last_order_at");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "orders_count_customer_orders" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_count_customer_orders"
  AFTER INSERT OR DELETE OR UPDATE OF "user_uid", "total_price_cents", "cancelled", "placed_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "count_customer_orders"();
--> statement-breakpoint
CREATE FUNCTION "add_customer_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_order_totals" ("user_uid") VALUES (NEW."id") ON CONFLICT ("user_uid") DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_add_customer_totals" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "add_customer_totals"();
--> statement-breakpoint
INSERT INTO "customer_order_totals" ("user_uid", "orders", "spent_cents", "last_order_at")
  SELECT "user_uid", 0, 0, max("placed_at") FROM "orders" GROUP BY "user_uid"
  ON CONFLICT ("user_uid") DO UPDATE SET "last_order_at" = EXCLUDED."last_order_at";
--> statement-breakpoint
INSERT INTO "customer_order_totals" ("user_uid") SELECT "id" FROM "users" ON CONFLICT ("user_uid") DO NOTHING;
