ALTER TABLE "lke_status" ADD COLUMN "skala_lama" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lke_sub_komponen" ADD COLUMN "jenis" text;--> statement-breakpoint
ALTER TABLE "lke_sub_komponen" ADD COLUMN "penjelasan" text;--> statement-breakpoint
ALTER TABLE "lke_sub_komponen" ADD CONSTRAINT "lke_sub_komponen_jenis_ck" CHECK ("lke_sub_komponen"."jenis" is null or "lke_sub_komponen"."jenis" in ('keberadaan', 'kualitas', 'pemanfaatan'));--> statement-breakpoint
-- Data: the LKE answers move from the scale of PermenPAN-RB 12/2015 (Ya/Tidak, A-E = 100/75/50/25/0)
-- to 88/2021 (AA..E = 100/90/80/70/60/50/30/0): Ya -> BB, Tidak -> E, A -> BB, B -> B, C -> C, D -> D, E -> E.
-- Every moved answer and verdict gets an audit_log row (its history); closed evaluations keep their
-- plenary (the recorded final value) and are marked skala_lama.
UPDATE "lke_sub_komponen" SET "jenis" = CASE
  WHEN lower("nama") LIKE '%keberadaan%' THEN 'keberadaan'
  WHEN lower("nama") LIKE '%kualitas%' THEN 'kualitas'
  WHEN lower("nama") LIKE '%pemanfaatan%' THEN 'pemanfaatan'
  ELSE (ARRAY['keberadaan', 'kualitas', 'pemanfaatan'])["urutan"]
END WHERE "jenis" IS NULL;
--> statement-breakpoint
UPDATE "lke_sub_komponen" s SET "penjelasan" = v.penjelasan FROM (VALUES
  ('1.a', 'Dokumen perencanaan kinerja telah tersedia.'),
  ('1.b', 'Dokumen perencanaan kinerja memenuhi standar yang baik: sasaran dan indikator SMART, selaras berjenjang (cascading) dan terkait lintas unit (crosscutting).'),
  ('1.c', 'Perencanaan kinerja dimanfaatkan untuk mewujudkan hasil yang berkesinambungan.'),
  ('2.a', 'Pengukuran kinerja telah dilakukan.'),
  ('2.b', 'Pengukuran kinerja telah menjadi kebutuhan untuk mewujudkan kinerja yang efektif dan efisien, dilakukan secara berjenjang dan berkelanjutan.'),
  ('2.c', 'Hasil pengukuran kinerja dimanfaatkan sebagai dasar pemberian penghargaan dan sanksi serta penyesuaian strategi untuk mencapai kinerja.'),
  ('3.a', 'Laporan kinerja telah disusun.'),
  ('3.b', 'Laporan kinerja memenuhi standar: menyajikan capaian kinerja, keberhasilan dan kegagalan, serta upaya perbaikannya.'),
  ('3.c', 'Pelaporan kinerja dimanfaatkan untuk mengubah strategi dan kebijakan demi peningkatan kinerja.'),
  ('4.a', 'Evaluasi akuntabilitas kinerja internal telah dilaksanakan.'),
  ('4.b', 'Evaluasi akuntabilitas kinerja internal dilaksanakan dengan baik dan didukung sumber daya manusia yang memadai.'),
  ('4.c', 'Implementasi SAKIP meningkat karena hasil evaluasi akuntabilitas kinerja internal ditindaklanjuti.')
) AS v(kode, penjelasan) WHERE s."kode" = v.kode AND s."penjelasan" IS NULL;
--> statement-breakpoint
CREATE TEMP TABLE "_lke_skala" ("label" text, "nilai_persen" smallint, "urutan" integer, "keberadaan" text, "mutu" text);
--> statement-breakpoint
INSERT INTO "_lke_skala" VALUES
  ('AA', 100, 1, 'Kriteria terpenuhi seluruhnya dan telah terjaga sekurang-kurangnya 5 tahun', 'Kriteria terpenuhi seluruhnya dengan inovasi yang layak menjadi contoh secara nasional'),
  ('A', 90, 2, 'Kriteria terpenuhi seluruhnya dan telah terjaga sekurang-kurangnya 1 tahun', 'Kriteria terpenuhi seluruhnya disertai upaya lanjutan yang layak diapresiasi'),
  ('BB', 80, 3, 'Kriteria terpenuhi seluruhnya sesuai dengan kebijakan nasional', 'Kriteria terpenuhi seluruhnya sesuai dengan kebijakan nasional'),
  ('B', 70, 4, 'Lebih dari 75% kriteria terpenuhi, tetapi belum seluruhnya', 'Lebih dari 75% kriteria terpenuhi, tetapi belum seluruhnya'),
  ('CC', 60, 5, 'Lebih dari 50% sampai dengan 75% kriteria terpenuhi', 'Lebih dari 50% sampai dengan 75% kriteria terpenuhi'),
  ('C', 50, 6, 'Lebih dari 25% sampai dengan 50% kriteria terpenuhi', 'Lebih dari 25% sampai dengan 50% kriteria terpenuhi'),
  ('D', 30, 7, 'Baru dimulai: sampai dengan 25% kriteria terpenuhi', 'Baru dimulai: sampai dengan 25% kriteria terpenuhi'),
  ('E', 0, 8, 'Belum ada upaya sama sekali untuk memenuhi kriteria', 'Belum ada upaya sama sekali untuk memenuhi kriteria');
--> statement-breakpoint
-- Criteria still on the old scale: no AA option.
CREATE TEMP TABLE "_lke_kriteria_lama" AS
SELECT k."id" AS kriteria_id, coalesce(s."jenis", 'kualitas') AS jenis, kp."tahun" AS tahun
FROM "lke_kriteria" k
JOIN "lke_sub_komponen" s ON s."id" = k."sub_komponen_id"
JOIN "lke_komponen" kp ON kp."id" = s."komponen_id"
WHERE NOT EXISTS (SELECT 1 FROM "lke_opsi" o WHERE o."kriteria_id" = k."id" AND o."label" = 'AA');
--> statement-breakpoint
CREATE TEMP TABLE "_lke_opsi_lama" AS
SELECT o."id", o."kriteria_id", o."label", o."nilai_persen",
  CASE o."label"
    WHEN 'Ya' THEN 'BB' WHEN 'Tidak' THEN 'E' WHEN 'A' THEN 'BB' WHEN 'B' THEN 'B'
    WHEN 'C' THEN 'C' WHEN 'D' THEN 'D' WHEN 'E' THEN 'E'
    ELSE CASE WHEN o."nilai_persen" >= 80 THEN 'BB' WHEN o."nilai_persen" >= 70 THEN 'B'
      WHEN o."nilai_persen" >= 50 THEN 'C' WHEN o."nilai_persen" > 0 THEN 'D' ELSE 'E' END
  END AS baru
FROM "lke_opsi" o JOIN "_lke_kriteria_lama" l ON l.kriteria_id = o."kriteria_id";
--> statement-breakpoint
INSERT INTO "lke_opsi" ("kriteria_id", "label", "nilai_persen", "penjelasan", "urutan")
SELECT l.kriteria_id, sk."label", sk."nilai_persen", CASE WHEN l.jenis = 'keberadaan' THEN sk."keberadaan" ELSE sk."mutu" END, sk."urutan"
FROM "_lke_kriteria_lama" l CROSS JOIN "_lke_skala" sk;
--> statement-breakpoint
CREATE TEMP TABLE "_lke_opsi_map" AS
SELECT ol."id" AS lama_id, ol."label" AS lama_label, ol."nilai_persen" AS lama_nilai,
  n."id" AS baru_id, n."label" AS baru_label, n."nilai_persen" AS baru_nilai, l.tahun
FROM "_lke_opsi_lama" ol
JOIN "_lke_kriteria_lama" l ON l.kriteria_id = ol."kriteria_id"
JOIN "lke_opsi" n ON n."kriteria_id" = ol."kriteria_id" AND n."label" = ol.baru
WHERE n."id" NOT IN (SELECT "id" FROM "_lke_opsi_lama");
--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "action", "table_name", "record_id", "old_values", "new_values")
SELECT NULL, 'update', 'lke_jawaban', x."satuan_kerja_id" || '/' || m.tahun || '/' || x."lembar",
  jsonb_build_object('kriteria_id', x."kriteria_id", 'opsi_id', m.lama_id, 'label', m.lama_label, 'nilai_persen', m.lama_nilai),
  jsonb_build_object('kriteria_id', x."kriteria_id", 'opsi_id', m.baru_id, 'label', m.baru_label, 'nilai_persen', m.baru_nilai,
    'alasan', 'Migrasi skala jawaban LKE ke PermenPAN-RB 88/2021')
FROM "lke_jawaban" x JOIN "_lke_opsi_map" m ON m.lama_id = x."opsi_id";
--> statement-breakpoint
UPDATE "lke_jawaban" x SET "opsi_id" = m.baru_id, "updated_at" = now()
FROM "_lke_opsi_map" m WHERE x."opsi_id" = m.lama_id;
--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "action", "table_name", "record_id", "old_values", "new_values")
SELECT NULL, 'update', 'lke_penilaian', x."satuan_kerja_id" || '/' || m.tahun || '/' || x."lembar",
  jsonb_build_object('kriteria_id', x."kriteria_id", 'opsi_id', m.lama_id, 'label', m.lama_label, 'nilai_persen', m.lama_nilai),
  jsonb_build_object('kriteria_id', x."kriteria_id", 'opsi_id', m.baru_id, 'label', m.baru_label, 'nilai_persen', m.baru_nilai,
    'alasan', 'Migrasi skala jawaban LKE ke PermenPAN-RB 88/2021')
FROM "lke_penilaian" x JOIN "_lke_opsi_map" m ON m.lama_id = x."opsi_id";
--> statement-breakpoint
UPDATE "lke_penilaian" x SET "opsi_id" = m.baru_id, "updated_at" = now()
FROM "_lke_opsi_map" m WHERE x."opsi_id" = m.lama_id;
--> statement-breakpoint
UPDATE "lke_status" st SET "skala_lama" = true
WHERE st."tahap" = 'selesai' AND st."tahun" IN (SELECT DISTINCT tahun FROM "_lke_kriteria_lama");
--> statement-breakpoint
DELETE FROM "lke_opsi" WHERE "id" IN (SELECT "id" FROM "_lke_opsi_lama");
--> statement-breakpoint
DROP TABLE "_lke_opsi_map";
--> statement-breakpoint
DROP TABLE "_lke_opsi_lama";
--> statement-breakpoint
DROP TABLE "_lke_kriteria_lama";
--> statement-breakpoint
DROP TABLE "_lke_skala";
