CREATE TABLE "akun" (
	"nomor_akun" text PRIMARY KEY NOT NULL,
	"nama_akun" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fingerprint_scan" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"kategori" text NOT NULL,
	"fp" text,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fingerprint_template" (
	"user_id" text PRIMARY KEY NOT NULL,
	"fp" text NOT NULL,
	"template" text NOT NULL,
	"enrolled_by" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_akun_transaksi" (
	"trx" text NOT NULL,
	"type" text NOT NULL,
	"detail_akun" jsonb NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "para_akun_transaksi_trx_type_pk" PRIMARY KEY("trx","type")
);
--> statement-breakpoint
CREATE INDEX "fingerprint_scan_requester_idx" ON "fingerprint_scan" USING btree ("requested_by","status");