-- The dashboard's order search at scale (issue 26 item 7), written by hand. A search for a surname among 1M orders
-- counted its matches through orders_search_idx (trigrams), rechecking each match on the heap: a surname of the
-- scale seed matches ~17,000 orders, and even 10,001 rechecks cost 150-220 ms. order_search_words keeps, per order,
-- each run of 3 or more [a-z0-9] characters of the text the search looks in (lower(name) || ' ' || email, exactly as
-- orders_search_idx indexes it) with the order's placed_at, in that order in the primary key: a text of those
-- characters alone can only occur inside one such run, so the orders that contain it are those under the known words
-- that contain it (order_search_vocabulary, a few thousand names and email parts, found by trigrams): a page is the
-- first entries of those words' index ranges, newest first, and the count an index-only range stopped at 10,001.
CREATE TABLE "order_search_words" (
  "word" text NOT NULL,
  "placed_at" timestamptz NOT NULL,
  "order_id" uuid NOT NULL,
  CONSTRAINT "order_search_words_pk" PRIMARY KEY ("word", "placed_at", "order_id")
);
--> statement-breakpoint
-- Every word any order has had. Only ever grows: a word no order has any more leads to an empty range.
CREATE TABLE "order_search_vocabulary" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "order_search_vocabulary_trgm_idx" ON "order_search_vocabulary" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- An order's words: the distinct runs of 3 or more [a-z0-9] characters of (lower(name) || ' ' || email). The email
-- is not lowered, as in orders_search_idx: its capitals split words there, as they match no lowered search there.
CREATE FUNCTION "order_search_tokens"(name text, email text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT t FROM regexp_split_to_table(lower(name) || ' ' || email, '[^a-z0-9]+') AS t
        WHERE length(t) >= 3 $$;
--> statement-breakpoint
CREATE FUNCTION "insert_order_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_search_words" ("word", "placed_at", "order_id")
    SELECT t, n."placed_at", n."id" FROM "new_orders" AS n, order_search_tokens(n."name", n."email") AS t
    ON CONFLICT DO NOTHING;
  INSERT INTO "order_search_vocabulary" ("word")
    SELECT DISTINCT t FROM "new_orders" AS n, order_search_tokens(n."name", n."email") AS t
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "delete_order_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_search_words" AS w
    USING "old_orders" AS o, order_search_tokens(o."name", o."email") AS t
    WHERE w."word" = t AND w."placed_at" = o."placed_at" AND w."order_id" = o."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update that changes the name, email or placed_at (rare: fulfilment writes other columns, and fires nothing).
CREATE FUNCTION "update_order_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_search_words" AS w USING order_search_tokens(OLD."name", OLD."email") AS t
    WHERE w."word" = t AND w."placed_at" = OLD."placed_at" AND w."order_id" = OLD."id";
  INSERT INTO "order_search_words" ("word", "placed_at", "order_id")
    SELECT t, NEW."placed_at", NEW."id" FROM order_search_tokens(NEW."name", NEW."email") AS t
    ON CONFLICT DO NOTHING;
  INSERT INTO "order_search_vocabulary" ("word")
    SELECT t FROM order_search_tokens(NEW."name", NEW."email") AS t ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_insert_search_words" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "insert_order_search_words"();
--> statement-breakpoint
CREATE TRIGGER "orders_delete_search_words" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "delete_order_search_words"();
--> statement-breakpoint
CREATE TRIGGER "orders_update_search_words" AFTER UPDATE OF "name", "email", "placed_at", "id" ON "orders"
  FOR EACH ROW WHEN ((OLD."name", OLD."email", OLD."placed_at", OLD."id") IS DISTINCT FROM (NEW."name", NEW."email", NEW."placed_at", NEW."id"))
  EXECUTE FUNCTION "update_order_search_words"();
--> statement-breakpoint
INSERT INTO "order_search_words" ("word", "placed_at", "order_id")
  SELECT t, o."placed_at", o."id" FROM "orders" AS o, order_search_tokens(o."name", o."email") AS t;
--> statement-breakpoint
INSERT INTO "order_search_vocabulary" ("word")
  SELECT DISTINCT "word" FROM "order_search_words";
