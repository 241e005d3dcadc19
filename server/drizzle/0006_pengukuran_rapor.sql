CREATE TABLE "langkah_aksi_perbaikan" (
	"id" serial PRIMARY KEY NOT NULL,
	"penyebab_kegagalan_id" integer NOT NULL,
	"kinerja_langkah_aksi_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lap_kla_uq" UNIQUE("kinerja_langkah_aksi_id")
);
--> statement-breakpoint
CREATE TABLE "penambahan_jumlah_output" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"tw1" integer DEFAULT 0 NOT NULL,
	"tw2" integer DEFAULT 0 NOT NULL,
	"tw3" integer DEFAULT 0 NOT NULL,
	"tw4" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pjo_satker_tahun_uq" UNIQUE("satuan_kerja_id","tahun"),
	CONSTRAINT "pjo_non_negatif_ck" CHECK ("penambahan_jumlah_output"."tw1" >= 0 and "penambahan_jumlah_output"."tw2" >= 0 and "penambahan_jumlah_output"."tw3" >= 0 and "penambahan_jumlah_output"."tw4" >= 0)
);
--> statement-breakpoint
ALTER TABLE "langkah_aksi_perbaikan" ADD CONSTRAINT "lap_pk_fk" FOREIGN KEY ("penyebab_kegagalan_id") REFERENCES "public"."penyebab_kegagalan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "langkah_aksi_perbaikan" ADD CONSTRAINT "lap_kla_fk" FOREIGN KEY ("kinerja_langkah_aksi_id") REFERENCES "public"."kinerja_langkah_aksi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penambahan_jumlah_output" ADD CONSTRAINT "pjo_satker_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lap_pk_idx" ON "langkah_aksi_perbaikan" USING btree ("penyebab_kegagalan_id");--> statement-breakpoint
CREATE INDEX "pjo_tahun_idx" ON "penambahan_jumlah_output" USING btree ("tahun");