CREATE TABLE "hutang" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_hutang" text NOT NULL,
	"no_faktur_manual" text DEFAULT '' NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"no_ktp" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"tgl_tempo" date NOT NULL,
	"tgl_bunga" date NOT NULL,
	"jumlah_hutang" bigint NOT NULL,
	"plafond" bigint NOT NULL,
	"id_otorisasi" text,
	"kode_bunga" text NOT NULL,
	"bunga" numeric(9, 4) NOT NULL,
	"minimal_hari" integer NOT NULL,
	"pembulatan" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_bruto" numeric(12, 3) NOT NULL,
	"jumlah" integer NOT NULL,
	"jumlah_perpanjangan" integer DEFAULT 0 NOT NULL,
	"tgl_lunas" date,
	"lama_pinjam_lunas" integer,
	"bunga_pinjam" bigint,
	"bunga_rp" bigint,
	"total_bayar" bigint,
	"lunas_by" text,
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
	"batal_otorisasi" text
);
--> statement-breakpoint
CREATE TABLE "hutang_bayar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_bayar" text NOT NULL,
	"no_faktur_hutang" text NOT NULL,
	"urut" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"tgl_dari" date NOT NULL,
	"tgl_sampai" date NOT NULL,
	"lama_pinjam" integer NOT NULL,
	"bunga" numeric(9, 4) NOT NULL,
	"bunga_pinjam" bigint NOT NULL,
	"bunga_rp" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"total_bayar" bigint NOT NULL,
	"tgl_tempo_lama" date NOT NULL,
	"tgl_tempo_baru" date NOT NULL,
	"id_otorisasi" text,
	"ref_bayar" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OK' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hutang_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_hutang" text NOT NULL,
	"urut" integer NOT NULL,
	"kode_barcode" text NOT NULL,
	"kode_group" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_bruto" numeric(12, 3) NOT NULL,
	"jumlah" integer NOT NULL,
	"kondisi" text NOT NULL,
	"taksiran_persen" numeric(6, 2) NOT NULL,
	"gambar" text DEFAULT '' NOT NULL,
	"kelompok_harga" text DEFAULT '' NOT NULL,
	"plafond_sumber" text NOT NULL,
	"plafond_gram" bigint NOT NULL,
	"plafond" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_faktur_uq" ON "hutang" USING btree ("no_faktur_hutang");--> statement-breakpoint
CREATE INDEX "hutang_tanggal_idx" ON "hutang" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "hutang_lunas_idx" ON "hutang" USING btree ("tgl_lunas");--> statement-breakpoint
CREATE INDEX "hutang_tempo_idx" ON "hutang" USING btree ("status","tgl_tempo");--> statement-breakpoint
CREATE INDEX "hutang_lelang_idx" ON "hutang" USING btree ("tgl_lelang");--> statement-breakpoint
CREATE INDEX "hutang_member_idx" ON "hutang" USING btree ("kode_member");--> statement-breakpoint
CREATE INDEX "hutang_valid_idx" ON "hutang" USING btree ("kode_sales") WHERE "hutang"."status_valid" = 'OPEN' and "hutang"."status" <> 'BATAL';--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_bayar_uq" ON "hutang_bayar" USING btree ("no_bayar");--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_bayar_urut_uq" ON "hutang_bayar" USING btree ("no_faktur_hutang","urut");--> statement-breakpoint
CREATE INDEX "hutang_bayar_tanggal_idx" ON "hutang_bayar" USING btree ("tanggal","jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_detail_uq" ON "hutang_detail" USING btree ("no_faktur_hutang","urut");--> statement-breakpoint
CREATE INDEX "hutang_detail_barcode_idx" ON "hutang_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "hutang_detail_group_idx" ON "hutang_detail" USING btree ("kode_group");