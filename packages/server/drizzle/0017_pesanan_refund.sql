ALTER TABLE "pesanan" ADD COLUMN "total_estimasi" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "persen_refund" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "refund_rp" bigint;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "hangus_rp" bigint;--> statement-breakpoint
UPDATE "pesanan" SET "total_estimasi" = "total_harga";--> statement-breakpoint
UPDATE "pesanan" SET "persen_refund" = 100, "refund_rp" = "jumlah_bayar", "hangus_rp" = 0 WHERE "status" = 'BATAL';
