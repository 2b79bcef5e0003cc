CREATE TABLE "terminal_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terminal_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"user_id" uuid,
	"match_mode" varchar(8),
	"match_score" real,
	"second_score" real,
	"liveness" varchar(16),
	"liveness_score" real,
	"pin_required" boolean,
	"payment_method_id" uuid,
	"gateway_charge_id" text,
	"gateway_return_code" varchar(16),
	"transaction_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"charged_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_payments_amount_cents_check" CHECK ("terminal_payments"."amount_cents" > 0),
	CONSTRAINT "terminal_payments_state_check" CHECK ("terminal_payments"."state" in ('STARTED', 'IDENTIFIED', 'CHARGING', 'SUCCEEDED', 'DECLINED', 'UNKNOWN', 'CANCELED', 'EXPIRED')
        and ("terminal_payments"."state" <> 'SUCCEEDED' or "terminal_payments"."transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_payments_terminal_id_idempotency_key_key" ON "terminal_payments" USING btree ("terminal_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "terminal_payments_state_idx" ON "terminal_payments" USING btree ("state");