CREATE TABLE "login_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_uuid" uuid NOT NULL,
	"network_hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_misses_device_uuid_created_at_idx" ON "login_misses" USING btree ("device_uuid","created_at");--> statement-breakpoint
CREATE INDEX "login_misses_network_hash_created_at_idx" ON "login_misses" USING btree ("network_hash","created_at");--> statement-breakpoint
CREATE INDEX "login_misses_created_at_idx" ON "login_misses" USING btree ("created_at");