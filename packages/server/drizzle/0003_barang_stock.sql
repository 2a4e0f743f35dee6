CREATE SEQUENCE "public"."barang_barcode_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 99999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "barang" (
	"kode_barcode" text PRIMARY KEY NOT NULL,
	"kode_intern" text DEFAULT '' NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"kadar" numeric(6, 2) NOT NULL,
	"kadar_cetak" text NOT NULL,
	"kadar_modal" numeric(6, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_asli" numeric(12, 3) NOT NULL,
	"berat_plastik" numeric(12, 3) DEFAULT '0' NOT NULL,
	"nama_atribut" text DEFAULT '' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint,
	"markis" text DEFAULT 'TIDAK' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"supplier_barang" text DEFAULT '' NOT NULL,
	"foto" text,
	"status" text DEFAULT 'READY' NOT NULL,
	"kondisi" text,
	"tgl_input" date NOT NULL,
	"no_tambah" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barcode_print_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_barcode" text NOT NULL,
	"tanggal" date NOT NULL,
	"printed_by" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_closing" (
	"tanggal" date PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_daily" (
	"tanggal" date NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"stock_awal" integer NOT NULL,
	"berat_awal" numeric(12, 3) NOT NULL,
	"qty_in" integer NOT NULL,
	"berat_in" numeric(12, 3) NOT NULL,
	"qty_out" integer NOT NULL,
	"berat_out" numeric(12, 3) NOT NULL,
	"qty_jual" integer NOT NULL,
	"berat_jual" numeric(12, 3) NOT NULL,
	"stock_akhir" integer NOT NULL,
	"berat_akhir" numeric(12, 3) NOT NULL,
	CONSTRAINT "stock_daily_tanggal_kode_gudang_kode_baki_kode_group_kode_dept_pk" PRIMARY KEY("tanggal","kode_gudang","kode_baki","kode_group","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_barcode" text NOT NULL,
	"jenis" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"kode_group" text NOT NULL,
	"kode_dept" text NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"no_ref" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timbang_baki" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_baki" numeric(12, 3) NOT NULL,
	"berat_total" numeric(12, 3) NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timbang_baki_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"input_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "barang_status_idx" ON "barang" USING btree ("status","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_gudang_idx" ON "barang" USING btree ("kode_gudang","status","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_baki_idx" ON "barang" USING btree ("kode_baki","status","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_group_idx" ON "barang" USING btree ("kode_group","kode_dept","kode_barcode");--> statement-breakpoint
CREATE INDEX "barcode_print_history_barcode_idx" ON "barcode_print_history" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "stock_ledger_day_idx" ON "stock_ledger" USING btree ("tanggal","kode_gudang","kode_baki");--> statement-breakpoint
CREATE INDEX "stock_ledger_barcode_idx" ON "stock_ledger" USING btree ("kode_barcode","id");--> statement-breakpoint
CREATE INDEX "timbang_baki_user_idx" ON "timbang_baki" USING btree ("input_by","reset_at");--> statement-breakpoint
CREATE INDEX "timbang_baki_activity_day_idx" ON "timbang_baki_activity" USING btree ("tanggal","input_by");