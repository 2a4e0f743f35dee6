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
CREATE TABLE "service" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_service" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_selesai" numeric(12, 3),
	"kode_deskripsi" jsonb NOT NULL,
	"deskripsi" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"kode_tukang" text NOT NULL,
	"total_estimasi" bigint NOT NULL,
	"total" bigint NOT NULL,
	"dp_rp" bigint NOT NULL,
	"bayar_ambil" bigint DEFAULT 0 NOT NULL,
	"tgl_janji" date NOT NULL,
	"tgl_selesai" date,
	"tgl_ambil" date,
	"status" text DEFAULT 'PROSES' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"input_by" text NOT NULL,
	"selesai_by" text,
	"ambil_by" text,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pesanan_no_uq" ON "pesanan" USING btree ("no_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_tanggal_idx" ON "pesanan" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "pesanan_valid_idx" ON "pesanan" USING btree ("kode_sales") WHERE "pesanan"."status_valid" = 'OPEN' and "pesanan"."status" <> 'BATAL';--> statement-breakpoint
CREATE UNIQUE INDEX "service_faktur_uq" ON "service" USING btree ("no_faktur_service");--> statement-breakpoint
CREATE INDEX "service_tanggal_idx" ON "service" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "service_ambil_idx" ON "service" USING btree ("tgl_ambil");--> statement-breakpoint
CREATE INDEX "service_status_idx" ON "service" USING btree ("status","tgl_janji");--> statement-breakpoint
CREATE INDEX "service_valid_idx" ON "service" USING btree ("kode_sales") WHERE "service"."status_valid" = 'OPEN' and "service"."status" <> 'BATAL';