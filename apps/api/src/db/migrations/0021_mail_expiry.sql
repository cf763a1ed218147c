-- Mail that cannot go out is seen (issue 37, item 5): a message may say when it is worth nothing (expires_at, a reset
-- link's token expiry), and one that outlives it unsent is marked expired by the sender, never sent.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_state";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" IN ('queued', 'sent', 'failed', 'expired'));