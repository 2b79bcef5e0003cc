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
ALTER TABLE "places" ADD COLUMN "slug" varchar(64);--> statement-breakpoint
-- Existing places get a slug from their name as the app makes it (places/slug.ts):
-- accents dropped, lower case, runs of other characters as one hyphen; a
-- repeated slug gets -2, -3… by age.
WITH "base" AS (
	SELECT "id", "created_at",
		coalesce(nullif(left(trim(both '-' from regexp_replace(lower(translate("name",
			'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
			'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', '-', 'g')), 56), ''), 'loja') AS "slug"
	FROM "places"
), "numbered" AS (
	SELECT "id", trim(both '-' from "slug") AS "slug",
		row_number() OVER (PARTITION BY trim(both '-' from "slug") ORDER BY "created_at", "id") AS "n"
	FROM "base"
)
UPDATE "places" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug" ELSE "numbered"."slug" || '-' || "numbered"."n" END
FROM "numbered" WHERE "numbered"."id" = "places"."id";--> statement-breakpoint
ALTER TABLE "places" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "max_amount_cents" integer DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_user_sessions" ADD CONSTRAINT "shop_user_sessions_shop_user_id_shop_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."shop_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_user_sessions_shop_user_id_idx" ON "shop_user_sessions" USING btree ("shop_user_id");--> statement-breakpoint
CREATE INDEX "shop_users_place_id_idx" ON "shop_users" USING btree ("place_id");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_slug_check" CHECK ("places"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_max_amount_cents_check" CHECK ("places"."max_amount_cents" between 1 and 100000000);