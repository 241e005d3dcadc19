CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notifikasi_id" integer,
	"kepada" text NOT NULL,
	"subjek" text NOT NULL,
	"isi" text NOT NULL,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"berikutnya_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diambil_at" timestamp with time zone,
	"terkirim_at" timestamp with time zone,
	"galat" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifikasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"judul" text NOT NULL,
	"pesan" text NOT NULL,
	"tautan" text NOT NULL,
	"dibaca_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifikasi" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notifikasi_id_notifikasi_id_fk" FOREIGN KEY ("notifikasi_id") REFERENCES "public"."notifikasi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifikasi" ADD CONSTRAINT "notifikasi_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_antrian_idx" ON "email_outbox" USING btree ("status","berikutnya_at");--> statement-breakpoint
CREATE INDEX "notifikasi_user_idx" ON "notifikasi" USING btree ("user_id","dibaca_at","id");