CREATE TABLE "penjualan_berlian" (
	"no_faktur_jual" text PRIMARY KEY NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_barcode" text NOT NULL,
	"kode_intern" text DEFAULT '' NOT NULL,
	"supplier_barang" text DEFAULT '' NOT NULL,
	"data_berlian" jsonb NOT NULL,
	"ongkos_berlian" bigint NOT NULL,
	"total_usd" numeric(14, 2) NOT NULL,
	"curr" text NOT NULL,
	"kurs" bigint NOT NULL,
	"total_berlian_rp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "data_berlian" jsonb;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "ongkos_berlian" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "total_usd" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "curr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "kurs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "total_harga" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "penjualan_berlian_day_idx" ON "penjualan_berlian" USING btree ("tanggal","no_faktur_jual");