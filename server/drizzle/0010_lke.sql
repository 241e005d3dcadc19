CREATE TABLE "lke_catatan" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"komponen_id" integer NOT NULL,
	"kriteria_id" integer,
	"teks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lke_eviden" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"slot_id" integer NOT NULL,
	"lembar" smallint NOT NULL,
	"isi" text,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size" bigint,
	"file_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lke_eviden_lembar_ck" CHECK ("lke_eviden"."lembar" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "lke_eviden_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"kriteria_id" integer NOT NULL,
	"label" text NOT NULL,
	"jenis" text NOT NULL,
	"tautan_sistem" text,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lke_slot_jenis_ck" CHECK ("lke_eviden_slot"."jenis" in ('file', 'text', 'link'))
);
--> statement-breakpoint
CREATE TABLE "lke_jawaban" (
	"satuan_kerja_id" text NOT NULL,
	"kriteria_id" integer NOT NULL,
	"lembar" smallint NOT NULL,
	"opsi_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lke_jawaban_pk" PRIMARY KEY("satuan_kerja_id","kriteria_id","lembar"),
	CONSTRAINT "lke_jawaban_lembar_ck" CHECK ("lke_jawaban"."lembar" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "lke_komponen" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"bobot" integer NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lke_kriteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_komponen_id" integer NOT NULL,
	"kode" text NOT NULL,
	"pertanyaan" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lke_opsi" (
	"id" serial PRIMARY KEY NOT NULL,
	"kriteria_id" integer NOT NULL,
	"label" text NOT NULL,
	"nilai_persen" smallint NOT NULL,
	"penjelasan" text,
	"urutan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lke_opsi_nilai_ck" CHECK ("lke_opsi"."nilai_persen" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "lke_penilaian" (
	"satuan_kerja_id" text NOT NULL,
	"kriteria_id" integer NOT NULL,
	"lembar" smallint NOT NULL,
	"opsi_id" integer,
	"status" text,
	"catatan" text,
	"validator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lke_penilaian_pk" PRIMARY KEY("satuan_kerja_id","kriteria_id","lembar"),
	CONSTRAINT "lke_penilaian_lembar_ck" CHECK ("lke_penilaian"."lembar" in (1, 2)),
	CONSTRAINT "lke_penilaian_status_ck" CHECK ("lke_penilaian"."status" is null or "lke_penilaian"."status" in ('terima', 'tolak'))
);
--> statement-breakpoint
CREATE TABLE "lke_pleno" (
	"satuan_kerja_id" text NOT NULL,
	"komponen_id" integer NOT NULL,
	"nilai_x100" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lke_pleno_pk" PRIMARY KEY("satuan_kerja_id","komponen_id")
);
--> statement-breakpoint
CREATE TABLE "lke_status" (
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"tahap" text DEFAULT 'pengisian' NOT NULL,
	"diajukan_1_at" timestamp with time zone,
	"ditutup_1_at" timestamp with time zone,
	"diajukan_2_at" timestamp with time zone,
	"ditutup_2_at" timestamp with time zone,
	"pleno_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lke_status_pk" PRIMARY KEY("satuan_kerja_id","tahun"),
	CONSTRAINT "lke_status_tahap_ck" CHECK ("lke_status"."tahap" in ('pengisian', 'validasi_1', 'perbaikan', 'validasi_2', 'pleno', 'selesai'))
);
--> statement-breakpoint
CREATE TABLE "lke_sub_komponen" (
	"id" serial PRIMARY KEY NOT NULL,
	"komponen_id" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"bobot_x100" integer NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lke_validator_unit" (
	"user_id" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lke_validator_unit_pk" PRIMARY KEY("user_id","satuan_kerja_id","tahun")
);
--> statement-breakpoint
ALTER TABLE "lke_catatan" ADD CONSTRAINT "lke_catatan_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_catatan" ADD CONSTRAINT "lke_catatan_komponen_fk" FOREIGN KEY ("komponen_id") REFERENCES "public"."lke_komponen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_eviden" ADD CONSTRAINT "lke_eviden_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_eviden" ADD CONSTRAINT "lke_eviden_slot_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."lke_eviden_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_eviden_slot" ADD CONSTRAINT "lke_slot_kriteria_fk" FOREIGN KEY ("kriteria_id") REFERENCES "public"."lke_kriteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_jawaban" ADD CONSTRAINT "lke_jawaban_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_jawaban" ADD CONSTRAINT "lke_jawaban_kriteria_fk" FOREIGN KEY ("kriteria_id") REFERENCES "public"."lke_kriteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_jawaban" ADD CONSTRAINT "lke_jawaban_opsi_fk" FOREIGN KEY ("opsi_id") REFERENCES "public"."lke_opsi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_kriteria" ADD CONSTRAINT "lke_kriteria_sub_fk" FOREIGN KEY ("sub_komponen_id") REFERENCES "public"."lke_sub_komponen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_opsi" ADD CONSTRAINT "lke_opsi_kriteria_fk" FOREIGN KEY ("kriteria_id") REFERENCES "public"."lke_kriteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_penilaian" ADD CONSTRAINT "lke_penilaian_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_penilaian" ADD CONSTRAINT "lke_penilaian_kriteria_fk" FOREIGN KEY ("kriteria_id") REFERENCES "public"."lke_kriteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_penilaian" ADD CONSTRAINT "lke_penilaian_opsi_fk" FOREIGN KEY ("opsi_id") REFERENCES "public"."lke_opsi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_penilaian" ADD CONSTRAINT "lke_penilaian_user_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_pleno" ADD CONSTRAINT "lke_pleno_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_pleno" ADD CONSTRAINT "lke_pleno_komponen_fk" FOREIGN KEY ("komponen_id") REFERENCES "public"."lke_komponen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_status" ADD CONSTRAINT "lke_status_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_sub_komponen" ADD CONSTRAINT "lke_sub_komponen_fk" FOREIGN KEY ("komponen_id") REFERENCES "public"."lke_komponen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_validator_unit" ADD CONSTRAINT "lke_validator_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lke_validator_unit" ADD CONSTRAINT "lke_validator_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lke_catatan_satker_idx" ON "lke_catatan" USING btree ("satuan_kerja_id","tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "lke_eviden_uq" ON "lke_eviden" USING btree ("satuan_kerja_id","slot_id","lembar");--> statement-breakpoint
CREATE INDEX "lke_eviden_slot_idx" ON "lke_eviden" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "lke_slot_kriteria_idx" ON "lke_eviden_slot" USING btree ("kriteria_id");--> statement-breakpoint
CREATE INDEX "lke_jawaban_kriteria_idx" ON "lke_jawaban" USING btree ("kriteria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lke_komponen_tahun_kode_uq" ON "lke_komponen" USING btree ("tahun","kode");--> statement-breakpoint
CREATE INDEX "lke_kriteria_sub_idx" ON "lke_kriteria" USING btree ("sub_komponen_id");--> statement-breakpoint
CREATE INDEX "lke_opsi_kriteria_idx" ON "lke_opsi" USING btree ("kriteria_id");--> statement-breakpoint
CREATE INDEX "lke_penilaian_kriteria_idx" ON "lke_penilaian" USING btree ("kriteria_id");--> statement-breakpoint
CREATE INDEX "lke_pleno_komponen_idx" ON "lke_pleno" USING btree ("komponen_id");--> statement-breakpoint
CREATE INDEX "lke_sub_komponen_idx" ON "lke_sub_komponen" USING btree ("komponen_id");--> statement-breakpoint
CREATE INDEX "lke_validator_unit_satker_idx" ON "lke_validator_unit" USING btree ("satuan_kerja_id","tahun");