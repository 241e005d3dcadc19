ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_1" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_2" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_3" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_4" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_5" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_6" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_7" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_8" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_9" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_10" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_11" numeric;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD COLUMN "realisasi_bulan_12" numeric;--> statement-breakpoint
-- The member's realisasi becomes monthly; the yearly column stays as the sum of the months.
-- An existing yearly value moves into December (the year-end report) so that the sum of the
-- months equals it: totals, capaian and the public pages show the same number as before, and a
-- member who later enters monthly values corrects December instead of losing the old total.
UPDATE "kinerja_langkah_aksi_anggota" SET "realisasi_bulan_12" = "realisasi" WHERE "realisasi" IS NOT NULL;
