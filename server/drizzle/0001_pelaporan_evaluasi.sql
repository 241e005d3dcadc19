CREATE TABLE "narasi_lkip" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text,
	"bab" integer NOT NULL,
	"judul" text NOT NULL,
	"narasi" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "narasi_lkip_bab_ck" CHECK ("narasi_lkip"."bab" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tindak_lanjut_lhe" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"rekomendasi" text NOT NULL,
	"target" text,
	"waktu" date,
	"tindak_lanjut" text,
	"penanggung_jawab" text,
	"status" text DEFAULT 'belum' NOT NULL,
	"link_eviden" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "tl_lhe_status_ck" CHECK ("tindak_lanjut_lhe"."status" in ('belum', 'proses', 'selesai'))
);
--> statement-breakpoint
ALTER TABLE "narasi_lkip" ADD CONSTRAINT "narasi_lkip_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindak_lanjut_lhe" ADD CONSTRAINT "tl_lhe_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "narasi_lkip_tahun_satker_idx" ON "narasi_lkip" USING btree ("tahun","satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "tl_lhe_satker_tahun_idx" ON "tindak_lanjut_lhe" USING btree ("satuan_kerja_id","tahun");