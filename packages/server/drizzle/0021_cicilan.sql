CREATE TABLE "cicilan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_cicilan" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"harga_modal" bigint NOT NULL,
	"kode_cicilan" text NOT NULL,
	"tenor" integer NOT NULL,
	"bunga" numeric(8, 4) NOT NULL,
	"biaya_admin" bigint NOT NULL,
	"denda_per_hari" bigint NOT NULL,
	"pembulatan" bigint NOT NULL,
	"dp_rp" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"bunga_rp" bigint NOT NULL,
	"total_kontrak" bigint NOT NULL,
	"angsuran" bigint NOT NULL,
	"angsuran_akhir" bigint NOT NULL,
	"angsuran_ke" integer DEFAULT 0 NOT NULL,
	"jumlah_bayar" bigint NOT NULL,
	"denda_bayar" bigint DEFAULT 0 NOT NULL,
	"tgl_lunas" date,
	"no_faktur_jual" text,
	"tgl_lelang" date,
	"lelang_by" text,
	"lelang_otorisasi" text,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"status_valid" text DEFAULT 'OPEN' NOT NULL,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"input_by" text NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone,
	"batal_alasan" text,
	"batal_otorisasi" text,
	"persen_refund" numeric(6, 2),
	"refund_rp" bigint,
	"hangus_rp" bigint
);
--> statement-breakpoint
CREATE TABLE "cicilan_bayar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_bayar" text NOT NULL,
	"no_cicilan" text NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"ke_dari" integer NOT NULL,
	"ke_sampai" integer NOT NULL,
	"pokok" bigint NOT NULL,
	"denda" bigint NOT NULL,
	"total_bayar" bigint NOT NULL,
	"input_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cicilan_no_uq" ON "cicilan" USING btree ("no_cicilan");--> statement-breakpoint
CREATE INDEX "cicilan_tanggal_idx" ON "cicilan" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "cicilan_barcode_idx" ON "cicilan" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "cicilan_aktif_idx" ON "cicilan" USING btree ("no_cicilan") WHERE "cicilan"."status" = 'AKTIF';--> statement-breakpoint
CREATE UNIQUE INDEX "cicilan_bayar_no_uq" ON "cicilan_bayar" USING btree ("no_bayar");--> statement-breakpoint
CREATE UNIQUE INDEX "cicilan_bayar_ke_uq" ON "cicilan_bayar" USING btree ("no_cicilan","ke_dari");--> statement-breakpoint
CREATE INDEX "cicilan_bayar_cicilan_idx" ON "cicilan_bayar" USING btree ("no_cicilan","id");