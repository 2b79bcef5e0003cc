CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"transaction_id" uuid,
	"terminal_payment_id" uuid,
	"gateway_payment_id" text,
	"expected_cents" integer,
	"gateway_cents" integer
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"day" varchar(10) NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"checked" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"shop_user_id" uuid,
	"gateway_return_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_cents_check" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"voided_cents" integer DEFAULT 0 NOT NULL,
	"approved" boolean NOT NULL,
	"return_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "shop_user_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shop_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_sealed" "bytea" NOT NULL,
	"last_totp_step" bigint,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_users_email_unique" UNIQUE("email"),
	CONSTRAINT "shop_users_email_lower_check" CHECK ("shop_users"."email" = lower("shop_users"."email")),
	CONSTRAINT "shop_users_role_check" CHECK ("shop_users"."role" in ('owner', 'cashier'))
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" varchar(200),
	"latency_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"state" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" varchar(200),
	"last_latency_ms" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('queued', 'running', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "shop_user_id" uuid;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "slug" varchar(64);--> statement-breakpoint
-- Existing places get a slug from their name as the app makes it
-- (modules/terminals/place-slug.ts): accents dropped, lower case, runs of
-- other characters as one hyphen; a repeated slug gets -2, -3… by age.
WITH "base" AS (
	SELECT "id", "created_at",
		coalesce(nullif(trim(both '-' from left(regexp_replace(lower(translate("name",
			'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
			'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', '-', 'g'), 56)), ''), 'loja') AS "slug"
	FROM "places"
), "numbered" AS (
	SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "n"
	FROM "base"
)
UPDATE "places" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug" ELSE "numbered"."slug" || '-' || "numbered"."n" END
FROM "numbered" WHERE "numbered"."id" = "places"."id";--> statement-breakpoint
ALTER TABLE "places" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "max_amount_cents" integer DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_pending_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_user_id_shop_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."shop_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_user_sessions" ADD CONSTRAINT "shop_user_sessions_shop_user_id_shop_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."shop_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_id_idx" ON "reconciliation_differences" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_place_id_day_idx" ON "reconciliation_runs" USING btree ("place_id","day","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_transaction_id_idempotency_key_key" ON "refunds" USING btree ("transaction_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_charges_order_id_idx" ON "sandbox_gateway_charges" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_user_sessions_shop_user_id_idx" ON "shop_user_sessions" USING btree ("shop_user_id");--> statement-breakpoint
CREATE INDEX "shop_users_place_id_idx" ON "shop_users" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_id_endpoint_id_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_place_id_idx" ON "webhook_endpoints" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "webhook_events_place_id_created_at_idx" ON "webhook_events" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_place_id_created_at_id_idx" ON "transactions" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_slug_check" CHECK ("places"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_max_amount_cents_check" CHECK ("places"."max_amount_cents" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refunded_cents_check" CHECK ("transactions"."refunded_cents" >= 0 and "transactions"."refund_pending_cents" >= 0
        and "transactions"."refunded_cents" + "transactions"."refund_pending_cents" <= "transactions"."amount_cents");