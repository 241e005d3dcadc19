CREATE TABLE "dokumen" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"jenis_dokumen_id" integer NOT NULL,
	"versi" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_sha256" text NOT NULL,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"catatan" text,
	"diunggah_oleh" integer,
	"diverifikasi_oleh" integer,
	"diverifikasi_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "dokumen_versi_uq" UNIQUE("satuan_kerja_id","tahun","jenis_dokumen_id","versi"),
	CONSTRAINT "dokumen_file_key_uq" UNIQUE("file_key"),
	CONSTRAINT "dokumen_jenis_ck" CHECK ("dokumen"."jenis_dokumen_id" between 1 and 4),
	CONSTRAINT "dokumen_status_ck" CHECK ("dokumen"."status" in ('menunggu', 'disetujui', 'ditolak'))
);
--> statement-breakpoint
ALTER TABLE "dokumen" ADD CONSTRAINT "dokumen_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dokumen_tahun_jenis_idx" ON "dokumen" USING btree ("tahun","jenis_dokumen_id","status");