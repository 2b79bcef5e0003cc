CREATE TABLE "card_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"added_credit_cents" integer DEFAULT 0 NOT NULL,
	"total_price_cents" integer DEFAULT 0 NOT NULL,
	"client" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_validation_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_payment_id" text,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_method_add_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" varchar(64) NOT NULL,
	"authorizer" varchar(32) NOT NULL,
	"brand" varchar(32),
	"last_four" varchar(4),
	"expiry_month" integer,
	"expiry_year" integer,
	"holder_name" text,
	"alias" text,
	"zip_code" varchar(8),
	"card_token" text,
	"number_hash" varchar(64),
	"status" varchar(32) NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"validation_enabled" boolean DEFAULT true NOT NULL,
	"validation_missing_data" varchar(8),
	"validation_tries" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"product" varchar(64),
	"is_dependent" boolean DEFAULT false NOT NULL,
	"titular_name" text,
	"balance_cents" integer,
	"show_on_app_user" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_credits" ADD CONSTRAINT "card_credits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_validation_charges" ADD CONSTRAINT "card_validation_charges_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_add_attempts" ADD CONSTRAINT "payment_method_add_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_credits_payment_method_idx" ON "card_credits" USING btree ("payment_method_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_validation_charges_open_key" ON "card_validation_charges" USING btree ("payment_method_id") WHERE "card_validation_charges"."status" = 'charged' and "card_validation_charges"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "payment_method_add_attempts_user_idx" ON "payment_method_add_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_created_at_idx" ON "payment_methods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_number_key" ON "payment_methods" USING btree ("user_id","number_hash") WHERE "payment_methods"."deleted_at" is null and "payment_methods"."number_hash" is not null;--> statement-breakpoint
CREATE INDEX "payment_methods_number_hash_idx" ON "payment_methods" USING btree ("number_hash");