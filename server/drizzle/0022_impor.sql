CREATE TABLE "impor_pratinjau" (
	"token" text PRIMARY KEY NOT NULL,
	"jenis" text NOT NULL,
	"user_id" integer NOT NULL,
	"satuan_kerja_id" text,
	"tahun" integer NOT NULL,
	"file_key" text NOT NULL,
	"nama_berkas" text NOT NULL,
	"sha256" text NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "impor_pratinjau_kedaluwarsa_idx" ON "impor_pratinjau" USING btree ("kedaluwarsa");