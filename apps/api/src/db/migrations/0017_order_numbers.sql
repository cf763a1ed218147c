-- Order numbers (issue 27 item 5), written by hand: each order gets a short number for people, sequential per store
-- ('#10042' on the screens, in the CSV export and the dashboard's search), beside the id, which stays the order's
-- name on the wire. The orders placed so far are numbered in the order they were placed (placed_at, then id), from
-- 10001 up, in one statement (the scale seed's million orders: a sort and one pass, no row at a time); the sequence
-- then goes on from the last, and the column's default takes the next value on every insert (the orders service,
-- seed:scale's SQL, the demo seed, plain SQL), so no code of ours picks a number. ADD COLUMN takes the table's
-- exclusive lock until the migration commits: no order is inserted between the backfill and NOT NULL. Updating only
-- "number" fires none of the orders' triggers (each names its columns: 0008, 0015).
CREATE SEQUENCE "orders_number_seq" AS integer INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;
--> statement-breakpoint
UPDATE "orders" SET "number" = n."number"
  FROM (SELECT "id", (10000 + row_number() OVER (ORDER BY "placed_at", "id"))::integer AS "number" FROM "orders") AS n
  WHERE "orders"."id" = n."id";
--> statement-breakpoint
-- The next number: 10001 for a store without orders, else one past the last given.
SELECT setval('orders_number_seq', coalesce(max("number") + 1, 10001), false) FROM "orders";
--> statement-breakpoint
ALTER SEQUENCE "orders_number_seq" OWNED BY "orders"."number";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('orders_number_seq');
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
