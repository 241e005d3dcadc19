ALTER TABLE "validasi_perencanaan" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: a plan at tahap 3 with status true is validated when its last transition in the history
-- (audit_log new_values aksi, tahap_aksi) is validator 3's approval, or when it has no history at all
-- (written directly, e.g. demo data); else it is still waiting for validator 3.
UPDATE "validasi_perencanaan" AS v
SET "divalidasi_at" = COALESCE(
  (
    SELECT a."created_at" FROM "audit_log" AS a
    WHERE a."table_name" = 'validasi_perencanaan' AND a."record_id" = v."id"::text AND a."new_values"->>'aksi' IS NOT NULL
    ORDER BY a."id" DESC LIMIT 1
  ),
  v."updated_at"
)
WHERE v."status" AND v."tahap" = 3
  AND COALESCE(
    (
      SELECT a."new_values"->>'aksi' = 'setujui' AND a."new_values"->>'tahap_aksi' = '3' FROM "audit_log" AS a
      WHERE a."table_name" = 'validasi_perencanaan' AND a."record_id" = v."id"::text AND a."new_values"->>'aksi' IS NOT NULL
      ORDER BY a."id" DESC LIMIT 1
    ),
    true
  );--> statement-breakpoint
ALTER TABLE "validasi_perencanaan" ADD CONSTRAINT "validasi_perencanaan_divalidasi_ck" CHECK ("validasi_perencanaan"."divalidasi_at" is null or ("validasi_perencanaan"."status" and "validasi_perencanaan"."tahap" = 3));
