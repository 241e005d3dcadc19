DROP INDEX "kk_kp_idx";--> statement-breakpoint
DROP INDEX "kla_ksk_idx";--> statement-breakpoint
DROP INDEX "kp_ss_pd_idx";--> statement-breakpoint
DROP INDEX "ksk_kk_idx";--> statement-breakpoint
DROP INDEX "ktc_ss_rpjmd_idx";--> statement-breakpoint
DROP INDEX "ktc_ss_pd_idx";--> statement-breakpoint
DROP INDEX "ktc_kp_idx";--> statement-breakpoint
DROP INDEX "ktc_kk_idx";--> statement-breakpoint
DROP INDEX "ktc_ksk_idx";--> statement-breakpoint
DROP INDEX "ktc_kla_idx";--> statement-breakpoint
DROP INDEX "kttc_ss_rpjmd_idx";--> statement-breakpoint
DROP INDEX "kttc_ss_pd_idx";--> statement-breakpoint
DROP INDEX "kttc_kp_idx";--> statement-breakpoint
DROP INDEX "kttc_kk_idx";--> statement-breakpoint
DROP INDEX "kttc_ksk_idx";--> statement-breakpoint
DROP INDEX "kttc_kla_idx";--> statement-breakpoint
CREATE INDEX "kk_kp_tahun_idx" ON "kinerja_kegiatan" USING btree ("kinerja_program_id","tahun");--> statement-breakpoint
CREATE INDEX "kla_ksk_tahun_idx" ON "kinerja_langkah_aksi" USING btree ("kinerja_sub_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "kp_ss_pd_tahun_idx" ON "kinerja_program" USING btree ("sasaran_strategis_pd_id","tahun");--> statement-breakpoint
CREATE INDEX "ksk_kk_tahun_idx" ON "kinerja_sub_kegiatan" USING btree ("kinerja_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_ss_rpjmd_tahun_idx" ON "kinerja_tercapai" USING btree ("sasaran_strategis_rpjmd_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_ss_pd_tahun_idx" ON "kinerja_tercapai" USING btree ("sasaran_strategis_pd_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_kp_tahun_idx" ON "kinerja_tercapai" USING btree ("kinerja_program_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_kk_tahun_idx" ON "kinerja_tercapai" USING btree ("kinerja_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_ksk_tahun_idx" ON "kinerja_tercapai" USING btree ("kinerja_sub_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "ktc_kla_tahun_idx" ON "kinerja_tercapai" USING btree ("kinerja_langkah_aksi_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_ss_rpjmd_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("sasaran_strategis_rpjmd_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_ss_pd_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("sasaran_strategis_pd_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_kp_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_program_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_kk_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_ksk_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_sub_kegiatan_id","tahun");--> statement-breakpoint
CREATE INDEX "kttc_kla_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_langkah_aksi_id","tahun");