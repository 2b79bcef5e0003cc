ALTER TABLE "face_templates" ADD COLUMN "descriptor" "bytea";--> statement-breakpoint
ALTER TABLE "face_usage_intentions" ADD COLUMN "pending_descriptor" "bytea";