CREATE TABLE "pegawai" (
	"nip" text PRIMARY KEY NOT NULL,
	"peg_nama" text NOT NULL,
	"satuan_kerja_id" text,
	"unit_kerja_id" integer,
	"jabatan" text,
	"pangkat_golongan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pengaturan" (
	"kunci" text PRIMARY KEY NOT NULL,
	"nilai" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "satuan_kerja" (
	"satuan_kerja_id" text PRIMARY KEY NOT NULL,
	"satuan_kerja_nama" text NOT NULL,
	"singkatan" text,
	"jenis" text NOT NULL,
	"jabatan_kepala" text NOT NULL,
	"kepala_nip" text,
	"is_rsud" boolean DEFAULT false NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "unit_kerja" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"parent_id" integer,
	"unit_kerja_nama" text NOT NULL,
	"unit_kerja_nama_full" text NOT NULL,
	"jabatan_nama" text NOT NULL,
	"eselon" integer NOT NULL,
	"pejabat_nip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nama" text NOT NULL,
	"nip" text,
	"role_id" integer NOT NULL,
	"satuan_kerja_id" text,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "referensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"nilai_date" date NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "referensi_tahun_kode_uq" UNIQUE("tahun","kode")
);
--> statement-breakpoint
CREATE TABLE "validasi_perencanaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"tahap" integer DEFAULT 1 NOT NULL,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "validasi_perencanaan_satker_tahun_uq" UNIQUE("satuan_kerja_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indikator_sasaran_strategis" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "indikator_ss_id_sasaran_uq" UNIQUE("id","sasaran_strategis_id"),
	CONSTRAINT "indikator_ss_polaritas_ck" CHECK ("indikator_sasaran_strategis"."polaritas" in ('naik', 'turun'))
);
--> statement-breakpoint
CREATE TABLE "indikator_tujuan" (
	"id" serial PRIMARY KEY NOT NULL,
	"tujuan_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"baseline" numeric,
	"target_1" numeric,
	"target_2" numeric,
	"target_3" numeric,
	"target_4" numeric,
	"target_5" numeric,
	"realisasi_1" numeric,
	"realisasi_2" numeric,
	"realisasi_3" numeric,
	"realisasi_4" numeric,
	"realisasi_5" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "indikator_tujuan_polaritas_ck" CHECK ("indikator_tujuan"."polaritas" in ('naik', 'turun'))
);
--> statement-breakpoint
CREATE TABLE "kinerja_cross_cutting" (
	"id" serial PRIMARY KEY NOT NULL,
	"periode_id" integer NOT NULL,
	"sasaran_strategis_rpjmd_id" integer,
	"parent_id" integer,
	"satuan_kerja_id" text,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"baseline" numeric,
	"target_1" numeric,
	"target_2" numeric,
	"target_3" numeric,
	"target_4" numeric,
	"target_5" numeric,
	"realisasi_1" numeric,
	"realisasi_2" numeric,
	"realisasi_3" numeric,
	"realisasi_4" numeric,
	"realisasi_5" numeric,
	"capaian_1" numeric,
	"capaian_2" numeric,
	"capaian_3" numeric,
	"capaian_4" numeric,
	"capaian_5" numeric,
	"keterangan" text,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kcc_polaritas_ck" CHECK ("kinerja_cross_cutting"."polaritas" in ('naik', 'turun'))
);
--> statement-breakpoint
CREATE TABLE "misi" (
	"id" serial PRIMARY KEY NOT NULL,
	"visi_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"misi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "periode" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun_awal" integer NOT NULL,
	"tahun_akhir" integer NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "periode_tahun_awal_uq" UNIQUE("tahun_awal"),
	CONSTRAINT "periode_lima_tahun_ck" CHECK ("periode"."tahun_akhir" = "periode"."tahun_awal" + 4)
);
--> statement-breakpoint
CREATE TABLE "sasaran_strategis" (
	"id" serial PRIMARY KEY NOT NULL,
	"tujuan_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"sasaran" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sasaran_strategis_rpjmd" (
	"id" serial PRIMARY KEY NOT NULL,
	"periode_id" integer NOT NULL,
	"sasaran_strategis_id" integer NOT NULL,
	"indikator_sasaran_strategis_id" integer NOT NULL,
	"baseline" numeric,
	"target_1" numeric,
	"target_2" numeric,
	"target_3" numeric,
	"target_4" numeric,
	"target_5" numeric,
	"realisasi_1" numeric,
	"realisasi_2" numeric,
	"realisasi_3" numeric,
	"realisasi_4" numeric,
	"realisasi_5" numeric,
	"capaian_1" numeric,
	"capaian_2" numeric,
	"capaian_3" numeric,
	"capaian_4" numeric,
	"capaian_5" numeric,
	"rata_nasional" numeric,
	"keterangan" text,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ss_rpjmd_periode_indikator_uq" UNIQUE("periode_id","indikator_sasaran_strategis_id")
);
--> statement-breakpoint
CREATE TABLE "tujuan" (
	"id" serial PRIMARY KEY NOT NULL,
	"misi_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"tujuan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "visi" (
	"id" serial PRIMARY KEY NOT NULL,
	"periode_id" integer NOT NULL,
	"visi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "visi_periode_uq" UNIQUE("periode_id")
);
--> statement-breakpoint
CREATE TABLE "kegiatan" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kegiatan_kode_uq" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "program" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "program_kode_uq" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "program_satuan_kerja" (
	"program_id" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "program_satuan_kerja_pk" PRIMARY KEY("program_id","satuan_kerja_id")
);
--> statement-breakpoint
CREATE TABLE "sub_kegiatan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kegiatan_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"indikator" text,
	"satuan" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sub_kegiatan_kode_uq" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "sasaran_strategis_pd" (
	"id" serial PRIMARY KEY NOT NULL,
	"periode_id" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"sasaran_strategis_rpjmd_id" integer NOT NULL,
	"sasaran_strategis_satker" text NOT NULL,
	"iku" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"baseline" numeric,
	"target_1" numeric,
	"target_2" numeric,
	"target_3" numeric,
	"target_4" numeric,
	"target_5" numeric,
	"realisasi_1" numeric,
	"realisasi_2" numeric,
	"realisasi_3" numeric,
	"realisasi_4" numeric,
	"realisasi_5" numeric,
	"capaian_1" numeric,
	"capaian_2" numeric,
	"capaian_3" numeric,
	"capaian_4" numeric,
	"capaian_5" numeric,
	"rata_nasional" numeric,
	"do_narasi" text,
	"do_rumus" text,
	"do_keterangan" text,
	"do_sumber" text,
	"status_upload_pk" boolean DEFAULT false NOT NULL,
	"skp" boolean DEFAULT false NOT NULL,
	"is_kinerja_direktur_rsud" boolean DEFAULT false NOT NULL,
	"kinerja_cross_cutting_id" integer,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ss_pd_polaritas_ck" CHECK ("sasaran_strategis_pd"."polaritas" in ('naik', 'turun'))
);
--> statement-breakpoint
CREATE TABLE "sasaran_strategis_pd_cross" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_rpjmd_id" integer NOT NULL,
	"sasaran_strategis_pd_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ss_pd_cross_pair_uq" UNIQUE("sasaran_strategis_rpjmd_id","sasaran_strategis_pd_id")
);
--> statement-breakpoint
CREATE TABLE "sasaran_strategis_pd_triwulan" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_pd_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" integer NOT NULL,
	"target" numeric,
	"realisasi" numeric,
	"capaian" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ss_pd_tw_uq" UNIQUE("sasaran_strategis_pd_id","tahun","triwulan"),
	CONSTRAINT "ss_pd_tw_triwulan_ck" CHECK ("sasaran_strategis_pd_triwulan"."triwulan" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tim_kerja" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"nama" text NOT NULL,
	"ketua_nip" text NOT NULL,
	"unit_kerja_id" integer,
	"is_tambahan" boolean DEFAULT false NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "tim_kerja_anggota" (
	"id" serial PRIMARY KEY NOT NULL,
	"tim_kerja_id" integer NOT NULL,
	"nip" text NOT NULL,
	"peran" text DEFAULT 'anggota' NOT NULL,
	"status_kepala_bidang" text DEFAULT 'menunggu' NOT NULL,
	"catatan_kepala_bidang" text,
	"kepala_bidang_by" integer,
	"kepala_bidang_at" timestamp with time zone,
	"status_kepala_opd" text DEFAULT 'menunggu' NOT NULL,
	"catatan_kepala_opd" text,
	"kepala_opd_by" integer,
	"kepala_opd_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "tim_kerja_anggota_tim_nip_uq" UNIQUE("tim_kerja_id","nip"),
	CONSTRAINT "tim_kerja_anggota_status_ck" CHECK ("tim_kerja_anggota"."status_kepala_bidang" in ('menunggu', 'disetujui', 'ditolak') and "tim_kerja_anggota"."status_kepala_opd" in ('menunggu', 'disetujui', 'ditolak'))
);
--> statement-breakpoint
CREATE TABLE "jenis_rb" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "kamus_indikator" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"sub_kegiatan_id" integer,
	"indikator_output" text NOT NULL,
	"indikator_kemendagri" text,
	"satuan" text,
	"is_fungsional" boolean DEFAULT false NOT NULL,
	"keterangan" text,
	"status_validasi" boolean DEFAULT false NOT NULL,
	"catatan_validasi" text,
	"validasi_by" integer,
	"validasi_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "kategori_tematik" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis_rb_id" integer,
	"nama" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "kinerja_bayangan" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"sasaran_strategis_pd_id" integer,
	"kinerja_program_id" integer,
	"kinerja_kegiatan_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text,
	"target" numeric,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kb_level_ck" CHECK (num_nonnulls("kinerja_bayangan"."sasaran_strategis_pd_id", "kinerja_bayangan"."kinerja_program_id", "kinerja_bayangan"."kinerja_kegiatan_id", "kinerja_bayangan"."kinerja_sub_kegiatan_id") = 1 and (case "kinerja_bayangan"."level" when 'sasaran-strategis-pd' then "kinerja_bayangan"."sasaran_strategis_pd_id" is not null when 'kinerja-program' then "kinerja_bayangan"."kinerja_program_id" is not null when 'kinerja-kegiatan' then "kinerja_bayangan"."kinerja_kegiatan_id" is not null when 'kinerja-sub-kegiatan' then "kinerja_bayangan"."kinerja_sub_kegiatan_id" is not null else false end))
);
--> statement-breakpoint
CREATE TABLE "kinerja_kegiatan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_program_id" integer NOT NULL,
	"kegiatan_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"target" numeric,
	"realisasi" numeric,
	"capaian" numeric,
	"anggaran" numeric(18, 2) DEFAULT 0 NOT NULL,
	"realisasi_anggaran" numeric(18, 2),
	"target_bulan_1" numeric,
	"target_bulan_2" numeric,
	"target_bulan_3" numeric,
	"target_bulan_4" numeric,
	"target_bulan_5" numeric,
	"target_bulan_6" numeric,
	"target_bulan_7" numeric,
	"target_bulan_8" numeric,
	"target_bulan_9" numeric,
	"target_bulan_10" numeric,
	"target_bulan_11" numeric,
	"target_bulan_12" numeric,
	"realisasi_bulan_1" numeric,
	"realisasi_bulan_2" numeric,
	"realisasi_bulan_3" numeric,
	"realisasi_bulan_4" numeric,
	"realisasi_bulan_5" numeric,
	"realisasi_bulan_6" numeric,
	"realisasi_bulan_7" numeric,
	"realisasi_bulan_8" numeric,
	"realisasi_bulan_9" numeric,
	"realisasi_bulan_10" numeric,
	"realisasi_bulan_11" numeric,
	"realisasi_bulan_12" numeric,
	"anggaran_bulan_1" numeric(18, 2),
	"anggaran_bulan_2" numeric(18, 2),
	"anggaran_bulan_3" numeric(18, 2),
	"anggaran_bulan_4" numeric(18, 2),
	"anggaran_bulan_5" numeric(18, 2),
	"anggaran_bulan_6" numeric(18, 2),
	"anggaran_bulan_7" numeric(18, 2),
	"anggaran_bulan_8" numeric(18, 2),
	"anggaran_bulan_9" numeric(18, 2),
	"anggaran_bulan_10" numeric(18, 2),
	"anggaran_bulan_11" numeric(18, 2),
	"anggaran_bulan_12" numeric(18, 2),
	"realisasi_anggaran_bulan_1" numeric(18, 2),
	"realisasi_anggaran_bulan_2" numeric(18, 2),
	"realisasi_anggaran_bulan_3" numeric(18, 2),
	"realisasi_anggaran_bulan_4" numeric(18, 2),
	"realisasi_anggaran_bulan_5" numeric(18, 2),
	"realisasi_anggaran_bulan_6" numeric(18, 2),
	"realisasi_anggaran_bulan_7" numeric(18, 2),
	"realisasi_anggaran_bulan_8" numeric(18, 2),
	"realisasi_anggaran_bulan_9" numeric(18, 2),
	"realisasi_anggaran_bulan_10" numeric(18, 2),
	"realisasi_anggaran_bulan_11" numeric(18, 2),
	"realisasi_anggaran_bulan_12" numeric(18, 2),
	"urutan" integer DEFAULT 0 NOT NULL,
	"pengampu_type" text,
	"unit_kerja_id" integer,
	"tim_kerja_id" integer,
	"do_narasi" text,
	"do_rumus" text,
	"do_keterangan" text,
	"do_sumber" text,
	"status_upload_pk" boolean DEFAULT false NOT NULL,
	"skp" boolean DEFAULT false NOT NULL,
	"is_kinerja_direktur_to_wakil_direktur_rsud" boolean DEFAULT false NOT NULL,
	"kinerja_cross_cutting_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kk_polaritas_ck" CHECK ("kinerja_kegiatan"."polaritas" in ('naik', 'turun')),
	CONSTRAINT "kk_pengampu_ck" CHECK (("kinerja_kegiatan"."pengampu_type" is null and "kinerja_kegiatan"."unit_kerja_id" is null and "kinerja_kegiatan"."tim_kerja_id" is null)
        or ("kinerja_kegiatan"."pengampu_type" = 'unit-kerja' and "kinerja_kegiatan"."unit_kerja_id" is not null and "kinerja_kegiatan"."tim_kerja_id" is null)
        or ("kinerja_kegiatan"."pengampu_type" = 'tim-kerja' and "kinerja_kegiatan"."tim_kerja_id" is not null and "kinerja_kegiatan"."unit_kerja_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kinerja_kegiatan_cross" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_program_id" integer NOT NULL,
	"kinerja_kegiatan_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kk_cross_pair_uq" UNIQUE("kinerja_program_id","kinerja_kegiatan_id")
);
--> statement-breakpoint
CREATE TABLE "kinerja_langkah_aksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_sub_kegiatan_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"target" numeric,
	"realisasi" numeric,
	"capaian" numeric,
	"anggaran" numeric(18, 2) DEFAULT 0 NOT NULL,
	"realisasi_anggaran" numeric(18, 2),
	"target_bulan_1" numeric,
	"target_bulan_2" numeric,
	"target_bulan_3" numeric,
	"target_bulan_4" numeric,
	"target_bulan_5" numeric,
	"target_bulan_6" numeric,
	"target_bulan_7" numeric,
	"target_bulan_8" numeric,
	"target_bulan_9" numeric,
	"target_bulan_10" numeric,
	"target_bulan_11" numeric,
	"target_bulan_12" numeric,
	"realisasi_bulan_1" numeric,
	"realisasi_bulan_2" numeric,
	"realisasi_bulan_3" numeric,
	"realisasi_bulan_4" numeric,
	"realisasi_bulan_5" numeric,
	"realisasi_bulan_6" numeric,
	"realisasi_bulan_7" numeric,
	"realisasi_bulan_8" numeric,
	"realisasi_bulan_9" numeric,
	"realisasi_bulan_10" numeric,
	"realisasi_bulan_11" numeric,
	"realisasi_bulan_12" numeric,
	"anggaran_bulan_1" numeric(18, 2),
	"anggaran_bulan_2" numeric(18, 2),
	"anggaran_bulan_3" numeric(18, 2),
	"anggaran_bulan_4" numeric(18, 2),
	"anggaran_bulan_5" numeric(18, 2),
	"anggaran_bulan_6" numeric(18, 2),
	"anggaran_bulan_7" numeric(18, 2),
	"anggaran_bulan_8" numeric(18, 2),
	"anggaran_bulan_9" numeric(18, 2),
	"anggaran_bulan_10" numeric(18, 2),
	"anggaran_bulan_11" numeric(18, 2),
	"anggaran_bulan_12" numeric(18, 2),
	"realisasi_anggaran_bulan_1" numeric(18, 2),
	"realisasi_anggaran_bulan_2" numeric(18, 2),
	"realisasi_anggaran_bulan_3" numeric(18, 2),
	"realisasi_anggaran_bulan_4" numeric(18, 2),
	"realisasi_anggaran_bulan_5" numeric(18, 2),
	"realisasi_anggaran_bulan_6" numeric(18, 2),
	"realisasi_anggaran_bulan_7" numeric(18, 2),
	"realisasi_anggaran_bulan_8" numeric(18, 2),
	"realisasi_anggaran_bulan_9" numeric(18, 2),
	"realisasi_anggaran_bulan_10" numeric(18, 2),
	"realisasi_anggaran_bulan_11" numeric(18, 2),
	"realisasi_anggaran_bulan_12" numeric(18, 2),
	"urutan" integer DEFAULT 0 NOT NULL,
	"tim_kerja_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kla_polaritas_ck" CHECK ("kinerja_langkah_aksi"."polaritas" in ('naik', 'turun'))
);
--> statement-breakpoint
CREATE TABLE "kinerja_langkah_aksi_anggota" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_langkah_aksi_id" integer NOT NULL,
	"tim_kerja_anggota_id" integer NOT NULL,
	"target" numeric,
	"satuan" text NOT NULL,
	"realisasi" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "klaa_pair_uq" UNIQUE("kinerja_langkah_aksi_id","tim_kerja_anggota_id")
);
--> statement-breakpoint
CREATE TABLE "kinerja_program" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_pd_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"target" numeric,
	"realisasi" numeric,
	"capaian" numeric,
	"anggaran" numeric(18, 2) DEFAULT 0 NOT NULL,
	"realisasi_anggaran" numeric(18, 2),
	"target_bulan_1" numeric,
	"target_bulan_2" numeric,
	"target_bulan_3" numeric,
	"target_bulan_4" numeric,
	"target_bulan_5" numeric,
	"target_bulan_6" numeric,
	"target_bulan_7" numeric,
	"target_bulan_8" numeric,
	"target_bulan_9" numeric,
	"target_bulan_10" numeric,
	"target_bulan_11" numeric,
	"target_bulan_12" numeric,
	"realisasi_bulan_1" numeric,
	"realisasi_bulan_2" numeric,
	"realisasi_bulan_3" numeric,
	"realisasi_bulan_4" numeric,
	"realisasi_bulan_5" numeric,
	"realisasi_bulan_6" numeric,
	"realisasi_bulan_7" numeric,
	"realisasi_bulan_8" numeric,
	"realisasi_bulan_9" numeric,
	"realisasi_bulan_10" numeric,
	"realisasi_bulan_11" numeric,
	"realisasi_bulan_12" numeric,
	"anggaran_bulan_1" numeric(18, 2),
	"anggaran_bulan_2" numeric(18, 2),
	"anggaran_bulan_3" numeric(18, 2),
	"anggaran_bulan_4" numeric(18, 2),
	"anggaran_bulan_5" numeric(18, 2),
	"anggaran_bulan_6" numeric(18, 2),
	"anggaran_bulan_7" numeric(18, 2),
	"anggaran_bulan_8" numeric(18, 2),
	"anggaran_bulan_9" numeric(18, 2),
	"anggaran_bulan_10" numeric(18, 2),
	"anggaran_bulan_11" numeric(18, 2),
	"anggaran_bulan_12" numeric(18, 2),
	"realisasi_anggaran_bulan_1" numeric(18, 2),
	"realisasi_anggaran_bulan_2" numeric(18, 2),
	"realisasi_anggaran_bulan_3" numeric(18, 2),
	"realisasi_anggaran_bulan_4" numeric(18, 2),
	"realisasi_anggaran_bulan_5" numeric(18, 2),
	"realisasi_anggaran_bulan_6" numeric(18, 2),
	"realisasi_anggaran_bulan_7" numeric(18, 2),
	"realisasi_anggaran_bulan_8" numeric(18, 2),
	"realisasi_anggaran_bulan_9" numeric(18, 2),
	"realisasi_anggaran_bulan_10" numeric(18, 2),
	"realisasi_anggaran_bulan_11" numeric(18, 2),
	"realisasi_anggaran_bulan_12" numeric(18, 2),
	"urutan" integer DEFAULT 0 NOT NULL,
	"pengampu_type" text,
	"unit_kerja_id" integer,
	"tim_kerja_id" integer,
	"do_narasi" text,
	"do_rumus" text,
	"do_keterangan" text,
	"do_sumber" text,
	"status_upload_pk" boolean DEFAULT false NOT NULL,
	"skp" boolean DEFAULT false NOT NULL,
	"is_kinerja_direktur_to_wakil_direktur_rsud" boolean DEFAULT false NOT NULL,
	"kinerja_cross_cutting_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kp_polaritas_ck" CHECK ("kinerja_program"."polaritas" in ('naik', 'turun')),
	CONSTRAINT "kp_pengampu_ck" CHECK (("kinerja_program"."pengampu_type" is null and "kinerja_program"."unit_kerja_id" is null and "kinerja_program"."tim_kerja_id" is null)
        or ("kinerja_program"."pengampu_type" = 'unit-kerja' and "kinerja_program"."unit_kerja_id" is not null and "kinerja_program"."tim_kerja_id" is null)
        or ("kinerja_program"."pengampu_type" = 'tim-kerja' and "kinerja_program"."tim_kerja_id" is not null and "kinerja_program"."unit_kerja_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kinerja_program_cross" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_pd_id" integer NOT NULL,
	"kinerja_program_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kp_cross_pair_uq" UNIQUE("sasaran_strategis_pd_id","kinerja_program_id")
);
--> statement-breakpoint
CREATE TABLE "kinerja_sub_kegiatan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_kegiatan_id" integer NOT NULL,
	"sub_kegiatan_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"sasaran" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"polaritas" text DEFAULT 'naik' NOT NULL,
	"target" numeric,
	"realisasi" numeric,
	"capaian" numeric,
	"anggaran" numeric(18, 2) DEFAULT 0 NOT NULL,
	"realisasi_anggaran" numeric(18, 2),
	"target_bulan_1" numeric,
	"target_bulan_2" numeric,
	"target_bulan_3" numeric,
	"target_bulan_4" numeric,
	"target_bulan_5" numeric,
	"target_bulan_6" numeric,
	"target_bulan_7" numeric,
	"target_bulan_8" numeric,
	"target_bulan_9" numeric,
	"target_bulan_10" numeric,
	"target_bulan_11" numeric,
	"target_bulan_12" numeric,
	"realisasi_bulan_1" numeric,
	"realisasi_bulan_2" numeric,
	"realisasi_bulan_3" numeric,
	"realisasi_bulan_4" numeric,
	"realisasi_bulan_5" numeric,
	"realisasi_bulan_6" numeric,
	"realisasi_bulan_7" numeric,
	"realisasi_bulan_8" numeric,
	"realisasi_bulan_9" numeric,
	"realisasi_bulan_10" numeric,
	"realisasi_bulan_11" numeric,
	"realisasi_bulan_12" numeric,
	"anggaran_bulan_1" numeric(18, 2),
	"anggaran_bulan_2" numeric(18, 2),
	"anggaran_bulan_3" numeric(18, 2),
	"anggaran_bulan_4" numeric(18, 2),
	"anggaran_bulan_5" numeric(18, 2),
	"anggaran_bulan_6" numeric(18, 2),
	"anggaran_bulan_7" numeric(18, 2),
	"anggaran_bulan_8" numeric(18, 2),
	"anggaran_bulan_9" numeric(18, 2),
	"anggaran_bulan_10" numeric(18, 2),
	"anggaran_bulan_11" numeric(18, 2),
	"anggaran_bulan_12" numeric(18, 2),
	"realisasi_anggaran_bulan_1" numeric(18, 2),
	"realisasi_anggaran_bulan_2" numeric(18, 2),
	"realisasi_anggaran_bulan_3" numeric(18, 2),
	"realisasi_anggaran_bulan_4" numeric(18, 2),
	"realisasi_anggaran_bulan_5" numeric(18, 2),
	"realisasi_anggaran_bulan_6" numeric(18, 2),
	"realisasi_anggaran_bulan_7" numeric(18, 2),
	"realisasi_anggaran_bulan_8" numeric(18, 2),
	"realisasi_anggaran_bulan_9" numeric(18, 2),
	"realisasi_anggaran_bulan_10" numeric(18, 2),
	"realisasi_anggaran_bulan_11" numeric(18, 2),
	"realisasi_anggaran_bulan_12" numeric(18, 2),
	"urutan" integer DEFAULT 0 NOT NULL,
	"pengampu_type" text,
	"unit_kerja_id" integer,
	"tim_kerja_id" integer,
	"do_narasi" text,
	"do_rumus" text,
	"do_keterangan" text,
	"do_sumber" text,
	"status_upload_pk" boolean DEFAULT false NOT NULL,
	"skp" boolean DEFAULT false NOT NULL,
	"is_kinerja_direktur_to_wakil_direktur_rsud" boolean DEFAULT false NOT NULL,
	"kinerja_cross_cutting_id" integer,
	"indikator_kemendagri" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"kategori_tematik_id" integer,
	"status_validasi" boolean DEFAULT false NOT NULL,
	"catatan_validasi" text,
	"validasi_by" integer,
	"validasi_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ksk_polaritas_ck" CHECK ("kinerja_sub_kegiatan"."polaritas" in ('naik', 'turun')),
	CONSTRAINT "ksk_pengampu_ck" CHECK (("kinerja_sub_kegiatan"."pengampu_type" is null and "kinerja_sub_kegiatan"."unit_kerja_id" is null and "kinerja_sub_kegiatan"."tim_kerja_id" is null)
        or ("kinerja_sub_kegiatan"."pengampu_type" = 'unit-kerja' and "kinerja_sub_kegiatan"."unit_kerja_id" is not null and "kinerja_sub_kegiatan"."tim_kerja_id" is null)
        or ("kinerja_sub_kegiatan"."pengampu_type" = 'tim-kerja' and "kinerja_sub_kegiatan"."tim_kerja_id" is not null and "kinerja_sub_kegiatan"."unit_kerja_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kinerja_sub_kegiatan_cross" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_kegiatan_id" integer NOT NULL,
	"kinerja_sub_kegiatan_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ksk_cross_pair_uq" UNIQUE("kinerja_kegiatan_id","kinerja_sub_kegiatan_id")
);
--> statement-breakpoint
CREATE TABLE "kinerja_tercapai" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"sasaran_strategis_rpjmd_id" integer,
	"sasaran_strategis_pd_id" integer,
	"kinerja_program_id" integer,
	"kinerja_kegiatan_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"kinerja_langkah_aksi_id" integer,
	"tahun" integer NOT NULL,
	"triwulan" integer,
	"catatan" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ktc_level_ck" CHECK (num_nonnulls("kinerja_tercapai"."sasaran_strategis_rpjmd_id", "kinerja_tercapai"."sasaran_strategis_pd_id", "kinerja_tercapai"."kinerja_program_id", "kinerja_tercapai"."kinerja_kegiatan_id", "kinerja_tercapai"."kinerja_sub_kegiatan_id", "kinerja_tercapai"."kinerja_langkah_aksi_id") = 1 and (case "kinerja_tercapai"."level" when 'sasaran-strategis-rpjmd' then "kinerja_tercapai"."sasaran_strategis_rpjmd_id" is not null when 'sasaran-strategis-pd' then "kinerja_tercapai"."sasaran_strategis_pd_id" is not null when 'kinerja-program' then "kinerja_tercapai"."kinerja_program_id" is not null when 'kinerja-kegiatan' then "kinerja_tercapai"."kinerja_kegiatan_id" is not null when 'kinerja-sub-kegiatan' then "kinerja_tercapai"."kinerja_sub_kegiatan_id" is not null when 'kinerja-langkah-aksi' then "kinerja_tercapai"."kinerja_langkah_aksi_id" is not null else false end)),
	CONSTRAINT "ktc_triwulan_ck" CHECK ("kinerja_tercapai"."triwulan" is null or "kinerja_tercapai"."triwulan" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "kinerja_tidak_tercapai" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"sasaran_strategis_rpjmd_id" integer,
	"sasaran_strategis_pd_id" integer,
	"kinerja_program_id" integer,
	"kinerja_kegiatan_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"kinerja_langkah_aksi_id" integer,
	"tahun" integer NOT NULL,
	"triwulan" integer,
	"catatan" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kttc_level_ck" CHECK (num_nonnulls("kinerja_tidak_tercapai"."sasaran_strategis_rpjmd_id", "kinerja_tidak_tercapai"."sasaran_strategis_pd_id", "kinerja_tidak_tercapai"."kinerja_program_id", "kinerja_tidak_tercapai"."kinerja_kegiatan_id", "kinerja_tidak_tercapai"."kinerja_sub_kegiatan_id", "kinerja_tidak_tercapai"."kinerja_langkah_aksi_id") = 1 and (case "kinerja_tidak_tercapai"."level" when 'sasaran-strategis-rpjmd' then "kinerja_tidak_tercapai"."sasaran_strategis_rpjmd_id" is not null when 'sasaran-strategis-pd' then "kinerja_tidak_tercapai"."sasaran_strategis_pd_id" is not null when 'kinerja-program' then "kinerja_tidak_tercapai"."kinerja_program_id" is not null when 'kinerja-kegiatan' then "kinerja_tidak_tercapai"."kinerja_kegiatan_id" is not null when 'kinerja-sub-kegiatan' then "kinerja_tidak_tercapai"."kinerja_sub_kegiatan_id" is not null when 'kinerja-langkah-aksi' then "kinerja_tidak_tercapai"."kinerja_langkah_aksi_id" is not null else false end)),
	CONSTRAINT "kttc_triwulan_ck" CHECK ("kinerja_tidak_tercapai"."triwulan" is null or "kinerja_tidak_tercapai"."triwulan" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "penyebab_kegagalan" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"sasaran_strategis_rpjmd_id" integer,
	"sasaran_strategis_pd_id" integer,
	"kinerja_program_id" integer,
	"kinerja_kegiatan_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"kinerja_langkah_aksi_id" integer,
	"tahun" integer NOT NULL,
	"triwulan" integer NOT NULL,
	"penyebab" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pk_level_ck" CHECK (num_nonnulls("penyebab_kegagalan"."sasaran_strategis_rpjmd_id", "penyebab_kegagalan"."sasaran_strategis_pd_id", "penyebab_kegagalan"."kinerja_program_id", "penyebab_kegagalan"."kinerja_kegiatan_id", "penyebab_kegagalan"."kinerja_sub_kegiatan_id", "penyebab_kegagalan"."kinerja_langkah_aksi_id") = 1 and (case "penyebab_kegagalan"."level" when 'sasaran-strategis-rpjmd' then "penyebab_kegagalan"."sasaran_strategis_rpjmd_id" is not null when 'sasaran-strategis-pd' then "penyebab_kegagalan"."sasaran_strategis_pd_id" is not null when 'kinerja-program' then "penyebab_kegagalan"."kinerja_program_id" is not null when 'kinerja-kegiatan' then "penyebab_kegagalan"."kinerja_kegiatan_id" is not null when 'kinerja-sub-kegiatan' then "penyebab_kegagalan"."kinerja_sub_kegiatan_id" is not null when 'kinerja-langkah-aksi' then "penyebab_kegagalan"."kinerja_langkah_aksi_id" is not null else false end)),
	CONSTRAINT "pk_triwulan_ck" CHECK ("penyebab_kegagalan"."triwulan" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "rencana_aksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"sasaran_strategis_pd_id" integer,
	"sasaran_strategis_rpjmd_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"rencana_aksi" text NOT NULL,
	"indikator" text NOT NULL,
	"satuan" text NOT NULL,
	"tw1" numeric,
	"tw2" numeric,
	"tw3" numeric,
	"tw4" numeric,
	"tw1_realisasi" numeric,
	"tw2_realisasi" numeric,
	"tw3_realisasi" numeric,
	"tw4_realisasi" numeric,
	"pengampu_type" text,
	"unit_kerja_id" integer,
	"tim_kerja_id" integer,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ra_sasaran_ck" CHECK ("rencana_aksi"."sasaran_strategis_pd_id" is not null or "rencana_aksi"."sasaran_strategis_rpjmd_id" is not null),
	CONSTRAINT "ra_pengampu_ck" CHECK (("rencana_aksi"."pengampu_type" is null and "rencana_aksi"."unit_kerja_id" is null and "rencana_aksi"."tim_kerja_id" is null)
        or ("rencana_aksi"."pengampu_type" = 'unit-kerja' and "rencana_aksi"."unit_kerja_id" is not null and "rencana_aksi"."tim_kerja_id" is null)
        or ("rencana_aksi"."pengampu_type" = 'tim-kerja' and "rencana_aksi"."tim_kerja_id" is not null and "rencana_aksi"."unit_kerja_id" is null))
);
--> statement-breakpoint
CREATE TABLE "solusi" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"tahun" integer NOT NULL,
	"kinerja_program_id" integer,
	"kinerja_kegiatan_id" integer,
	"kinerja_sub_kegiatan_id" integer,
	"masalah_kinerja_program_id" integer,
	"masalah_kinerja_kegiatan_id" integer,
	"masalah_kinerja_sub_kegiatan_id" integer,
	"masalah" text,
	"solusi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sol_level_ck" CHECK (num_nonnulls("solusi"."kinerja_program_id", "solusi"."kinerja_kegiatan_id", "solusi"."kinerja_sub_kegiatan_id") = 1 and (case "solusi"."level" when 'kinerja-program' then "solusi"."kinerja_program_id" is not null when 'kinerja-kegiatan' then "solusi"."kinerja_kegiatan_id" is not null when 'kinerja-sub-kegiatan' then "solusi"."kinerja_sub_kegiatan_id" is not null else false end)),
	CONSTRAINT "sol_masalah_level_ck" CHECK (num_nonnulls("solusi"."masalah_kinerja_program_id", "solusi"."masalah_kinerja_kegiatan_id", "solusi"."masalah_kinerja_sub_kegiatan_id") = 0
        or ("solusi"."level" = 'kinerja-program' and "solusi"."masalah_kinerja_program_id" is not null and "solusi"."masalah_kinerja_kegiatan_id" is null and "solusi"."masalah_kinerja_sub_kegiatan_id" is null)
        or ("solusi"."level" = 'kinerja-kegiatan' and "solusi"."masalah_kinerja_kegiatan_id" is not null and "solusi"."masalah_kinerja_program_id" is null and "solusi"."masalah_kinerja_sub_kegiatan_id" is null)
        or ("solusi"."level" = 'kinerja-sub-kegiatan' and "solusi"."masalah_kinerja_sub_kegiatan_id" is not null and "solusi"."masalah_kinerja_program_id" is null and "solusi"."masalah_kinerja_kegiatan_id" is null))
);
--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_unit_kerja_id_unit_kerja_id_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_kerja" ADD CONSTRAINT "unit_kerja_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validasi_perencanaan" ADD CONSTRAINT "validasi_perencanaan_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_sasaran_strategis" ADD CONSTRAINT "indikator_ss_sasaran_fk" FOREIGN KEY ("sasaran_strategis_id") REFERENCES "public"."sasaran_strategis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indikator_tujuan" ADD CONSTRAINT "indikator_tujuan_tujuan_fk" FOREIGN KEY ("tujuan_id") REFERENCES "public"."tujuan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_cross_cutting" ADD CONSTRAINT "kcc_periode_fk" FOREIGN KEY ("periode_id") REFERENCES "public"."periode"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_cross_cutting" ADD CONSTRAINT "kcc_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_cross_cutting" ADD CONSTRAINT "kcc_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."kinerja_cross_cutting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_cross_cutting" ADD CONSTRAINT "kcc_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misi" ADD CONSTRAINT "misi_visi_fk" FOREIGN KEY ("visi_id") REFERENCES "public"."visi"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis" ADD CONSTRAINT "sasaran_strategis_tujuan_fk" FOREIGN KEY ("tujuan_id") REFERENCES "public"."tujuan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_rpjmd" ADD CONSTRAINT "ss_rpjmd_periode_fk" FOREIGN KEY ("periode_id") REFERENCES "public"."periode"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_rpjmd" ADD CONSTRAINT "ss_rpjmd_sasaran_fk" FOREIGN KEY ("sasaran_strategis_id") REFERENCES "public"."sasaran_strategis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_rpjmd" ADD CONSTRAINT "ss_rpjmd_indikator_fk" FOREIGN KEY ("indikator_sasaran_strategis_id","sasaran_strategis_id") REFERENCES "public"."indikator_sasaran_strategis"("id","sasaran_strategis_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tujuan" ADD CONSTRAINT "tujuan_misi_fk" FOREIGN KEY ("misi_id") REFERENCES "public"."misi"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visi" ADD CONSTRAINT "visi_periode_fk" FOREIGN KEY ("periode_id") REFERENCES "public"."periode"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kegiatan" ADD CONSTRAINT "kegiatan_program_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_satuan_kerja" ADD CONSTRAINT "program_satker_program_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_satuan_kerja" ADD CONSTRAINT "program_satker_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_kegiatan" ADD CONSTRAINT "sub_kegiatan_kegiatan_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd" ADD CONSTRAINT "ss_pd_periode_fk" FOREIGN KEY ("periode_id") REFERENCES "public"."periode"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd" ADD CONSTRAINT "ss_pd_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd" ADD CONSTRAINT "ss_pd_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd" ADD CONSTRAINT "ss_pd_kcc_fk" FOREIGN KEY ("kinerja_cross_cutting_id") REFERENCES "public"."kinerja_cross_cutting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd_cross" ADD CONSTRAINT "ss_pd_cross_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd_cross" ADD CONSTRAINT "ss_pd_cross_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_strategis_pd_triwulan" ADD CONSTRAINT "ss_pd_tw_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja" ADD CONSTRAINT "tim_kerja_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja" ADD CONSTRAINT "tim_kerja_ketua_fk" FOREIGN KEY ("ketua_nip") REFERENCES "public"."pegawai"("nip") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja" ADD CONSTRAINT "tim_kerja_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja_anggota" ADD CONSTRAINT "tim_kerja_anggota_tim_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja_anggota" ADD CONSTRAINT "tim_kerja_anggota_nip_fk" FOREIGN KEY ("nip") REFERENCES "public"."pegawai"("nip") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamus_indikator" ADD CONSTRAINT "ki_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamus_indikator" ADD CONSTRAINT "ki_sub_kegiatan_fk" FOREIGN KEY ("sub_kegiatan_id") REFERENCES "public"."sub_kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kategori_tematik" ADD CONSTRAINT "kategori_tematik_jenis_rb_fk" FOREIGN KEY ("jenis_rb_id") REFERENCES "public"."jenis_rb"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_bayangan" ADD CONSTRAINT "kb_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_bayangan" ADD CONSTRAINT "kb_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_bayangan" ADD CONSTRAINT "kb_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_bayangan" ADD CONSTRAINT "kb_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_tim_kerja_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_kcc_fk" FOREIGN KEY ("kinerja_cross_cutting_id") REFERENCES "public"."kinerja_cross_cutting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan" ADD CONSTRAINT "kk_kegiatan_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan_cross" ADD CONSTRAINT "kk_cross_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_kegiatan_cross" ADD CONSTRAINT "kk_cross_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi" ADD CONSTRAINT "kla_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi" ADD CONSTRAINT "kla_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi" ADD CONSTRAINT "kla_tim_kerja_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD CONSTRAINT "klaa_kla_fk" FOREIGN KEY ("kinerja_langkah_aksi_id") REFERENCES "public"."kinerja_langkah_aksi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_langkah_aksi_anggota" ADD CONSTRAINT "klaa_anggota_fk" FOREIGN KEY ("tim_kerja_anggota_id") REFERENCES "public"."tim_kerja_anggota"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_tim_kerja_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_kcc_fk" FOREIGN KEY ("kinerja_cross_cutting_id") REFERENCES "public"."kinerja_cross_cutting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program" ADD CONSTRAINT "kp_program_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program_cross" ADD CONSTRAINT "kp_cross_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_program_cross" ADD CONSTRAINT "kp_cross_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_tim_kerja_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_kcc_fk" FOREIGN KEY ("kinerja_cross_cutting_id") REFERENCES "public"."kinerja_cross_cutting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_sub_kegiatan_fk" FOREIGN KEY ("sub_kegiatan_id") REFERENCES "public"."sub_kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan" ADD CONSTRAINT "ksk_kategori_tematik_fk" FOREIGN KEY ("kategori_tematik_id") REFERENCES "public"."kategori_tematik"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan_cross" ADD CONSTRAINT "ksk_cross_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_sub_kegiatan_cross" ADD CONSTRAINT "ksk_cross_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tercapai" ADD CONSTRAINT "ktc_kla_fk" FOREIGN KEY ("kinerja_langkah_aksi_id") REFERENCES "public"."kinerja_langkah_aksi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_tidak_tercapai" ADD CONSTRAINT "kttc_kla_fk" FOREIGN KEY ("kinerja_langkah_aksi_id") REFERENCES "public"."kinerja_langkah_aksi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_kegagalan" ADD CONSTRAINT "pk_kla_fk" FOREIGN KEY ("kinerja_langkah_aksi_id") REFERENCES "public"."kinerja_langkah_aksi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_aksi" ADD CONSTRAINT "ra_tim_kerja_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_kp_fk" FOREIGN KEY ("kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_kk_fk" FOREIGN KEY ("kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_masalah_kp_fk" FOREIGN KEY ("masalah_kinerja_program_id") REFERENCES "public"."kinerja_program"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_masalah_kk_fk" FOREIGN KEY ("masalah_kinerja_kegiatan_id") REFERENCES "public"."kinerja_kegiatan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solusi" ADD CONSTRAINT "sol_masalah_ksk_fk" FOREIGN KEY ("masalah_kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pegawai_satker_idx" ON "pegawai" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "pegawai_unit_kerja_idx" ON "pegawai" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "unit_kerja_satker_idx" ON "unit_kerja" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_satker_idx" ON "users" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id");--> statement-breakpoint
CREATE INDEX "indikator_ss_sasaran_idx" ON "indikator_sasaran_strategis" USING btree ("sasaran_strategis_id");--> statement-breakpoint
CREATE INDEX "indikator_tujuan_tujuan_idx" ON "indikator_tujuan" USING btree ("tujuan_id");--> statement-breakpoint
CREATE INDEX "kcc_periode_idx" ON "kinerja_cross_cutting" USING btree ("periode_id");--> statement-breakpoint
CREATE INDEX "kcc_ss_rpjmd_idx" ON "kinerja_cross_cutting" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "kcc_parent_idx" ON "kinerja_cross_cutting" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "kcc_satker_idx" ON "kinerja_cross_cutting" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "misi_visi_idx" ON "misi" USING btree ("visi_id");--> statement-breakpoint
CREATE INDEX "sasaran_strategis_tujuan_idx" ON "sasaran_strategis" USING btree ("tujuan_id");--> statement-breakpoint
CREATE INDEX "ss_rpjmd_sasaran_idx" ON "sasaran_strategis_rpjmd" USING btree ("sasaran_strategis_id");--> statement-breakpoint
CREATE INDEX "ss_rpjmd_indikator_idx" ON "sasaran_strategis_rpjmd" USING btree ("indikator_sasaran_strategis_id");--> statement-breakpoint
CREATE INDEX "tujuan_misi_idx" ON "tujuan" USING btree ("misi_id");--> statement-breakpoint
CREATE INDEX "kegiatan_program_idx" ON "kegiatan" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "program_satuan_kerja_satker_idx" ON "program_satuan_kerja" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "sub_kegiatan_kegiatan_idx" ON "sub_kegiatan" USING btree ("kegiatan_id");--> statement-breakpoint
CREATE INDEX "ss_pd_satker_periode_idx" ON "sasaran_strategis_pd" USING btree ("satuan_kerja_id","periode_id");--> statement-breakpoint
CREATE INDEX "ss_pd_periode_idx" ON "sasaran_strategis_pd" USING btree ("periode_id");--> statement-breakpoint
CREATE INDEX "ss_pd_ss_rpjmd_idx" ON "sasaran_strategis_pd" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "ss_pd_kcc_idx" ON "sasaran_strategis_pd" USING btree ("kinerja_cross_cutting_id");--> statement-breakpoint
CREATE INDEX "ss_pd_cross_child_idx" ON "sasaran_strategis_pd_cross" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE INDEX "tim_kerja_satker_tahun_idx" ON "tim_kerja" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "tim_kerja_ketua_idx" ON "tim_kerja" USING btree ("ketua_nip");--> statement-breakpoint
CREATE INDEX "tim_kerja_unit_kerja_idx" ON "tim_kerja" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "tim_kerja_anggota_nip_idx" ON "tim_kerja_anggota" USING btree ("nip");--> statement-breakpoint
CREATE INDEX "ki_satker_tahun_idx" ON "kamus_indikator" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "ki_sub_kegiatan_idx" ON "kamus_indikator" USING btree ("sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kategori_tematik_jenis_rb_idx" ON "kategori_tematik" USING btree ("jenis_rb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_ss_pd_uq" ON "kinerja_bayangan" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_kp_uq" ON "kinerja_bayangan" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_kk_uq" ON "kinerja_bayangan" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_ksk_uq" ON "kinerja_bayangan" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kk_satker_tahun_idx" ON "kinerja_kegiatan" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "kk_tahun_idx" ON "kinerja_kegiatan" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "kk_unit_kerja_idx" ON "kinerja_kegiatan" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "kk_tim_kerja_idx" ON "kinerja_kegiatan" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE INDEX "kk_kcc_idx" ON "kinerja_kegiatan" USING btree ("kinerja_cross_cutting_id");--> statement-breakpoint
CREATE INDEX "kk_kp_idx" ON "kinerja_kegiatan" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE INDEX "kk_kegiatan_idx" ON "kinerja_kegiatan" USING btree ("kegiatan_id");--> statement-breakpoint
CREATE INDEX "kk_cross_child_idx" ON "kinerja_kegiatan_cross" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kla_satker_tahun_idx" ON "kinerja_langkah_aksi" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "kla_tahun_idx" ON "kinerja_langkah_aksi" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "kla_ksk_idx" ON "kinerja_langkah_aksi" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kla_tim_kerja_idx" ON "kinerja_langkah_aksi" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE INDEX "klaa_anggota_idx" ON "kinerja_langkah_aksi_anggota" USING btree ("tim_kerja_anggota_id");--> statement-breakpoint
CREATE INDEX "kp_satker_tahun_idx" ON "kinerja_program" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "kp_tahun_idx" ON "kinerja_program" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "kp_unit_kerja_idx" ON "kinerja_program" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "kp_tim_kerja_idx" ON "kinerja_program" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE INDEX "kp_kcc_idx" ON "kinerja_program" USING btree ("kinerja_cross_cutting_id");--> statement-breakpoint
CREATE INDEX "kp_ss_pd_idx" ON "kinerja_program" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE INDEX "kp_program_idx" ON "kinerja_program" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "kp_cross_child_idx" ON "kinerja_program_cross" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE INDEX "ksk_satker_tahun_idx" ON "kinerja_sub_kegiatan" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "ksk_tahun_idx" ON "kinerja_sub_kegiatan" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "ksk_unit_kerja_idx" ON "kinerja_sub_kegiatan" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "ksk_tim_kerja_idx" ON "kinerja_sub_kegiatan" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE INDEX "ksk_kcc_idx" ON "kinerja_sub_kegiatan" USING btree ("kinerja_cross_cutting_id");--> statement-breakpoint
CREATE INDEX "ksk_kk_idx" ON "kinerja_sub_kegiatan" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ksk_sub_kegiatan_idx" ON "kinerja_sub_kegiatan" USING btree ("sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ksk_kategori_tematik_idx" ON "kinerja_sub_kegiatan" USING btree ("kategori_tematik_id");--> statement-breakpoint
CREATE INDEX "ksk_cross_child_idx" ON "kinerja_sub_kegiatan_cross" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ktc_ss_rpjmd_idx" ON "kinerja_tercapai" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "ktc_ss_pd_idx" ON "kinerja_tercapai" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE INDEX "ktc_kp_idx" ON "kinerja_tercapai" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE INDEX "ktc_kk_idx" ON "kinerja_tercapai" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ktc_ksk_idx" ON "kinerja_tercapai" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ktc_kla_idx" ON "kinerja_tercapai" USING btree ("kinerja_langkah_aksi_id");--> statement-breakpoint
CREATE INDEX "ktc_tahun_idx" ON "kinerja_tercapai" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "kttc_ss_rpjmd_idx" ON "kinerja_tidak_tercapai" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "kttc_ss_pd_idx" ON "kinerja_tidak_tercapai" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE INDEX "kttc_kp_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE INDEX "kttc_kk_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kttc_ksk_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "kttc_kla_idx" ON "kinerja_tidak_tercapai" USING btree ("kinerja_langkah_aksi_id");--> statement-breakpoint
CREATE INDEX "kttc_tahun_idx" ON "kinerja_tidak_tercapai" USING btree ("tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_ss_rpjmd_uq" ON "penyebab_kegagalan" USING btree ("sasaran_strategis_rpjmd_id","tahun","triwulan");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_ss_pd_uq" ON "penyebab_kegagalan" USING btree ("sasaran_strategis_pd_id","tahun","triwulan");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_kp_uq" ON "penyebab_kegagalan" USING btree ("kinerja_program_id","tahun","triwulan");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_kk_uq" ON "penyebab_kegagalan" USING btree ("kinerja_kegiatan_id","tahun","triwulan");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_ksk_uq" ON "penyebab_kegagalan" USING btree ("kinerja_sub_kegiatan_id","tahun","triwulan");--> statement-breakpoint
CREATE UNIQUE INDEX "pk_kla_uq" ON "penyebab_kegagalan" USING btree ("kinerja_langkah_aksi_id","tahun","triwulan");--> statement-breakpoint
CREATE INDEX "pk_tahun_idx" ON "penyebab_kegagalan" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "ra_satker_tahun_idx" ON "rencana_aksi" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE INDEX "ra_ss_pd_idx" ON "rencana_aksi" USING btree ("sasaran_strategis_pd_id");--> statement-breakpoint
CREATE INDEX "ra_ss_rpjmd_idx" ON "rencana_aksi" USING btree ("sasaran_strategis_rpjmd_id");--> statement-breakpoint
CREATE INDEX "ra_ksk_idx" ON "rencana_aksi" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "ra_unit_kerja_idx" ON "rencana_aksi" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "ra_tim_kerja_idx" ON "rencana_aksi" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sol_kp_uq" ON "solusi" USING btree ("kinerja_program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sol_kk_uq" ON "solusi" USING btree ("kinerja_kegiatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sol_ksk_uq" ON "solusi" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "sol_masalah_kp_idx" ON "solusi" USING btree ("masalah_kinerja_program_id");--> statement-breakpoint
CREATE INDEX "sol_masalah_kk_idx" ON "solusi" USING btree ("masalah_kinerja_kegiatan_id");--> statement-breakpoint
CREATE INDEX "sol_masalah_ksk_idx" ON "solusi" USING btree ("masalah_kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "sol_tahun_idx" ON "solusi" USING btree ("tahun");