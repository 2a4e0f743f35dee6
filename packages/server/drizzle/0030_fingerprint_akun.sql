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
--> statement-breakpoint
-- The default chart of accounts and the accounts of each transaction kind (Parameter Akun edits them).
INSERT INTO "akun" ("nomor_akun", "nama_akun") VALUES
	('1-1100', 'KAS'),
	('1-1200', 'BANK'),
	('1-1300', 'PIUTANG HUTANG (GADAI)'),
	('1-1400', 'PERSEDIAAN EMAS'),
	('1-1500', 'PIUTANG TITIP SIMPAN'),
	('2-1100', 'UANG MUKA PESANAN'),
	('4-1100', 'PENJUALAN EMAS'),
	('4-2100', 'PENDAPATAN SERVICE'),
	('4-2200', 'PENDAPATAN BUNGA HUTANG'),
	('4-2300', 'PENDAPATAN BIAYA TITIP SIMPAN'),
	('5-1100', 'HARGA POKOK PENJUALAN'),
	('5-2100', 'BEBAN OPERASIONAL')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "para_akun_transaksi" ("trx", "type", "detail_akun", "urutan") VALUES
	('PENJUALAN', 'CASH', '[{"_id": "PENJUALAN-CASH-1", "kode_akun": "KAS", "jenis_akun": "DEBET", "nomor_akun": "1-1100"}, {"_id": "PENJUALAN-CASH-2", "kode_akun": "PENJUALAN", "jenis_akun": "KREDIT", "nomor_akun": "4-1100"}]'::jsonb, 1),
	('PENJUALAN', 'NON CASH', '[{"_id": "PENJUALAN-NON_CASH-1", "kode_akun": "BANK", "jenis_akun": "DEBET", "nomor_akun": "1-1200"}, {"_id": "PENJUALAN-NON_CASH-2", "kode_akun": "PENJUALAN", "jenis_akun": "KREDIT", "nomor_akun": "4-1100"}]'::jsonb, 2),
	('PENJUALAN', 'HPP', '[{"_id": "PENJUALAN-HPP-1", "kode_akun": "HPP", "jenis_akun": "DEBET", "nomor_akun": "5-1100"}, {"_id": "PENJUALAN-HPP-2", "kode_akun": "PERSEDIAAN", "jenis_akun": "KREDIT", "nomor_akun": "1-1400"}]'::jsonb, 3),
	('PEMBELIAN', 'CASH', '[{"_id": "PEMBELIAN-CASH-1", "kode_akun": "PERSEDIAAN", "jenis_akun": "DEBET", "nomor_akun": "1-1400"}, {"_id": "PEMBELIAN-CASH-2", "kode_akun": "KAS", "jenis_akun": "KREDIT", "nomor_akun": "1-1100"}]'::jsonb, 4),
	('PEMBELIAN', 'NON CASH', '[{"_id": "PEMBELIAN-NON_CASH-1", "kode_akun": "PERSEDIAAN", "jenis_akun": "DEBET", "nomor_akun": "1-1400"}, {"_id": "PEMBELIAN-NON_CASH-2", "kode_akun": "BANK", "jenis_akun": "KREDIT", "nomor_akun": "1-1200"}]'::jsonb, 5),
	('SERVICE', 'CASH', '[{"_id": "SERVICE-CASH-1", "kode_akun": "KAS", "jenis_akun": "DEBET", "nomor_akun": "1-1100"}, {"_id": "SERVICE-CASH-2", "kode_akun": "PENDAPATAN", "jenis_akun": "KREDIT", "nomor_akun": "4-2100"}]'::jsonb, 6),
	('PESANAN', 'UANG MUKA', '[{"_id": "PESANAN-UANG_MUKA-1", "kode_akun": "KAS", "jenis_akun": "DEBET", "nomor_akun": "1-1100"}, {"_id": "PESANAN-UANG_MUKA-2", "kode_akun": "UANG MUKA", "jenis_akun": "KREDIT", "nomor_akun": "2-1100"}]'::jsonb, 7),
	('HUTANG', 'PINJAMAN', '[{"_id": "HUTANG-PINJAMAN-1", "kode_akun": "PIUTANG", "jenis_akun": "DEBET", "nomor_akun": "1-1300"}, {"_id": "HUTANG-PINJAMAN-2", "kode_akun": "KAS", "jenis_akun": "KREDIT", "nomor_akun": "1-1100"}]'::jsonb, 8),
	('HUTANG', 'PELUNASAN', '[{"_id": "HUTANG-PELUNASAN-1", "kode_akun": "KAS", "jenis_akun": "DEBET", "nomor_akun": "1-1100"}, {"_id": "HUTANG-PELUNASAN-2", "kode_akun": "PIUTANG", "jenis_akun": "KREDIT", "nomor_akun": "1-1300"}, {"_id": "HUTANG-PELUNASAN-3", "kode_akun": "BUNGA", "jenis_akun": "KREDIT", "nomor_akun": "4-2200"}]'::jsonb, 9),
	('TITIP SIMPAN', 'PINJAMAN', '[{"_id": "TITIP_SIMPAN-PINJAMAN-1", "kode_akun": "PIUTANG", "jenis_akun": "DEBET", "nomor_akun": "1-1500"}, {"_id": "TITIP_SIMPAN-PINJAMAN-2", "kode_akun": "KAS", "jenis_akun": "KREDIT", "nomor_akun": "1-1100"}]'::jsonb, 10),
	('TITIP SIMPAN', 'PELUNASAN', '[{"_id": "TITIP_SIMPAN-PELUNASAN-1", "kode_akun": "KAS", "jenis_akun": "DEBET", "nomor_akun": "1-1100"}, {"_id": "TITIP_SIMPAN-PELUNASAN-2", "kode_akun": "PIUTANG", "jenis_akun": "KREDIT", "nomor_akun": "1-1500"}, {"_id": "TITIP_SIMPAN-PELUNASAN-3", "kode_akun": "BIAYA", "jenis_akun": "KREDIT", "nomor_akun": "4-2300"}]'::jsonb, 11),
	('KAS', 'KAS KELUAR', '[{"_id": "KAS-KAS_KELUAR-1", "kode_akun": "BEBAN", "jenis_akun": "DEBET", "nomor_akun": "5-2100"}, {"_id": "KAS-KAS_KELUAR-2", "kode_akun": "KAS", "jenis_akun": "KREDIT", "nomor_akun": "1-1100"}]'::jsonb, 12)
ON CONFLICT DO NOTHING;
