ALTER TABLE "users" ADD COLUMN "pin_above_cents" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_limit_cents" integer DEFAULT 100000;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "face_payments_paused_at" timestamp with time zone;