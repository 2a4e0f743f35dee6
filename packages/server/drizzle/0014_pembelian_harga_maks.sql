ALTER TABLE "pembelian" ADD COLUMN "harga_maks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "id_otorisasi" text;