CREATE TABLE "face_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"action" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"outcome" varchar(24),
	CONSTRAINT "face_challenges_action_check" CHECK ("face_challenges"."action" in ('turn-left', 'turn-right'))
);
--> statement-breakpoint
ALTER TABLE "face_jobs" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "face_jobs" ADD COLUMN "challenge_action" varchar(16);--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD COLUMN "challenge_outcome" varchar(24);--> statement-breakpoint
ALTER TABLE "face_challenges" ADD CONSTRAINT "face_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_challenges" ADD CONSTRAINT "face_challenges_payment_id_terminal_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."terminal_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_challenges_payment_id_idx" ON "face_challenges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "face_challenges_user_id_idx" ON "face_challenges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "face_jobs" ADD CONSTRAINT "face_jobs_challenge_id_face_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."face_challenges"("id") ON DELETE set null ON UPDATE no action;