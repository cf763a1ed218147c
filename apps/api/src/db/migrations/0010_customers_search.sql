-- The dashboard's customers (issue 17): newest first, and searched by any part of the name, email or username.
-- bench:scale (50k users, machine loaded): a first page 30-50 ms -> 0.3 ms (no sort of every user); a search
-- 60-170 ms -> 1-8 ms (trigram bitmaps instead of reading every user). Only the page's users' orders are read.
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
