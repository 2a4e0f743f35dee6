CREATE TABLE "harga_emas" (
	"kode_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"harga_jual" integer NOT NULL,
	"harga_beli" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harga_emas_kode_group_tanggal_pk" PRIMARY KEY("kode_group","tanggal")
);
--> statement-breakpoint
CREATE TABLE "harga_emas_history" (
	"id" text PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_group" text NOT NULL,
	"harga_jual_lama" integer,
	"harga_beli_lama" integer,
	"harga_jual_baru" integer NOT NULL,
	"harga_beli_baru" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "harga_emas_history_day_idx" ON "harga_emas_history" USING btree ("tanggal","kode_group");