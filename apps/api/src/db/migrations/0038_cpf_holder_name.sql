ALTER TABLE "register_intentions" ADD COLUMN "cpf_holder_name_matches" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf_holder_name_matches" boolean;