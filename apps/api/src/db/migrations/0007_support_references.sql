CREATE TABLE "support_references" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_references_expires_at_idx" ON "support_references" USING btree ("expires_at");