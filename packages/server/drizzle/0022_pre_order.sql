CREATE TABLE "pre_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_po" text NOT NULL,
	"no_order" text DEFAULT '-' NOT NULL,
	"kode_marketplace" text DEFAULT '-' NOT NULL,
	"kode_intern" text DEFAULT '-' NOT NULL,
	"kode_member" text NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"kode_sales" text NOT NULL,
	"no_rekening" text DEFAULT '-' NOT NULL,
	"no_rekening_customer" text DEFAULT '-' NOT NULL,
	"qty_estimasi" integer NOT NULL,
	"berat_estimasi" numeric(12, 3) NOT NULL,
	"harga_estimasi" bigint NOT NULL,
	"harga_gram" bigint NOT NULL,
	"harga_total" bigint NOT NULL,
	"nominal_bayar" bigint DEFAULT 0 NOT NULL,
	"dibayar_rp" bigint DEFAULT 0 NOT NULL,
	"qty_kirim" integer DEFAULT 0 NOT NULL,
	"qty_input" integer DEFAULT 0 NOT NULL,
	"berat_input" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_penjualan" bigint DEFAULT 0 NOT NULL,
	"tgl_selesai" date,
	"status" text DEFAULT 'OPEN' NOT NULL,
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
CREATE TABLE "pre_order_barang" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_po" text NOT NULL,
	"kode_barcode" text DEFAULT '-' NOT NULL,
	"deskripsi" text NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_estimasi" bigint DEFAULT 0 NOT NULL,
	"harga_gram" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_order_closing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"no_po" text NOT NULL,
	"status_kirim" text NOT NULL,
	"no_resi" text DEFAULT '-' NOT NULL,
	"qty" integer NOT NULL,
	"input_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pre_order_no_uq" ON "pre_order" USING btree ("no_po");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_order_order_uq" ON "pre_order" USING btree ("kode_marketplace","no_order") WHERE "pre_order"."no_order" <> '-' and "pre_order"."status" <> 'BATAL';--> statement-breakpoint
CREATE INDEX "pre_order_tanggal_idx" ON "pre_order" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "pre_order_barang_po_idx" ON "pre_order_barang" USING btree ("no_po","id");--> statement-breakpoint
CREATE INDEX "pre_order_closing_tanggal_idx" ON "pre_order_closing" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "pre_order_closing_po_idx" ON "pre_order_closing" USING btree ("no_po");