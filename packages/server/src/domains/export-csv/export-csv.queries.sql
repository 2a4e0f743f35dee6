-- The SQL of export-csv.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- dataBarang
select "toko_<kode>"."barang"."kode_barcode" as kode_barang, "toko_<kode>"."barang"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, $1 as kode_toko, "toko_<kode>"."barang"."kode_group" as kode_group, "toko_<kode>"."barang"."kadar" as kadar, "toko_<kode>"."barang"."kode_intern" as kode_intern, "toko_<kode>"."barang"."kode_dept" as kode_dept, "toko_<kode>"."barang"."berat" as berat, "toko_<kode>"."barang"."berat_asli" as berat_asli
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" in ( select "toko_<kode>"."stock_ledger"."kode_barcode" from "toko_<kode>"."stock_ledger" where "toko_<kode>"."stock_ledger"."tanggal" <= $2::date group by "toko_<kode>"."stock_ledger"."kode_barcode" having sum("toko_<kode>"."stock_ledger"."qty") > 0)
order by "toko_<kode>"."barang"."kode_barcode";

-- dataHancur
select "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, "toko_<kode>"."stock_ledger"."tanggal" as tgl_system, coalesce("toko_<kode>"."barang"."kondisi", '') as kondisi_barang
from "toko_<kode>"."stock_ledger"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."stock_ledger"."kode_barcode"
where "toko_<kode>"."stock_ledger"."tanggal" = $1::date and "toko_<kode>"."stock_ledger"."jenis" = 'HANCUR'
order by "toko_<kode>"."stock_ledger"."id";

-- dataCash
select case when "toko_<kode>"."kas"."id_trx" <> '' then "toko_<kode>"."kas"."id_trx" else "toko_<kode>"."kas"."id"::text end as no_reff, "toko_<kode>"."kas"."tanggal" as tanggal, "toko_<kode>"."kas"."kategori" as kategori, "toko_<kode>"."kas"."deskripsi" as deskripsi, "toko_<kode>"."kas"."jumlah_in" as jumlah_in, "toko_<kode>"."kas"."jumlah_out" as jumlah_out, "toko_<kode>"."kas"."input_by" as input_by
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."tanggal" = $1::date
order by "toko_<kode>"."kas"."id";

-- dataGroup
select distinct on ("toko_<kode>"."harga_emas"."kode_group") "toko_<kode>"."harga_emas"."kode_group" as kode_group, "toko_<kode>"."harga_emas"."harga_jual" as harga
from "toko_<kode>"."harga_emas"
where "toko_<kode>"."harga_emas"."tanggal" <= $1::date
order by "toko_<kode>"."harga_emas"."kode_group", "toko_<kode>"."harga_emas"."tanggal" desc;

-- dataHutang
select h.bunga::text as bunga, h.jumlah_hutang, h.kode_sales, coalesce(h.lama_pinjam_lunas, h.tgl_tempo - h.tanggal) as lama_pinjam, coalesce(d.nama_barang, '') as nama_barang, h.nama_customer, h.no_faktur_hutang, h.status as status_hutang, h.tanggal::text as tgl_hutang, coalesce(h.tgl_lunas::text, '') as tgl_lunas, coalesce(h.total_bayar, 0) as total_bayar, (h.jumlah_hutang + coalesce(h.bunga_pinjam, 0))::bigint as total_hutang
from "toko_<kode>"."hutang" h
left
join lateral ( select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang, coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga, string_agg(distinct d.kode_group, ', ') as kode_group, sum(d.jumlah)::int as jumlah, json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text, 'kelompok_harga', d.kelompok_harga) order by d.urut) as detail from "toko_<kode>"."hutang_detail" d where d.no_faktur_hutang = h.no_faktur_hutang ) d on true
where h.tanggal = $1::date or h.tgl_lunas = $2::date or h.tgl_lelang = $3::date
order by h.id;

-- dataJual
select "toko_<kode>"."penjualan"."berat" as berat, "toko_<kode>"."penjualan"."harga_atribut" as harga_atribut, "toko_<kode>"."penjualan"."harga_gram" as harga_jual, "toko_<kode>"."penjualan"."harga_total" as harga_total, to_char("toko_<kode>"."penjualan"."jam" at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam, "toko_<kode>"."penjualan"."kode_barcode" as kode_barang, "toko_<kode>"."penjualan"."kode_barcode" as kode_barcode, "toko_<kode>"."penjualan"."kode_dept" as kode_dept, "toko_<kode>"."penjualan"."kode_sales" as kode_sales, "toko_<kode>"."penjualan"."nama_atribut" as nama_atribut, "toko_<kode>"."penjualan"."nama_barang" as nama_barang, "toko_<kode>"."penjualan"."no_faktur_jual" as no_faktur_jual, "toko_<kode>"."penjualan"."ongkos" as ongkos, case when exists (select 1 from "toko_<kode>"."pembelian" where "toko_<kode>"."pembelian"."no_faktur_jual" = "toko_<kode>"."penjualan"."no_faktur_jual" and "toko_<kode>"."pembelian"."status" = 'OPEN') then 'YA' else 'TIDAK' end as status_kembali, "toko_<kode>"."penjualan"."tanggal" as tgl_system
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" = $1::date and "toko_<kode>"."penjualan"."status" = 'OPEN'
order by "toko_<kode>"."penjualan"."id";

-- dataMember
select "toko_<kode>"."member"."kode_member" as kode_member, "toko_<kode>"."member"."nama_customer" as nama_customer, "toko_<kode>"."member"."alamat_customer" as alamat_customer
from "toko_<kode>"."member"
where "toko_<kode>"."member"."tgl_daftar" = $1::date
order by "toko_<kode>"."member"."kode_member";

-- dataPembelian
select "toko_<kode>"."pembelian"."berat" as berat, "toko_<kode>"."pembelian"."berat_nota" as berat_nota, "toko_<kode>"."pembelian"."harga" as harga, "toko_<kode>"."pembelian"."harga_nota" as harga_nota, case when "toko_<kode>"."pembelian"."berat" > 0 then round("toko_<kode>"."pembelian"."harga" / "toko_<kode>"."pembelian"."berat")::bigint else 0 end as harga_rata, "toko_<kode>"."pembelian"."kode_dept" as kode_dept, "toko_<kode>"."pembelian"."kode_sales" as kode_sales, "toko_<kode>"."pembelian"."tipe_kondisi" as kondisi, "toko_<kode>"."pembelian"."nama_barang" as nama_barang, "toko_<kode>"."pembelian"."no_faktur_beli" as no_faktur_beli, "toko_<kode>"."pembelian"."no_faktur_jual" as no_faktur_jual, "toko_<kode>"."pembelian"."tanggal" as tgl_system
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" = $1::date and "toko_<kode>"."pembelian"."status" = 'OPEN'
order by "toko_<kode>"."pembelian"."id";

-- dataTukar
select "toko_<kode>"."pembelian"."berat" as berat, "toko_<kode>"."pembelian"."harga" as harga_beli, "toko_<kode>"."pembelian"."kode_sales" as kode_sales, "toko_<kode>"."pembelian"."no_faktur_group" as no_faktur_group_user, "toko_<kode>"."pembelian"."tanggal" as tanggal
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" = $1::date and "toko_<kode>"."pembelian"."status" = 'OPEN' and "toko_<kode>"."pembelian"."jenis_pembelian" = 'TUKAR'
order by "toko_<kode>"."pembelian"."id";
