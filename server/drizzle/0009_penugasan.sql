CREATE TABLE "tim_kerja_anggota_riwayat" (
	"id" serial PRIMARY KEY NOT NULL,
	"tim_kerja_id" integer NOT NULL,
	"tim_kerja_anggota_id" integer,
	"anggota_nip" text NOT NULL,
	"tahap" text NOT NULL,
	"aksi" text NOT NULL,
	"catatan" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tim_kerja_anggota_riwayat" ADD CONSTRAINT "tkar_tim_fk" FOREIGN KEY ("tim_kerja_id") REFERENCES "public"."tim_kerja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja_anggota_riwayat" ADD CONSTRAINT "tkar_anggota_fk" FOREIGN KEY ("tim_kerja_anggota_id") REFERENCES "public"."tim_kerja_anggota"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tim_kerja_anggota_riwayat" ADD CONSTRAINT "tkar_actor_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tkar_tim_idx" ON "tim_kerja_anggota_riwayat" USING btree ("tim_kerja_id");--> statement-breakpoint
CREATE INDEX "tkar_anggota_idx" ON "tim_kerja_anggota_riwayat" USING btree ("tim_kerja_anggota_id");