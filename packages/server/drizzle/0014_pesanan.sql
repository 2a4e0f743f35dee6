CREATE TABLE "pesanan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_pesanan" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_kunci" text NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"total_harga" bigint NOT NULL,
	"pembulatan" bigint NOT NULL,
	"dp_rp" bigint NOT NULL,
	"jumlah_bayar" bigint NOT NULL,
	"kode_barcode" text,
	"tgl_ambil" date,
	"status" text DEFAULT 'PESAN' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"input_by" text NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pesanan_no_uq" ON "pesanan" USING btree ("no_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_tanggal_idx" ON "pesanan" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "pesanan_valid_idx" ON "pesanan" USING btree ("kode_sales") WHERE "pesanan"."status_valid" = 'OPEN' and "pesanan"."status" <> 'BATAL';