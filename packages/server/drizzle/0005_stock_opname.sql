CREATE TABLE "stock_opname" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_by" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_opname_item" (
	"opname_id" bigint NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"status" text NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"expected" boolean NOT NULL,
	"scanned" boolean DEFAULT false NOT NULL,
	"scanned_by" text,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "stock_opname_item_opname_id_kode_barcode_pk" PRIMARY KEY("opname_id","kode_barcode")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opname_open_uq" ON "stock_opname" USING btree ("kode_gudang","kode_baki") WHERE "stock_opname"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "stock_opname_tanggal_idx" ON "stock_opname" USING btree ("tanggal","id");