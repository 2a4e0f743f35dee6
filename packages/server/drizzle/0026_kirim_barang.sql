CREATE TABLE "kirim_barang" (
	"no_kirim" text PRIMARY KEY NOT NULL,
	"kode_toko_tujuan" text NOT NULL,
	"nama_toko_tujuan" text NOT NULL,
	"tanggal" date NOT NULL,
	"status" text DEFAULT 'KIRIM' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_barang_detail" (
	"no_kirim" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"barang" jsonb NOT NULL,
	"status" text DEFAULT 'TRANSIT' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kirim_barang_detail_no_kirim_kode_barcode_pk" PRIMARY KEY("no_kirim","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "shop_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_toko" text NOT NULL,
	"path" text NOT NULL,
	"body" jsonb NOT NULL,
	"ref" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terima_barang" (
	"kode_toko_asal" text NOT NULL,
	"no_kirim" text NOT NULL,
	"tanggal_kirim" date NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"kirim_by" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terima_barang_kode_toko_asal_no_kirim_pk" PRIMARY KEY("kode_toko_asal","no_kirim")
);
--> statement-breakpoint
CREATE TABLE "terima_barang_detail" (
	"kode_toko_asal" text NOT NULL,
	"no_kirim" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"barang" jsonb NOT NULL,
	"status" text DEFAULT 'TRANSIT' NOT NULL,
	"kode_barcode_baru" text,
	"tanggal_terima" date,
	"terima_by" text,
	CONSTRAINT "terima_barang_detail_kode_toko_asal_no_kirim_kode_barcode_pk" PRIMARY KEY("kode_toko_asal","no_kirim","kode_barcode")
);
--> statement-breakpoint
CREATE INDEX "kirim_barang_tanggal_idx" ON "kirim_barang" USING btree ("tanggal","no_kirim");--> statement-breakpoint
CREATE INDEX "kirim_barang_detail_status_idx" ON "kirim_barang_detail" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shop_outbox_due_idx" ON "shop_outbox" USING btree ("done_at","next_at");--> statement-breakpoint
CREATE INDEX "terima_barang_status_idx" ON "terima_barang" USING btree ("status");