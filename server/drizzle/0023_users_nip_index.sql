ALTER TABLE "users" DROP CONSTRAINT "users_nip_uq";--> statement-breakpoint
CREATE INDEX "users_nip_idx" ON "users" USING btree ("nip");