CREATE TABLE "face_capture_fingerprints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" varchar(16) NOT NULL,
	"scope_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"mean" real NOT NULL,
	"thumb" "bytea" NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "face_capture_fingerprints_scope_check" CHECK ("face_capture_fingerprints"."scope" in ('terminal', 'customer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "face_capture_fingerprints_scope_sha_key" ON "face_capture_fingerprints" USING btree ("scope","scope_id","sha256");--> statement-breakpoint
CREATE INDEX "face_capture_fingerprints_scope_mean_idx" ON "face_capture_fingerprints" USING btree ("scope","scope_id","mean");--> statement-breakpoint
CREATE INDEX "face_capture_fingerprints_seen_at_idx" ON "face_capture_fingerprints" USING btree ("seen_at");