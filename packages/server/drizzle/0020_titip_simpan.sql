CREATE TABLE "titip_simpan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_faktur_titip_simpan" text NOT NULL,
	"kode_sales" text NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"tgl_bunga" date NOT NULL,
	"tgl_tempo" date NOT NULL,
	"jumlah_titip_simpan" bigint NOT NULL,
	"bunga" numeric(9, 4) NOT NULL,
	"pembulatan" integer NOT NULL,
	"surat_pantes" bigint NOT NULL,
	"biaya_admin" bigint NOT NULL,
	"asuransi" bigint NOT NULL,
	"sewa_brankas" bigint NOT NULL,
	"biaya_jasa_pencarian" bigint NOT NULL,
	"denda_per_hari" bigint NOT NULL,
	"berat_emas" numeric(12, 3) NOT NULL,
	"berat_bruto" numeric(12, 3) NOT NULL,
	"qty" integer NOT NULL,
	"jumlah_peremajaan" integer DEFAULT 0 NOT NULL,
	"tgl_lunas" date,
	"total_bayar" bigint,
	"denda_keterlambatan" bigint,
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
CREATE TABLE "titip_simpan_bayar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_bayar" text NOT NULL,
	"no_faktur_titip_simpan" text NOT NULL,
	"urut" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"jenis" text NOT NULL,
	"tgl_dari" date NOT NULL,
	"lama_pinjam" integer NOT NULL,
	"bunga" numeric(9, 4) NOT NULL,
	"bunga_pinjam" bigint NOT NULL,
	"hari_terlambat" integer NOT NULL,
	"denda_keterlambatan" bigint NOT NULL,
	"biaya" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"total_bayar" bigint NOT NULL,
	"tgl_tempo_lama" date NOT NULL,
	"tgl_tempo_baru" date NOT NULL,
	"kode_sales" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"status" text DEFAULT 'OK' NOT NULL,
	"tgl_batal" date,
	"batal_by" text,
	"batal_alasan" text,
	"batal_otorisasi" text,
	"no_batal" text
);
--> statement-breakpoint
CREATE TABLE "titip_simpan_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_titip_simpan" text NOT NULL,
	"urut" integer NOT NULL,
	"kode_barcode" text NOT NULL,
	"kode_group" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat_emas" numeric(12, 3) NOT NULL,
	"berat_bruto" numeric(12, 3) NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "titip_simpan_faktur_uq" ON "titip_simpan" USING btree ("no_faktur_titip_simpan");--> statement-breakpoint
CREATE INDEX "titip_simpan_tanggal_idx" ON "titip_simpan" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "titip_simpan_bunga_idx" ON "titip_simpan" USING btree ("tgl_bunga","id");--> statement-breakpoint
CREATE INDEX "titip_simpan_status_idx" ON "titip_simpan" USING btree ("status","tgl_tempo");--> statement-breakpoint
CREATE INDEX "titip_simpan_lelang_idx" ON "titip_simpan" USING btree ("tgl_lelang");--> statement-breakpoint
CREATE INDEX "titip_simpan_valid_idx" ON "titip_simpan" USING btree ("kode_sales") WHERE "titip_simpan"."status_valid" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "titip_simpan_bayar_uq" ON "titip_simpan_bayar" USING btree ("no_bayar");--> statement-breakpoint
CREATE UNIQUE INDEX "titip_simpan_bayar_urut_uq" ON "titip_simpan_bayar" USING btree ("no_faktur_titip_simpan","urut");--> statement-breakpoint
CREATE INDEX "titip_simpan_bayar_tanggal_idx" ON "titip_simpan_bayar" USING btree ("tanggal","jenis");--> statement-breakpoint
CREATE INDEX "titip_simpan_bayar_batal_idx" ON "titip_simpan_bayar" USING btree ("tgl_batal");--> statement-breakpoint
CREATE UNIQUE INDEX "titip_simpan_detail_uq" ON "titip_simpan_detail" USING btree ("no_faktur_titip_simpan","urut");--> statement-breakpoint
CREATE INDEX "titip_simpan_detail_barcode_idx" ON "titip_simpan_detail" USING btree ("kode_barcode");