-- Usernames as she typed them (issue 37 item 7), written by hand: a shopper who registered as 'Jane Reader' was
-- stored, shown and greeted as 'jane reader'. A username is now kept as typed (trimmed) and stays one shopper's
-- whatever its case: the lowercase check and the plain unique constraint give way to one unique index on
-- lower(username), which the real-users rule reads (modules/real-users/usernames.ts). Usernames stored so far are
-- lowercase and stay as they are (no two of them differ in case only, so the index builds on any store).
ALTER TABLE "users" DROP CONSTRAINT "users_username_lowercase";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
