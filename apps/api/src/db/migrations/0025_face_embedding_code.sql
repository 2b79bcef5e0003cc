ALTER TABLE "face_templates" ADD COLUMN "embedding_code" "bytea";--> statement-breakpoint
-- No backfill here: the in-process face index computes the codes of older rows
-- the first time it reads them, and saves them (decision 044).
-- Written by hand (drizzle cannot declare INCLUDE): the index loads the codes of
-- active templates at start from this index alone (an index-only scan), not
-- from the table's rows.
CREATE INDEX "face_templates_code_idx" ON "face_templates" USING btree ("seq") INCLUDE ("embedding_code") WHERE "active";--> statement-breakpoint
-- Each search reads the embeddings of a few hundred candidates: kept in the row
-- (rows of some 2.9 KB; photos still go to TOAST) they cost one page read each,
-- where out of line they cost the row, the TOAST index and the TOAST page. Rows
-- saved before this keep their embedding out of line until the table is rewritten.
ALTER TABLE "face_templates" SET (toast_tuple_target = 4080);
