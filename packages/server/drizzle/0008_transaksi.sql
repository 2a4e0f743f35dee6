CREATE TABLE "otorisasi" (
	"id" text PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"kategori" text NOT NULL,
	"description" text NOT NULL,
	"keterangan" text NOT NULL,
	"authorised_by" text NOT NULL,
	"requested_by" text NOT NULL,
	"used_for" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"tujuan" text NOT NULL,
	"isi" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_group" text NOT NULL,
	"no_faktur_beli" text NOT NULL,
	"jenis_pembelian" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"no_faktur_jual" text DEFAULT '' NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text DEFAULT '' NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_nota" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_nota" bigint DEFAULT 0 NOT NULL,
	"harga_gram" bigint NOT NULL,
	"potongan_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"potongan_per_gram" bigint DEFAULT 0 NOT NULL,
	"harga_hitung" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"pembulatan" integer NOT NULL,
	"arah_pembulatan" text NOT NULL,
	"kode_kondisi" text NOT NULL,
	"tipe_kondisi" text NOT NULL,
	"input_by" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE TABLE "penjualan" (
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
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"kadar_cetak" text DEFAULT '' NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"nama_atribut" text DEFAULT '' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga_atribut" bigint NOT NULL,
	"harga_hitung" bigint NOT NULL,
	"harga_total" bigint NOT NULL,
	"harga_modal" bigint NOT NULL,
	"pembulatan" integer NOT NULL,
	"arah_pembulatan" text NOT NULL,
	"id_otorisasi" text,
	"input_by" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE INDEX "otorisasi_tanggal_idx" ON "otorisasi" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_faktur_uq" ON "pembelian" USING btree ("no_faktur_beli");--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_asal_open_uq" ON "pembelian" USING btree ("no_faktur_jual") WHERE "pembelian"."status" = 'OPEN' and "pembelian"."no_faktur_jual" <> '';--> statement-breakpoint
CREATE INDEX "pembelian_group_idx" ON "pembelian" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "pembelian_tanggal_idx" ON "pembelian" USING btree ("tanggal","id");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_faktur_uq" ON "penjualan" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_barcode_open_uq" ON "penjualan" USING btree ("kode_barcode") WHERE "penjualan"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "penjualan_group_idx" ON "penjualan" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "penjualan_tanggal_idx" ON "penjualan" USING btree ("tanggal","id");