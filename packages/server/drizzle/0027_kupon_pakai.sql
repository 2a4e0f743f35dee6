CREATE TABLE "kupon_pakai" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_kupon" text NOT NULL,
	"no_faktur_group" text NOT NULL,
	"tanggal" date NOT NULL,
	"jam" timestamp with time zone DEFAULT now() NOT NULL,
	"kode_member" text DEFAULT '' NOT NULL,
	"nama_customer" text DEFAULT '' NOT NULL,
	"total_belanja" bigint NOT NULL,
	"potongan" bigint NOT NULL,
	"status" text DEFAULT 'DIGUNAKAN' NOT NULL,
	"input_by" text NOT NULL,
	"batal_by" text,
	"batal_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kupon_pakai_faktur_uq" ON "kupon_pakai" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "kupon_pakai_kupon_idx" ON "kupon_pakai" USING btree ("kode_kupon","status");--> statement-breakpoint
CREATE INDEX "kupon_pakai_member_idx" ON "kupon_pakai" USING btree ("kode_kupon","kode_member") WHERE "kupon_pakai"."status" = 'DIGUNAKAN';