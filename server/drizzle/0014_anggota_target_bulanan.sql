ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_1" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_2" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_3" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_4" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_5" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_6" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_7" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_8" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_9" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_10" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_11" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "target_bulan_12" numeric;--> statement-breakpoint-- The member's target becomes monthly; the yearly column stays as the sum of the months.
-- An existing yearly target moves into December, as 0012 moved the yearly realisasi: the sum of
-- the months equals the old target (totals, capaian and the public pages keep their numbers), and
-- a migrated target and realisasi sit in the same month, so December compares the old yearly pair
-- exactly as before and no other month is flagged as below target. Spreading it over the twelve
-- months would invent monthly targets nobody set and mark January..November as missed against a
-- realisasi that only exists as a December total.
UPDATE "kinerja_langkah_aksi_anggota" SET "target_bulan_12" = "target" WHERE "target" IS NOT NULL;
