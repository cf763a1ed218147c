CREATE TABLE "revoked_admin_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_admin_tokens_expires_at_idx" ON "revoked_admin_tokens" USING btree ("expires_at");