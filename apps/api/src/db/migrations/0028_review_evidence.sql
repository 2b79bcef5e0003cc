ALTER TABLE "face_templates" ADD COLUMN "liveness_photo" "bytea";--> statement-breakpoint
ALTER TABLE "face_templates" ADD COLUMN "burst_frames" "bytea";--> statement-breakpoint
ALTER TABLE "face_templates" ADD COLUMN "liveness_detail" jsonb;