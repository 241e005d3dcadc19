ALTER TABLE "lke_eviden_slot" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lke_komponen" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lke_kriteria" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lke_opsi" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lke_sub_komponen" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;