-- The SQL of cicilan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: CICILAN_TABLE

-- insertCicilan
insert into "toko_<kode>"."cicilan" ("id", "tanggal", "jam", "no_cicilan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kadar", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "kode_cicilan", "tenor", "bunga", "biaya_admin", "denda_per_hari", "pembulatan", "dp_rp", "pokok", "bunga_rp", "total_kontrak", "angsuran", "angsuran_akhir", "angsuran_ke", "jumlah_bayar", "denda_bayar", "tgl_lunas", "no_faktur_jual", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50)
returning "id", "tanggal", "jam", "no_cicilan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kadar", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "kode_cicilan", "tenor", "bunga", "biaya_admin", "denda_per_hari", "pembulatan", "dp_rp", "pokok", "bunga_rp", "total_kontrak", "angsuran", "angsuran_akhir", "angsuran_ke", "jumlah_bayar", "denda_bayar", "tgl_lunas", "no_faktur_jual", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp";

-- markCicilan
update "toko_<kode>"."cicilan"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_cicilan" = $4, "kode_sales" = $5, "kode_member" = $6, "nama_customer" = $7, "alamat_customer" = $8, "no_hp" = $9, "kode_barcode" = $10, "nama_barang" = $11, "kode_group" = $12, "kadar" = $13, "berat" = $14, "harga_gram" = $15, "ongkos" = $16, "harga" = $17, "harga_modal" = $18, "kode_cicilan" = $19, "tenor" = $20, "bunga" = $21, "biaya_admin" = $22, "denda_per_hari" = $23, "pembulatan" = $24, "dp_rp" = $25, "pokok" = $26, "bunga_rp" = $27, "total_kontrak" = $28, "angsuran" = $29, "angsuran_akhir" = $30, "angsuran_ke" = $31, "jumlah_bayar" = $32, "denda_bayar" = $33, "tgl_lunas" = $34, "no_faktur_jual" = $35, "tgl_lelang" = $36, "lelang_by" = $37, "lelang_otorisasi" = $38, "status" = $39, "status_valid" = $40, "validated_by" = $41, "validated_at" = $42, "input_by" = $43, "batal_by" = $44, "batal_at" = $45, "batal_alasan" = $46, "batal_otorisasi" = $47, "persen_refund" = $48, "refund_rp" = $49, "hangus_rp" = $50
where "toko_<kode>"."cicilan"."no_cicilan" = $51
returning "id", "tanggal", "jam", "no_cicilan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kadar", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "kode_cicilan", "tenor", "bunga", "biaya_admin", "denda_per_hari", "pembulatan", "dp_rp", "pokok", "bunga_rp", "total_kontrak", "angsuran", "angsuran_akhir", "angsuran_ke", "jumlah_bayar", "denda_bayar", "tgl_lunas", "no_faktur_jual", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp";

-- insertBayarCicilan
insert into "toko_<kode>"."cicilan_bayar" ("id", "no_bayar", "no_cicilan", "tanggal", "jam", "jenis", "ke_dari", "ke_sampai", "pokok", "denda", "total_bayar", "input_by")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "id", "no_bayar", "no_cicilan", "tanggal", "jam", "jenis", "ke_dari", "ke_sampai", "pokok", "denda", "total_bayar", "input_by";

-- bayarOf
select "id", "no_bayar", "no_cicilan", "tanggal", "jam", "jenis", "ke_dari", "ke_sampai", "pokok", "denda", "total_bayar", "input_by"
from "toko_<kode>"."cicilan_bayar"
where "toko_<kode>"."cicilan_bayar"."no_cicilan" in ($1)
order by "toko_<kode>"."cicilan_bayar"."id" asc;

-- activeContracts
select "id", "tanggal", "jam", "no_cicilan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "kode_group", "kadar", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "kode_cicilan", "tenor", "bunga", "biaya_admin", "denda_per_hari", "pembulatan", "dp_rp", "pokok", "bunga_rp", "total_kontrak", "angsuran", "angsuran_akhir", "angsuran_ke", "jumlah_bayar", "denda_bayar", "tgl_lunas", "no_faktur_jual", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi", "persen_refund", "refund_rp", "hangus_rp"
from "toko_<kode>"."cicilan"
where "toko_<kode>"."cicilan"."status" = $1
order by "toko_<kode>"."cicilan"."tanggal" asc, "toko_<kode>"."cicilan"."id" asc;

-- activeContractOf
select "no_cicilan"
from "toko_<kode>"."cicilan"
where ("toko_<kode>"."cicilan"."kode_barcode" = $1 and "toko_<kode>"."cicilan"."status" = $2)
limit $3;

-- contractOfSaleLines
select "no_cicilan"
from "toko_<kode>"."cicilan"
where "toko_<kode>"."cicilan"."no_faktur_jual" in ($1)
limit $2;
