CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"google_place_id" text,
	"opening_hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_location_check" CHECK (("places"."latitude" is null) = ("places"."longitude" is null)
        and ("places"."latitude" is null or "places"."latitude" between -90 and 90)
        and ("places"."longitude" is null or "places"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(8) NOT NULL,
	"require_pin" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "terminals_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"place_id" uuid NOT NULL,
	"terminal_id" uuid,
	"payment_method_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"canceled_at" timestamp with time zone,
	"gateway_charge_id" text,
	"gateway_void_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_cents_check" CHECK ("transactions"."amount_cents" > 0),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('SUCCESS', 'CANCELED')
        and ("transactions"."status" = 'CANCELED') = ("transactions"."canceled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_partner_id_name_key" ON "places" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "terminals_place_id_idx" ON "terminals" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "transactions_user_id_created_at_id_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_charge_id_key" ON "transactions" USING btree ("gateway_charge_id");