-- The SQL of penjualan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: SALE_TABLE

-- insertPenjualan
insert into "toko_<kode>"."penjualan" ("id", "tanggal", "jam", "no_faktur_group", "no_faktur_jual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "berat", "berat_awal", "nama_atribut", "berat_atribut", "harga_gram", "ongkos", "harga_atribut", "harga_hitung", "harga_total", "harga_modal", "pembulatan", "arah_pembulatan", "id_otorisasi", "no_pesanan", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38);

-- openSaleLinesFor
select "id", "tanggal", "jam", "no_faktur_group", "no_faktur_jual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "berat", "berat_awal", "nama_atribut", "berat_atribut", "harga_gram", "ongkos", "harga_atribut", "harga_hitung", "harga_total", "harga_modal", "pembulatan", "arah_pembulatan", "id_otorisasi", "no_pesanan", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."penjualan"
where ("toko_<kode>"."penjualan"."status" = $1 and ("toko_<kode>"."penjualan"."no_faktur_jual" = $2 or "toko_<kode>"."penjualan"."no_faktur_group" = $3 or "toko_<kode>"."penjualan"."kode_barcode" = $4))
order by "toko_<kode>"."penjualan"."id" asc
limit $5;

-- lockSaleLines
select "id", "tanggal", "jam", "no_faktur_group", "no_faktur_jual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "berat", "berat_awal", "nama_atribut", "berat_atribut", "harga_gram", "ongkos", "harga_atribut", "harga_hitung", "harga_total", "harga_modal", "pembulatan", "arah_pembulatan", "id_otorisasi", "no_pesanan", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."no_faktur_group" in (select "no_faktur_group" from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."no_faktur_jual" in ($1))
order by "toko_<kode>"."penjualan"."id" asc
for update;

-- insertOutbox
insert into "toko_<kode>"."outbox" ("id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15);
