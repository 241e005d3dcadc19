CREATE TABLE "pejabat_plt" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"unit_kerja_id" integer,
	"nip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pejabat_plt_jabatan_uq" UNIQUE NULLS NOT DISTINCT("satuan_kerja_id","unit_kerja_id")
);
--> statement-breakpoint
CREATE TABLE "perjanjian_kinerja_scan" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"jenis" text NOT NULL,
	"pengampu_key" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pk_scan_agreement_uq" UNIQUE("satuan_kerja_id","tahun","jenis","pengampu_key")
);
--> statement-breakpoint
CREATE TABLE "program_prioritas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"program_id" integer NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "program_prioritas_tahun_program_uq" UNIQUE("tahun","program_id")
);
--> statement-breakpoint
ALTER TABLE "pejabat_plt" ADD CONSTRAINT "pejabat_plt_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pejabat_plt" ADD CONSTRAINT "pejabat_plt_unit_kerja_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pejabat_plt" ADD CONSTRAINT "pejabat_plt_nip_fk" FOREIGN KEY ("nip") REFERENCES "public"."pegawai"("nip") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perjanjian_kinerja_scan" ADD CONSTRAINT "pk_scan_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_prioritas" ADD CONSTRAINT "program_prioritas_program_fk" FOREIGN KEY ("program_id") REFERENCES "public"."program"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_prioritas_program_idx" ON "program_prioritas" USING btree ("program_id");