CREATE TABLE "hadiah_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_hadiah" text NOT NULL,
	"nama_hadiah" text NOT NULL,
	"jenis" text NOT NULL,
	"no_ref" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"stock_in" integer DEFAULT 0 NOT NULL,
	"stock_out" integer DEFAULT 0 NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hadiah_stock_amounts" CHECK ("hadiah_stock"."stock_in" >= 0 and "hadiah_stock"."stock_out" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member" (
	"kode_member" text PRIMARY KEY NOT NULL,
	"nama_customer" text NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kelurahan" text DEFAULT '' NOT NULL,
	"kecamatan" text DEFAULT '' NOT NULL,
	"kota" text DEFAULT '' NOT NULL,
	"no_hp" text DEFAULT '' NOT NULL,
	"nik" text DEFAULT '' NOT NULL,
	"tgl_lahir" date,
	"tgl_daftar" date NOT NULL,
	"kode_cabang_daftar" text NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"input_by" text NOT NULL,
	"input_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_numbers" (
	"key" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_poin" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_member" text NOT NULL,
	"jenis" text NOT NULL,
	"no_ref" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"total_rp" bigint DEFAULT 0 NOT NULL,
	"poin_in" integer DEFAULT 0 NOT NULL,
	"poin_out" integer DEFAULT 0 NOT NULL,
	"saldo" integer NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_poin_amounts" CHECK ("member_poin"."poin_in" >= 0 and "member_poin"."poin_out" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tukar_point" (
	"no_tukar" text PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"kode_member" text NOT NULL,
	"nama_customer" text NOT NULL,
	"alamat_customer" text NOT NULL,
	"kode_hadiah" text NOT NULL,
	"nama_hadiah" text NOT NULL,
	"qty" integer NOT NULL,
	"poin" integer NOT NULL,
	"total_poin" integer NOT NULL,
	"sisa_poin" integer NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hadiah_stock_kode_idx" ON "hadiah_stock" USING btree ("kode_hadiah","tanggal","id");--> statement-breakpoint
CREATE INDEX "hadiah_stock_tanggal_idx" ON "hadiah_stock" USING btree ("tanggal","kode_hadiah");--> statement-breakpoint
CREATE INDEX "member_nama_idx" ON "member" USING btree ("nama_customer");--> statement-breakpoint
CREATE INDEX "member_no_hp_idx" ON "member" USING btree ("no_hp");--> statement-breakpoint
CREATE INDEX "member_tgl_daftar_idx" ON "member" USING btree ("tgl_daftar","kode_member");--> statement-breakpoint
CREATE INDEX "member_cabang_idx" ON "member" USING btree ("kode_cabang_daftar","kode_member");--> statement-breakpoint
CREATE INDEX "member_point_idx" ON "member" USING btree ("point","kode_member");--> statement-breakpoint
CREATE UNIQUE INDEX "member_nik_idx" ON "member" USING btree ("nik") WHERE "member"."nik" <> '';--> statement-breakpoint
CREATE INDEX "member_poin_member_idx" ON "member_poin" USING btree ("kode_member","id");--> statement-breakpoint
CREATE INDEX "member_poin_tanggal_idx" ON "member_poin" USING btree ("tanggal","id");--> statement-breakpoint
CREATE INDEX "member_poin_ref_idx" ON "member_poin" USING btree ("no_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "member_poin_once_idx" ON "member_poin" USING btree ("jenis","no_ref","kode_member") WHERE "member_poin"."jenis" in ('TAMBAH', 'BATAL', 'RESET', 'BAYAR');--> statement-breakpoint
CREATE INDEX "tukar_point_tanggal_idx" ON "tukar_point" USING btree ("tanggal","no_tukar");--> statement-breakpoint
CREATE INDEX "tukar_point_member_idx" ON "tukar_point" USING btree ("kode_member","tanggal");