CREATE TABLE "email_validation_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_validation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_intentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_uuid" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"intention_id" uuid NOT NULL,
	"phone_number" varchar(11) NOT NULL,
	"device_uuid" uuid NOT NULL,
	"channel" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "register_intentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_uuid" uuid NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"full_name" text NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"partner_id" uuid,
	"opt_in_at" timestamp with time zone,
	"opt_in_by" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"phone_number" varchar(11),
	"phone_confirmed_at" timestamp with time zone,
	"email" text,
	"finished_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_phone_number_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "private_label_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "private_label_has_encodings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "opt_in_by" text;--> statement-breakpoint
ALTER TABLE "email_validation_tokens" ADD CONSTRAINT "email_validation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_intentions" ADD CONSTRAINT "login_intentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_intentions" ADD CONSTRAINT "register_intentions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_intentions" ADD CONSTRAINT "register_intentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_validation_tokens_user_id_created_at_idx" ON "email_validation_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_intentions_user_id_device_uuid_idx" ON "login_intentions" USING btree ("user_id","device_uuid");--> statement-breakpoint
CREATE INDEX "phone_codes_intention_idx" ON "phone_codes" USING btree ("purpose","intention_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_number_created_at_idx" ON "phone_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_device_uuid_created_at_idx" ON "phone_codes" USING btree ("device_uuid","created_at");--> statement-breakpoint
CREATE INDEX "register_intentions_cpf_idx" ON "register_intentions" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_phone_number_key" ON "users" USING btree ("phone_number") WHERE "users"."phone_confirmed";