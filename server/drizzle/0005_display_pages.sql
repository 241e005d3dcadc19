CREATE TABLE "penghargaan_kinerja" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"sasaran_strategis_rpjmd_id" integer,
	"sasaran_strategis_pd_id" integer,
	"peringkat" text,
	"penghargaan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "phk_ref_ck" CHECK (num_nonnulls("penghargaan_kinerja"."sasaran_strategis_rpjmd_id", "penghargaan_kinerja"."sasaran_strategis_pd_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "program_inovatif" (
	"id" serial PRIMARY KEY NOT NULL,
	"kinerja_sub_kegiatan_id" integer NOT NULL,
	"nama_inovasi" text NOT NULL,
	"inovasi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "strategi_rpjmd" (
	"id" serial PRIMARY KEY NOT NULL,
	"sasaran_strategis_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"strategi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "penghargaan_kinerja" ADD CONSTRAINT "phk_ss_rpjmd_fk" FOREIGN KEY ("sasaran_strategis_rpjmd_id") REFERENCES "public"."sasaran_strategis_rpjmd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penghargaan_kinerja" ADD CONSTRAINT "phk_ss_pd_fk" FOREIGN KEY ("sasaran_strategis_pd_id") REFERENCES "public"."sasaran_strategis_pd"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_inovatif" ADD CONSTRAINT "pi_ksk_fk" FOREIGN KEY ("kinerja_sub_kegiatan_id") REFERENCES "public"."kinerja_sub_kegiatan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategi_rpjmd" ADD CONSTRAINT "strategi_ss_fk" FOREIGN KEY ("sasaran_strategis_id") REFERENCES "public"."sasaran_strategis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phk_ss_rpjmd_tahun_uq" ON "penghargaan_kinerja" USING btree ("sasaran_strategis_rpjmd_id","tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "phk_ss_pd_tahun_uq" ON "penghargaan_kinerja" USING btree ("sasaran_strategis_pd_id","tahun");--> statement-breakpoint
CREATE INDEX "phk_tahun_idx" ON "penghargaan_kinerja" USING btree ("tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "pi_ksk_uq" ON "program_inovatif" USING btree ("kinerja_sub_kegiatan_id");--> statement-breakpoint
CREATE INDEX "strategi_ss_idx" ON "strategi_rpjmd" USING btree ("sasaran_strategis_id");