CREATE TABLE "rfid_expected" (
	"session_id" bigint NOT NULL,
	"tag_id" text NOT NULL,
	"kode_barcode" text NOT NULL,
	"nama_barang" text NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	CONSTRAINT "rfid_expected_session_id_tag_id_pk" PRIMARY KEY("session_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rfid_read" (
	"session_id" bigint NOT NULL,
	"tag_id" text NOT NULL,
	"read_by" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfid_read_session_id_tag_id_pk" PRIMARY KEY("session_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rfid_result" (
	"session_id" bigint NOT NULL,
	"tag_id" text NOT NULL,
	"hasil" text NOT NULL,
	"kode_barcode" text DEFAULT '' NOT NULL,
	"nama_barang" text DEFAULT '' NOT NULL,
	"kode_gudang" text DEFAULT '' NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "rfid_result_session_id_tag_id_pk" PRIMARY KEY("session_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rfid_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_gudang" text NOT NULL,
	"kode_baki" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"tanpa_tag" integer DEFAULT 0 NOT NULL,
	"hasil" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_by" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "tag_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_session_open_uq" ON "rfid_session" USING btree ("kode_gudang","kode_baki") WHERE "rfid_session"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "rfid_session_tanggal_idx" ON "rfid_session" USING btree ("tanggal","id");--> statement-breakpoint
CREATE UNIQUE INDEX "barang_tag_id_uq" ON "barang" USING btree ("tag_id") WHERE "barang"."tag_id" is not null;