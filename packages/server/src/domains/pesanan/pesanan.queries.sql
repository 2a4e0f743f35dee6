-- The SQL of pesanan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: PESANAN_TABLE

-- insertPesanan
insert into "toko_<kode>"."pesanan" ("id", "tanggal", "jam", "no_pesanan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "nama_barang", "kode_group", "kadar", "berat", "harga_kunci", "harga_gram", "ongkos", "total_harga", "total_estimasi", "pembulatan", "dp_rp", "jumlah_bayar", "kode_barcode", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
returning "id", "tanggal", "jam", "no_pesanan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "nama_barang", "kode_group", "kadar", "berat", "harga_kunci", "harga_gram", "ongkos", "total_harga", "total_estimasi", "pembulatan", "dp_rp", "jumlah_bayar", "kode_barcode", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp";

-- lockPesananList
select "id", "tanggal", "jam", "no_pesanan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "nama_barang", "kode_group", "kadar", "berat", "harga_kunci", "harga_gram", "ongkos", "total_harga", "total_estimasi", "pembulatan", "dp_rp", "jumlah_bayar", "kode_barcode", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp"
from "toko_<kode>"."pesanan"
where "toko_<kode>"."pesanan"."no_pesanan" in ($1)
order by "toko_<kode>"."pesanan"."no_pesanan" asc
for update;

-- markPesanan
update "toko_<kode>"."pesanan"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_pesanan" = $4, "kode_sales" = $5, "kode_member" = $6, "nama_customer" = $7, "alamat_customer" = $8, "no_hp" = $9, "nama_barang" = $10, "kode_group" = $11, "kadar" = $12, "berat" = $13, "harga_kunci" = $14, "harga_gram" = $15, "ongkos" = $16, "total_harga" = $17, "total_estimasi" = $18, "pembulatan" = $19, "dp_rp" = $20, "jumlah_bayar" = $21, "kode_barcode" = $22, "tgl_ambil" = $23, "status" = $24, "status_valid" = $25, "validated_by" = $26, "validated_at" = $27, "input_by" = $28, "batal_by" = $29, "batal_at" = $30, "batal_alasan" = $31, "batal_otorisasi" = $32, "persen_refund" = $33, "refund_rp" = $34, "hangus_rp" = $35
where "toko_<kode>"."pesanan"."no_pesanan" = $36
returning "id", "tanggal", "jam", "no_pesanan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "nama_barang", "kode_group", "kadar", "berat", "harga_kunci", "harga_gram", "ongkos", "total_harga", "total_estimasi", "pembulatan", "dp_rp", "jumlah_bayar", "kode_barcode", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp";
