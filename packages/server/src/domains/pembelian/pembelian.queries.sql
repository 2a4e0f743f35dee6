-- The SQL of pembelian.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: PURCHASE_TABLE

-- insertPembelian
insert into "toko_<kode>"."pembelian" ("id", "tanggal", "jam", "no_faktur_group", "no_faktur_beli", "jenis_pembelian", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "no_faktur_jual", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat", "berat_nota", "harga_nota", "harga_gram", "potongan_persen", "potongan_per_gram", "harga_hitung", "harga", "harga_maks", "id_otorisasi", "pembulatan", "arah_pembulatan", "kode_kondisi", "tipe_kondisi", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38);

-- boughtBackFrom
select "no_faktur_jual"
from "toko_<kode>"."pembelian"
where ("toko_<kode>"."pembelian"."status" = $1 and "toko_<kode>"."pembelian"."no_faktur_jual" in ($2));
