CREATE TABLE "penjualan_tahan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"input_by" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kas" ADD COLUMN "tunai_diterima" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kas" ADD COLUMN "kembalian" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "penjualan_tahan_created_idx" ON "penjualan_tahan" USING btree ("created_at");