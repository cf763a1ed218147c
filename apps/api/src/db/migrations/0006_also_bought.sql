CREATE TABLE "book_pairs" (
	"book_id" uuid NOT NULL,
	"other_book_id" uuid NOT NULL,
	"times" integer NOT NULL,
	CONSTRAINT "book_pairs_book_id_other_book_id_pk" PRIMARY KEY("book_id","other_book_id")
);
--> statement-breakpoint
ALTER TABLE "book_pairs" ADD CONSTRAINT "book_pairs_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_pairs_best_idx" ON "book_pairs" USING btree ("book_id","times" DESC NULLS LAST,"other_book_id");--> statement-breakpoint
-- "Readers also bought" (issue 16), written by hand. book_pairs counts, for each ordered pair of different books, the
-- pairs of lines of one order that hold them (an order holds a book once: the orders that hold both). Statement
-- triggers with transition tables keep it exact however lines are written: one upsert per statement (an order's
-- lines are one INSERT), and a line's book set to NULL (its book deleted) or changed by hand takes its pairs along.
-- (CockroachDB has row triggers only: ADR 003 says what to do there.)
CREATE FUNCTION "count_book_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_json jsonb := '[]';
  new_json jsonb := '[]';
BEGIN
  -- Each transition table exists only for its events; a branch is planned only when it runs.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('order_id', o."order_id", 'position', o."position", 'book_id', o."book_id")), '[]')
      INTO old_json FROM old_lines AS o;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('order_id', n."order_id", 'position', n."position", 'book_id', n."book_id")), '[]')
      INTO new_json FROM new_lines AS n;
  END IF;
  -- The pairs of the orders touched, after the statement minus before it (before = the lines it left alone plus
  -- the old ones), applied as +n, -n, or a deleted row at 0.
  WITH old_rows AS (
    SELECT * FROM jsonb_to_recordset(old_json) AS r("order_id" uuid, "position" integer, "book_id" uuid)
  ), new_rows AS (
    SELECT * FROM jsonb_to_recordset(new_json) AS r("order_id" uuid, "position" integer, "book_id" uuid)
  ), after AS (
    SELECT i."order_id", i."position", i."book_id" FROM "order_items" AS i
    WHERE i."order_id" IN (SELECT "order_id" FROM old_rows UNION SELECT "order_id" FROM new_rows)
      AND i."book_id" IS NOT NULL
  ), before AS (
    SELECT a.* FROM after AS a
    WHERE NOT EXISTS (SELECT 1 FROM new_rows AS n WHERE n."order_id" = a."order_id" AND n."position" = a."position")
    UNION ALL
    SELECT "order_id", "position", "book_id" FROM old_rows WHERE "book_id" IS NOT NULL
  ), delta AS (
    SELECT "book_id", "other_book_id", sum("change")::int AS "change" FROM (
      SELECT x."book_id", y."book_id" AS "other_book_id", 1 AS "change"
      FROM after AS x JOIN after AS y ON y."order_id" = x."order_id" AND y."book_id" <> x."book_id"
      UNION ALL
      SELECT x."book_id", y."book_id", -1
      FROM before AS x JOIN before AS y ON y."order_id" = x."order_id" AND y."book_id" <> x."book_id"
    ) AS pairs
    GROUP BY 1, 2
    HAVING sum("change") <> 0
  ), raised AS (
    -- In key order, so that two writers meet on the same rows in the same order.
    INSERT INTO "book_pairs" ("book_id", "other_book_id", "times")
    SELECT "book_id", "other_book_id", "change" FROM delta WHERE "change" > 0 ORDER BY 1, 2
    ON CONFLICT ("book_id", "other_book_id") DO UPDATE SET "times" = "book_pairs"."times" + EXCLUDED."times"
  ), lowered AS (
    UPDATE "book_pairs" AS p SET "times" = p."times" + d."change" FROM delta AS d
    WHERE d."change" < 0 AND p."book_id" = d."book_id" AND p."other_book_id" = d."other_book_id"
      AND p."times" + d."change" > 0
  )
  DELETE FROM "book_pairs" AS p USING delta AS d
  WHERE d."change" < 0 AND p."book_id" = d."book_id" AND p."other_book_id" = d."other_book_id"
    AND p."times" + d."change" <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_book_pairs" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "count_book_pairs"();
--> statement-breakpoint
CREATE TRIGGER "order_items_update_book_pairs" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "count_book_pairs"();
--> statement-breakpoint
CREATE TRIGGER "order_items_delete_book_pairs" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "count_book_pairs"();
--> statement-breakpoint
-- The orders placed so far; order lines wait until this migration commits, so none is missed or counted twice.
LOCK TABLE "order_items" IN SHARE MODE;
--> statement-breakpoint
INSERT INTO "book_pairs" ("book_id", "other_book_id", "times")
  SELECT x."book_id", y."book_id", count(*)::int
  FROM "order_items" AS x JOIN "order_items" AS y ON y."order_id" = x."order_id" AND y."book_id" <> x."book_id"
  GROUP BY 1, 2;
