CREATE TABLE "pegawai" (
	"nip" text PRIMARY KEY NOT NULL,
	"peg_nama" text NOT NULL,
	"satuan_kerja_id" text,
	"unit_kerja_id" integer,
	"jabatan" text,
	"pangkat_golongan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pengaturan" (
	"kunci" text PRIMARY KEY NOT NULL,
	"nilai" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "satuan_kerja" (
	"satuan_kerja_id" text PRIMARY KEY NOT NULL,
	"satuan_kerja_nama" text NOT NULL,
	"singkatan" text,
	"jenis" text NOT NULL,
	"jabatan_kepala" text NOT NULL,
	"kepala_nip" text,
	"is_rsud" boolean DEFAULT false NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "unit_kerja" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"parent_id" integer,
	"unit_kerja_nama" text NOT NULL,
	"unit_kerja_nama_full" text NOT NULL,
	"jabatan_nama" text NOT NULL,
	"eselon" integer NOT NULL,
	"pejabat_nip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nama" text NOT NULL,
	"nip" text,
	"role_id" integer NOT NULL,
	"satuan_kerja_id" text,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "referensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"nilai_date" date NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "referensi_tahun_kode_uq" UNIQUE("tahun","kode")
);
--> statement-breakpoint
CREATE TABLE "validasi_perencanaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"satuan_kerja_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"tahap" integer DEFAULT 1 NOT NULL,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "validasi_perencanaan_satker_tahun_uq" UNIQUE("satuan_kerja_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pegawai" ADD CONSTRAINT "pegawai_unit_kerja_id_unit_kerja_id_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_kerja" ADD CONSTRAINT "unit_kerja_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validasi_perencanaan" ADD CONSTRAINT "validasi_perencanaan_satuan_kerja_id_satuan_kerja_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("satuan_kerja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pegawai_satker_idx" ON "pegawai" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "unit_kerja_satker_idx" ON "unit_kerja" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_satker_idx" ON "users" USING btree ("satuan_kerja_id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id");