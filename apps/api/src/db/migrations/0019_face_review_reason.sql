ALTER TABLE "face_templates" ADD COLUMN "review_reason" text;--> statement-breakpoint
-- Faces already awaiting review were all replacements (decision 023).
UPDATE "face_templates" SET "review_reason" = 'replacement' WHERE "awaiting_review";