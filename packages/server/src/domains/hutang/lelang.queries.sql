-- The SQL of lelang.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- lelangPage
select "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."status" = 'AKTIF' and "toko_<kode>"."hutang"."tgl_tempo" < $1::date and "toko_<kode>"."hutang"."tanggal" between $2::date and $3::date and "toko_<kode>"."hutang"."no_faktur_manual" ilike $4 and "toko_<kode>"."hutang"."no_faktur_hutang" ilike $5 and "toko_<kode>"."hutang"."kode_member" ilike $6 and "toko_<kode>"."hutang"."nama_customer" ilike $7 and "toko_<kode>"."hutang"."alamat_customer" ilike $8 and exists (select 1 from "toko_<kode>"."hutang_detail" where "toko_<kode>"."hutang_detail"."no_faktur_hutang" = "toko_<kode>"."hutang"."no_faktur_hutang" and "toko_<kode>"."hutang_detail"."kode_group" = $9) and ("toko_<kode>"."hutang"."keterangan" ilike $10 or exists (select 1 from "toko_<kode>"."hutang_detail" where "toko_<kode>"."hutang_detail"."no_faktur_hutang" = "toko_<kode>"."hutang"."no_faktur_hutang" and "toko_<kode>"."hutang_detail"."nama_barang" ilike $11))
order by "toko_<kode>"."hutang"."tgl_tempo", "toko_<kode>"."hutang"."id"
limit $12
offset $13;
select count(*)::int as n
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."status" = 'AKTIF' and "toko_<kode>"."hutang"."tgl_tempo" < $1::date and "toko_<kode>"."hutang"."tanggal" between $2::date and $3::date and "toko_<kode>"."hutang"."no_faktur_manual" ilike $4 and "toko_<kode>"."hutang"."no_faktur_hutang" ilike $5 and "toko_<kode>"."hutang"."kode_member" ilike $6 and "toko_<kode>"."hutang"."nama_customer" ilike $7 and "toko_<kode>"."hutang"."alamat_customer" ilike $8 and exists (select 1 from "toko_<kode>"."hutang_detail" where "toko_<kode>"."hutang_detail"."no_faktur_hutang" = "toko_<kode>"."hutang"."no_faktur_hutang" and "toko_<kode>"."hutang_detail"."kode_group" = $9) and ("toko_<kode>"."hutang"."keterangan" ilike $10 or exists (select 1 from "toko_<kode>"."hutang_detail" where "toko_<kode>"."hutang_detail"."no_faktur_hutang" = "toko_<kode>"."hutang"."no_faktur_hutang" and "toko_<kode>"."hutang_detail"."nama_barang" ilike $11));

-- overdueLoans
select "toko_<kode>"."hutang"."jumlah_hutang" as jumlah_hutang, "toko_<kode>"."hutang"."bunga"::text as bunga, "toko_<kode>"."hutang"."minimal_hari" as minimal_hari, "toko_<kode>"."hutang"."pembulatan" as pembulatan, "toko_<kode>"."hutang"."tgl_bunga"::text as tgl_bunga
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."status" = 'AKTIF' and "toko_<kode>"."hutang"."tgl_tempo" < $1::date;

-- piecesToStock
update "toko_<kode>"."barang"
set kode_gudang = $1, kode_baki = '', harga_modal = x.harga_modal, updated_by = $2, updated_at = now()
from jsonb_to_recordset($3::jsonb) as x(kode_barcode text, harga_modal bigint)
where "toko_<kode>"."barang"."kode_barcode" = x.kode_barcode;
insert into "toko_<kode>"."stock_ledger" (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, keterangan, input_by) select $1::date, "toko_<kode>"."barang"."kode_barcode", $2, "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."kode_group", "toko_<kode>"."barang"."kode_dept", $3::int, $4::int * "toko_<kode>"."barang"."berat", $5, $6, $7
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" in ($8);
