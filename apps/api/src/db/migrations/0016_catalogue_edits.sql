-- Edits that change a book's shown details alone no longer move the catalogue's version (issue 26: the load test's
-- admin edited a description each second, and each edit emptied every process's stored answers and pages). The
-- details: description, cover, old price, page count; none decides which lists hold a book or in what order. Such
-- an update records the book in catalogue_edits instead; each process reads the new rows with the version (every
-- 250 ms, and after its own writes) and drops only the stored answers that hold one of those books, and every
-- search's (a description is searched). Any other change moves the version as before (0007), which drops everything.
CREATE TABLE "catalogue_edits" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "record_catalogue_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
BEGIN
  INSERT INTO "catalogue_edits" ("book_id") VALUES (NEW."id") RETURNING "seq" INTO added;
  -- The last 1,000 are enough: a process further behind drops everything.
  DELETE FROM "catalogue_edits" WHERE "seq" <= added - 1000;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "books_update_bump_catalogue" ON "books";
--> statement-breakpoint
CREATE TRIGGER "books_update_bump_catalogue" AFTER UPDATE ON "books"
  FOR EACH ROW WHEN (
    (OLD."title", OLD."category", OLD."author", OLD."new_price_cents", OLD."trending", OLD."publisher",
     OLD."published_at", OLD."created_at", OLD."stock" > 0)
    IS DISTINCT FROM
    (NEW."title", NEW."category", NEW."author", NEW."new_price_cents", NEW."trending", NEW."publisher",
     NEW."published_at", NEW."created_at", NEW."stock" > 0)
    OR (OLD."stock" IS DISTINCT FROM NEW."stock"
        AND coalesce(current_setting('bookstore.stock_sale', true), '') <> 'on')
  ) EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "books_update_record_edit" AFTER UPDATE ON "books"
  FOR EACH ROW WHEN (
    (OLD."description", OLD."cover_image", OLD."old_price_cents", OLD."hardcover_page_count")
    IS DISTINCT FROM
    (NEW."description", NEW."cover_image", NEW."old_price_cents", NEW."hardcover_page_count")
    AND (OLD."title", OLD."category", OLD."author", OLD."new_price_cents", OLD."trending", OLD."publisher",
     OLD."published_at", OLD."created_at", OLD."stock" > 0)
    IS NOT DISTINCT FROM
    (NEW."title", NEW."category", NEW."author", NEW."new_price_cents", NEW."trending", NEW."publisher",
     NEW."published_at", NEW."created_at", NEW."stock" > 0)
    AND NOT (OLD."stock" IS DISTINCT FROM NEW."stock"
        AND coalesce(current_setting('bookstore.stock_sale', true), '') <> 'on')
  ) EXECUTE FUNCTION "record_catalogue_edit"();
