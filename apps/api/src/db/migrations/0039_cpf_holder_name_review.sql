ALTER TABLE "register_intentions" ADD COLUMN "cpf_holder_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf_holder_name" text;