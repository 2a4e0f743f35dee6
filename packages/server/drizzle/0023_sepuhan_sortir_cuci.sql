CREATE TABLE "cuci_barang" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_kirim" text NOT NULL,
	"tgl_kirim" date NOT NULL,
	"jenis" text NOT NULL,
	"tujuan" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat_kirim" numeric(12, 3) NOT NULL,
	"status" text NOT NULL,
	"no_terima" text,
	"tgl_terima" date,
	"berat_terima" numeric(12, 3),
	"susut" numeric(12, 3),
	"persen" numeric(6, 2),
	"keterangan" text DEFAULT '' NOT NULL,
	"kirim_by" text NOT NULL,
	"terima_by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sortir_barang" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"no_sortir" text NOT NULL,
	"jenis" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"gudang_asal" text NOT NULL,
	"baki_asal" text NOT NULL,
	"tujuan" text NOT NULL,
	"gudang_tujuan" text NOT NULL,
	"baki_tujuan" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_sepuh_manual" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_sortir" text NOT NULL,
	"tanggal" date NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"input_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cuci_barang_open_uq" ON "cuci_barang" USING btree ("kode_barcode") WHERE status = 'KIRIM';--> statement-breakpoint
CREATE INDEX "cuci_barang_kirim_idx" ON "cuci_barang" USING btree ("tgl_kirim","no_kirim");--> statement-breakpoint
CREATE INDEX "cuci_barang_terima_idx" ON "cuci_barang" USING btree ("tgl_terima");--> statement-breakpoint
CREATE INDEX "sortir_barang_day_idx" ON "sortir_barang" USING btree ("jenis","tanggal","no_sortir");--> statement-breakpoint
CREATE INDEX "stock_sepuh_manual_day_idx" ON "stock_sepuh_manual" USING btree ("tanggal","id");