ALTER TABLE "register_intentions" ALTER COLUMN "cpf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "register_intentions" ALTER COLUMN "full_name" DROP NOT NULL;