ALTER TABLE "pegawai" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "pegawai" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "satuan_kerja" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "satuan_kerja" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "unit_kerja" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "periode" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pejabat_plt" ADD COLUMN "tanggal_mulai" date;--> statement-breakpoint
ALTER TABLE "pejabat_plt" ADD COLUMN "tanggal_selesai" date;--> statement-breakpoint
ALTER TABLE "satuan_kerja" ADD CONSTRAINT "satuan_kerja_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nip_fk" FOREIGN KEY ("nip") REFERENCES "public"."pegawai"("nip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_id_uq" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "satuan_kerja" ADD CONSTRAINT "satuan_kerja_id_uq" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nip_uq" UNIQUE("nip");