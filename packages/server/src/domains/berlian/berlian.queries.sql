-- The SQL of berlian.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertPenjualanBerlian
insert into "toko_<kode>"."penjualan_berlian" ("no_faktur_jual", "no_faktur_group", "tanggal", "kode_barcode", "kode_intern", "supplier_barang", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_berlian_rp")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);

-- penjualanBerlianOf
select "no_faktur_jual", "no_faktur_group", "tanggal", "kode_barcode", "kode_intern", "supplier_barang", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_berlian_rp"
from "toko_<kode>"."penjualan_berlian"
where "toko_<kode>"."penjualan_berlian"."no_faktur_jual" in ($1);
