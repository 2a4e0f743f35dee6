CREATE TABLE "kas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kategori" text NOT NULL,
	"deskripsi" text NOT NULL,
	"jenis" text NOT NULL,
	"jumlah_in" bigint DEFAULT 0 NOT NULL,
	"jumlah_out" bigint DEFAULT 0 NOT NULL,
	"kode_bank" text DEFAULT '' NOT NULL,
	"no_rekening" text DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"id_trx" text DEFAULT '' NOT NULL,
	"status_validasi" text DEFAULT '-' NOT NULL,
	"validated_by" text,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomor_dokumen" (
	"prefix" text NOT NULL,
	"tanggal" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "nomor_dokumen_prefix_tanggal_pk" PRIMARY KEY("prefix","tanggal")
);
--> statement-breakpoint
CREATE INDEX "kas_tanggal_idx" ON "kas" USING btree ("tanggal","input_by","kategori");--> statement-breakpoint
CREATE INDEX "kas_trx_idx" ON "kas" USING btree ("id_trx");--> statement-breakpoint
CREATE INDEX "kas_open_idx" ON "kas" USING btree ("status_validasi","tanggal") WHERE "kas"."status_validasi" = 'OPEN';