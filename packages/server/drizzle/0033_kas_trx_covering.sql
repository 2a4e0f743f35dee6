-- kas_trx_idx also carries what a sale's payments are summed from (kategori, jenis, jumlah_in): the
-- sales report reads an invoice's cash rows from the index alone. Drizzle cannot declare INCLUDE, so
-- the schema still says index('kas_trx_idx').on(t.id_trx); its key, and so every look-up by id_trx, is
-- unchanged.
DROP INDEX IF EXISTS "kas_trx_idx";--> statement-breakpoint
CREATE INDEX "kas_trx_idx" ON "kas" USING btree ("id_trx") INCLUDE ("kategori", "jenis", "jumlah_in");
