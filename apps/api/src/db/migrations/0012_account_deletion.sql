ALTER TABLE "users" ALTER COLUMN "cpf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_cpf_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "users_deleted_cpf_hash_idx" ON "users" USING btree ("deleted_cpf_hash");