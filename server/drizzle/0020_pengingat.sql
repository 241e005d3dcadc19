CREATE TABLE "pengingat" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pengingat_kunci_uq" UNIQUE("kunci")
);
