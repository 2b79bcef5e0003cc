CREATE TABLE "face_step_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"device_uuid" uuid NOT NULL,
	"pin_checked" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "face_templates" ADD COLUMN "intention_id" uuid;--> statement-breakpoint
ALTER TABLE "face_templates" ADD COLUMN "awaiting_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "face_templates" ADD COLUMN "previous_face_score" real;--> statement-breakpoint
ALTER TABLE "face_usage_intentions" ADD COLUMN "step_up_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "face_step_ups" ADD CONSTRAINT "face_step_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_step_ups" ADD CONSTRAINT "face_step_ups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_step_ups_user_id_idx" ON "face_step_ups" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "face_templates" ADD CONSTRAINT "face_templates_intention_id_face_usage_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."face_usage_intentions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_usage_intentions" ADD CONSTRAINT "face_usage_intentions_step_up_id_face_step_ups_id_fk" FOREIGN KEY ("step_up_id") REFERENCES "public"."face_step_ups"("id") ON DELETE set null ON UPDATE no action;