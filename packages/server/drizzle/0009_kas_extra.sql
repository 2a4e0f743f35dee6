CREATE TABLE "gesek_tunai" (
	"no_gesek" text PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_bank" text NOT NULL,
	"no_credit_card" text NOT NULL,
	"card_hash" text NOT NULL,
	"nama_customer" text NOT NULL,
	"gesek" bigint NOT NULL,
	"fee" numeric(5, 2) NOT NULL,
	"fee_rp" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kartu_kredit_customer" (
	"card_hash" text PRIMARY KEY NOT NULL,
	"no_credit_card" text NOT NULL,
	"valid_until" text NOT NULL,
	"nama_customer" text NOT NULL,
	"no_ktp" text NOT NULL,
	"alamat_customer" text NOT NULL,
	"no_hp" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kas_pengalihan" (
	"kas_id" bigint PRIMARY KEY NOT NULL,
	"no_ref" text NOT NULL,
	"user_asal" text NOT NULL,
	"user_tujuan" text NOT NULL,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_uang" (
	"no_reff" text PRIMARY KEY NOT NULL,
	"tgl_system" date NOT NULL,
	"ip_cabang" text NOT NULL,
	"input_by" text NOT NULL,
	"jumlah_rp" bigint NOT NULL,
	"tujuan" text NOT NULL,
	"keterangan" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terima_uang" (
	"no_reff" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PROSES' NOT NULL,
	"ip_cabang" text NOT NULL,
	"tgl_system" date NOT NULL,
	"jumlah_rp" bigint NOT NULL,
	"received_by" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gesek_tunai_tanggal_idx" ON "gesek_tunai" USING btree ("tanggal","no_gesek");--> statement-breakpoint
CREATE INDEX "kas_pengalihan_ref_idx" ON "kas_pengalihan" USING btree ("no_ref");--> statement-breakpoint
CREATE INDEX "kirim_uang_tgl_idx" ON "kirim_uang" USING btree ("tgl_system");--> statement-breakpoint
CREATE INDEX "kirim_uang_status_idx" ON "kirim_uang" USING btree ("status");