-- Typos at the cost of a few index look-ups (issue 16, bench:scale: widening a word by trigram likeness over
-- search_words cost 5-12 ms a query). Every known word is stored under itself and under each of its one-letter
-- deletions ("symmetric delete"): a typed word and a known word one edit apart (a letter missing, extra, wrong, or
-- two neighbours swapped) share one of these keys, so the typed word's own deletions find them in the primary key.
-- Words further apart still go through the trigram index, only when this finds nothing.
CREATE FUNCTION "word_deletions"(word text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT DISTINCT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i $$;
--> statement-breakpoint
CREATE TABLE "search_word_keys" (
  "key" text NOT NULL,
  "word" text NOT NULL,
  CONSTRAINT "search_word_keys_pk" PRIMARY KEY ("key", "word")
);
--> statement-breakpoint
CREATE FUNCTION "collect_search_word_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_word_keys" ("key", "word")
    SELECT k, n."word" FROM "new_words" AS n,
      LATERAL (SELECT n."word" AS k UNION SELECT word_deletions(n."word")) AS keys
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_words_insert_keys" AFTER INSERT ON "search_words"
  REFERENCING NEW TABLE AS "new_words" FOR EACH STATEMENT EXECUTE FUNCTION "collect_search_word_keys"();
--> statement-breakpoint
INSERT INTO "search_word_keys" ("key", "word")
  SELECT k, w."word" FROM "search_words" AS w,
    LATERAL (SELECT w."word" AS k UNION SELECT word_deletions(w."word")) AS keys
  ON CONFLICT DO NOTHING;
