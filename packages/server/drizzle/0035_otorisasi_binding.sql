ALTER TABLE "otorisasi" ADD COLUMN "no_faktur" text;--> statement-breakpoint
ALTER TABLE "otorisasi" ADD COLUMN "jumlah" bigint;