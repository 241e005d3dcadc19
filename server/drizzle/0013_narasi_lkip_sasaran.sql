ALTER TABLE "narasi_lkip" ADD COLUMN "sasaran_strategis_rpjmd_id" integer;--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD COLUMN "sasaran_strategis_pd_id" integer;--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD COLUMN "jenis" text;--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD CONSTRAINT "narasi_lkip_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD CONSTRAINT "narasi_lkip_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "narasi_lkip_ss_rpjmd_idx" ON "narasi_lkip" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "narasi_lkip_ss_pd_idx" ON "narasi_lkip" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD CONSTRAINT "narasi_lkip_sasaran_ck" CHECK (("narasi_lkip"."satuan_kerja_id" is null or "narasi_lkip"."sasaran_strategis_rpjmd_id" is null) and ("narasi_lkip"."satuan_kerja_id" is not null or "narasi_lkip"."sasaran_strategis_pd_id" is null));--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD CONSTRAINT "narasi_lkip_jenis_ck" CHECK ("narasi_lkip"."jenis" is null or "narasi_lkip"."jenis" in ('target-realisasi', 'tahun-sebelumnya', 'target-akhir', 'nasional', 'penyebab-solusi', 'program-pendukung', 'efisiensi'));