CREATE TABLE "book_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"books" integer DEFAULT 0 NOT NULL,
	"trending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sales_by_day" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "books_created_at_idx";--> statement-breakpoint
DROP INDEX "books_category_created_at_idx";--> statement-breakpoint
CREATE INDEX "books_newest_idx" ON "books" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_category_newest_idx" ON "books" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Derived state, kept by triggers in the writing transaction (ADR 003). Statement-level where one bump per statement
-- is enough; row-level where a count depends on the row.
INSERT INTO "catalogue_state" ("id", "epoch", "version") VALUES (1, gen_random_uuid()::text, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Replaced in 0007 by two triggers (inserts and deletes; updates that change what a shopper sees).
CREATE TRIGGER "books_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "authors_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "authors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "book_authors_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "book_authors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "quotes_bump_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE FUNCTION "count_books"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "book_counts" SET "books" = "books" - 1, "trending" = "trending" - OLD."trending"::int
      WHERE "category" = OLD."category";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "book_counts" ("category", "books", "trending") VALUES (NEW."category", 1, NEW."trending"::int)
      ON CONFLICT ("category") DO UPDATE
      SET "books" = "book_counts"."books" + 1, "trending" = "book_counts"."trending" + EXCLUDED."trending";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_count" AFTER INSERT OR DELETE OR UPDATE OF "category", "trending" ON "books"
  FOR EACH ROW EXECUTE FUNCTION "count_books"();
--> statement-breakpoint
INSERT INTO "book_counts" ("category", "books", "trending")
  SELECT "category", count(*), count(*) FILTER (WHERE "trending") FROM "books" GROUP BY "category";
--> statement-breakpoint
-- Replaced twice: by 0007 (today's sales spread over 8 shard rows) and by 0008 (cancelled orders left out), whose
-- definition is the one in force. docs/data-model.md lists every function with the migration that defines it now.
CREATE FUNCTION "count_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "sales_by_day"
      SET "orders" = "orders" - 1, "revenue_cents" = "revenue_cents" - OLD."total_price_cents"
      WHERE "day" = (OLD."placed_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sales_by_day" ("day", "orders", "revenue_cents")
      VALUES ((NEW."placed_at" AT TIME ZONE 'UTC')::date, 1, NEW."total_price_cents")
      ON CONFLICT ("day") DO UPDATE
      SET "orders" = "sales_by_day"."orders" + 1, "revenue_cents" = "sales_by_day"."revenue_cents" + EXCLUDED."revenue_cents";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Replaced in 0008, which also fires it on "cancelled".
CREATE TRIGGER "orders_count_sales" AFTER INSERT OR DELETE OR UPDATE OF "placed_at", "total_price_cents" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "count_sales"();
--> statement-breakpoint
INSERT INTO "sales_by_day" ("day", "orders", "revenue_cents")
  SELECT ("placed_at" AT TIME ZONE 'UTC')::date, count(*), sum("total_price_cents") FROM "orders" GROUP BY 1;
