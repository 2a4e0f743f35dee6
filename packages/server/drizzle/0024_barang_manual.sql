CREATE TABLE "barang_manual" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barang_manual_stock_ck" CHECK ("barang_manual"."stock" >= 0 and "barang_manual"."berat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "barang_manual_mutasi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_ref" text NOT NULL,
	"jenis" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian_manual" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_group" text NOT NULL,
	"no_faktur_beli" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"deskripsi_beli" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"konversi_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_beli" bigint NOT NULL,
	"input_by" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE TABLE "penjualan_manual" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_group" text NOT NULL,
	"no_faktur_jual" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"harga" bigint NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"input_by" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "barang_manual_tempat_uq" ON "barang_manual" USING btree ("kode_gudang","kode_baki","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "barang_manual_mutasi_tanggal_idx" ON "barang_manual_mutasi" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "barang_manual_mutasi_ref_idx" ON "barang_manual_mutasi" USING btree ("no_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_manual_faktur_uq" ON "pembelian_manual" USING btree ("no_faktur_beli");--> statement-breakpoint
CREATE INDEX "pembelian_manual_group_idx" ON "pembelian_manual" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "pembelian_manual_tanggal_idx" ON "pembelian_manual" USING btree ("tanggal","id");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_manual_faktur_uq" ON "penjualan_manual" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "penjualan_manual_group_idx" ON "penjualan_manual" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "penjualan_manual_tanggal_idx" ON "penjualan_manual" USING btree ("tanggal","id");