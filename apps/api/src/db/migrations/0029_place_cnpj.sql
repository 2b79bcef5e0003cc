ALTER TABLE "places" ADD COLUMN "cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_cnpj_digits_check" CHECK ("places"."cnpj" ~ '^[0-9]{14}$');