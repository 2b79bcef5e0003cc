-- The language of the SMS, calls and e-mails sent to each customer (decision
-- 042). Every message so far went out in pt-BR, so every account starts there.
ALTER TABLE "users" ADD COLUMN "language" varchar(5) DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('pt-BR', 'en'));
