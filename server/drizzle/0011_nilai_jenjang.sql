CREATE TABLE "nilai_jenjang_kinerja" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_pd_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"nilai_jenjang_opsi_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "njk_ss_pd_tahun_uq" UNIQUE("sasaran_strategis_pd_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "nilai_jenjang_opsi" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"nilai" numeric NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "njo_nilai_ck" CHECK ("nilai_jenjang_opsi"."nilai" >= 0 and "nilai_jenjang_opsi"."nilai" <= 100)
);
--> statement-breakpoint
CREATE TABLE "penilaian_organisasi_bobot" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"capaian_iku" integer NOT NULL,
	"rapor" integer NOT NULL,
	"lke" integer NOT NULL,
	"nilai_jenjang" integer NOT NULL,
	"efisiensi" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pob_tahun_uq" UNIQUE("tahun"),
	CONSTRAINT "pob_bobot_ck" CHECK ("penilaian_organisasi_bobot"."capaian_iku" between 0 and 100 and "penilaian_organisasi_bobot"."rapor" between 0 and 100 and "penilaian_organisasi_bobot"."lke" between 0 and 100 and "penilaian_organisasi_bobot"."nilai_jenjang" between 0 and 100 and "penilaian_organisasi_bobot"."efisiensi" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "nilai_jenjang_kinerja" ADD CONSTRAINT "njk_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_jenjang_kinerja" ADD CONSTRAINT "njk_opsi_fk" FOREIGN KEY ("nilai_jenjang_opsi_id") REFERENCES "public"."nilai_jenjang_opsi"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "njk_tahun_idx" ON "nilai_jenjang_kinerja" USING btree ("tahun");