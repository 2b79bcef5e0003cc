ALTER TABLE "face_templates" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_intentions" ADD COLUMN "device_info" jsonb;--> statement-breakpoint
-- Faces replaced before the column existed count from now (decision 029).
UPDATE "face_templates" SET "retired_at" = now() WHERE "active" = false AND "awaiting_review" = false;
