CREATE TABLE "face_duplicate_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"similarity" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "face_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intention_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"step" integer NOT NULL,
	"uses_glasses" boolean NOT NULL,
	"image" "bytea",
	"status" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "face_liveness_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"uses_glasses" boolean NOT NULL,
	"embedding" "bytea" NOT NULL,
	"image" "bytea" NOT NULL,
	"face_box" jsonb NOT NULL,
	"liveness_score" real NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "face_templates_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "face_usage_intentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" varchar(16) NOT NULL,
	"outcome" text,
	"wears_glasses" boolean DEFAULT false NOT NULL,
	"with_glasses_registered" boolean DEFAULT false NOT NULL,
	"without_glasses_registered" boolean DEFAULT false NOT NULL,
	"next_capture" jsonb,
	"refusal" jsonb,
	"pending_image" "bytea",
	"pending_embedding" "bytea",
	"pending_box" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_duplicate_flags" ADD CONSTRAINT "face_duplicate_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_duplicate_flags" ADD CONSTRAINT "face_duplicate_flags_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_jobs" ADD CONSTRAINT "face_jobs_intention_id_face_usage_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."face_usage_intentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_liveness_failures" ADD CONSTRAINT "face_liveness_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_usage_intentions" ADD CONSTRAINT "face_usage_intentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_duplicate_flags_user_id_idx" ON "face_duplicate_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "face_jobs_status_created_at_idx" ON "face_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "face_liveness_failures_user_id_created_at_idx" ON "face_liveness_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "face_templates_active_user_glasses_key" ON "face_templates" USING btree ("user_id","uses_glasses") WHERE "face_templates"."active";--> statement-breakpoint
CREATE INDEX "face_usage_intentions_user_id_created_at_idx" ON "face_usage_intentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "face_usage_intentions_open_user_key" ON "face_usage_intentions" USING btree ("user_id") WHERE "face_usage_intentions"."state" <> 'FINISHED';