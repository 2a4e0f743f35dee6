-- The SQL of hutang-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- piecesOfLoan
left
join lateral ( select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang, coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga, string_agg(distinct d.kode_group, ', ') as kode_group, sum(d.jumlah)::int as jumlah, json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text, 'kelompok_harga', d.kelompok_harga) order by d.urut) as detail from "toko_<kode>"."hutang_detail" d where d.no_faktur_hutang = h.no_faktur_hutang ) d on true;

-- pinjamanPage
select h.id, h.no_faktur_hutang, h.tanggal::text as tgl_hutang, h.tgl_tempo::text as tgl_tempo, h.nama_customer, h.alamat_customer, coalesce(d.nama_barang, '') as nama_barang, d.kelompok_harga, coalesce(d.jumlah, 0) as jumlah, h.berat::text as berat, h.berat_bruto::text as berat_bruto, h.jumlah_hutang, h.bunga::text as bunga, (case h.status when 'LUNAS' then h.tgl_lunas when 'LELANG' then h.tgl_lelang else $1::date end - h.tanggal + 1)::int as lama_pinjam, h.kode_sales, h.status, coalesce(d.detail, '[]'::json) as detail
from "toko_<kode>"."hutang" h
left
join lateral ( select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang, coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga, string_agg(distinct d.kode_group, ', ') as kode_group, sum(d.jumlah)::int as jumlah, json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text, 'kelompok_harga', d.kelompok_harga) order by d.urut) as detail from "toko_<kode>"."hutang_detail" d where d.no_faktur_hutang = h.no_faktur_hutang ) d on true
where h.tanggal between $2 and $3 and h.status <> 'BATAL' and (h.tanggal, h.id) > ($4::date, $5)
order by h.tanggal, h.id
limit $6;
select h.id, h.no_faktur_hutang, h.tanggal::text as tgl_hutang, h.tgl_tempo::text as tgl_tempo, h.nama_customer, h.alamat_customer, coalesce(d.nama_barang, '') as nama_barang, d.kelompok_harga, coalesce(d.jumlah, 0) as jumlah, h.berat::text as berat, h.berat_bruto::text as berat_bruto, h.jumlah_hutang, h.bunga::text as bunga, (case h.status when 'LUNAS' then h.tgl_lunas when 'LELANG' then h.tgl_lelang else $1::date end - h.tanggal + 1)::int as lama_pinjam, h.kode_sales, h.status, coalesce(d.detail, '[]'::json) as detail
from "toko_<kode>"."hutang" h
left
join lateral ( select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang, coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga, string_agg(distinct d.kode_group, ', ') as kode_group, sum(d.jumlah)::int as jumlah, json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text, 'kelompok_harga', d.kelompok_harga) order by d.urut) as detail from "toko_<kode>"."hutang_detail" d where d.no_faktur_hutang = h.no_faktur_hutang ) d on true
where h.tanggal between $2 and $3 and h.status <> 'BATAL'
order by h.tanggal, h.id
limit $4;

-- penebusanDetail
select h.no_faktur_hutang, h.nama_customer, h.alamat_customer, h.tanggal::text as tgl_hutang, b.tanggal::text as tgl_lunas, b.lama_pinjam, h.kode_sales, d.nama_barang, d.berat::text as berat, h.jumlah_hutang, b.bunga::text as bunga, b.bunga_pinjam, b.bunga_rp, b.total_bayar, row_number() over (partition by b.id order by d.urut)::int as urut
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
join "toko_<kode>"."hutang_detail" d on d.no_faktur_hutang = h.no_faktur_hutang
where b.jenis = 'LUNAS' and b.status = 'OK' and b.tanggal between $1 and $2 and h.no_faktur_hutang ilike $3
order by b.tanggal, h.no_faktur_hutang, b.id, d.urut
limit 100000;
select h.no_faktur_hutang, h.nama_customer, h.alamat_customer, h.tanggal::text as tgl_hutang, b.tanggal::text as tgl_lunas, b.lama_pinjam, h.kode_sales, d.nama_barang, d.berat::text as berat, h.jumlah_hutang, b.bunga::text as bunga, b.bunga_pinjam, b.bunga_rp, b.total_bayar, row_number() over (partition by b.id order by d.urut)::int as urut
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
join "toko_<kode>"."hutang_detail" d on d.no_faktur_hutang = h.no_faktur_hutang
where b.jenis = 'LUNAS' and b.status = 'OK' and b.tanggal between $1 and $2
order by b.tanggal, h.no_faktur_hutang, b.id, d.urut
limit 100000;

-- pinjamanRekap
select h.tanggal::text as tanggal, count(*)::int as transaksi, sum(h.jumlah)::int as jumlah, sum(h.berat)::text as berat, sum(h.berat_bruto)::text as berat_bruto, sum(h.jumlah_hutang)::bigint as jumlah_hutang, sum(case when h.status = $1 then h.jumlah_hutang else 0 end)::bigint as aktif_rp, sum(case when h.status = $2 then h.jumlah_hutang else 0 end)::bigint as lunas_rp, sum(case when h.status = $3 then h.jumlah_hutang else 0 end)::bigint as lelang_rp
from "toko_<kode>"."hutang" h
where h.tanggal between $4 and $5 and h.status <> 'BATAL'
group by h.tanggal
order by h.tanggal;

-- penebusanRekap
select b.tanggal::text as tanggal, b.jenis, count(*)::int as transaksi, sum(case when b.jenis = 'LUNAS' then h.berat else 0 end)::numeric(14, 3)::text as berat, sum(b.pokok)::bigint as pokok, sum(b.bunga_pinjam)::bigint as bunga_pinjam, sum(b.bunga_rp)::bigint as bunga_rp, sum(b.total_bayar)::bigint as total_bayar
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
where b.status = 'OK' and b.jenis in ('LUNAS', 'PERPANJANGAN') and b.tanggal between $1 and $2 and b.jenis = $3
group by 1, 2
order by 1, 2;
select b.tanggal::text as tanggal, b.jenis, count(*)::int as transaksi, sum(case when b.jenis = 'LUNAS' then h.berat else 0 end)::numeric(14, 3)::text as berat, sum(b.pokok)::bigint as pokok, sum(b.bunga_pinjam)::bigint as bunga_pinjam, sum(b.bunga_rp)::bigint as bunga_rp, sum(b.total_bayar)::bigint as total_bayar
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
where b.status = 'OK' and b.jenis in ('LUNAS', 'PERPANJANGAN') and b.tanggal between $1 and $2
group by 1, 2
order by 1, 2;

-- lelangOn
select h.no_faktur_hutang, h.tanggal::text as tgl_hutang, h.tgl_bunga::text as tgl_bunga, h.tgl_lelang::text as tgl_lelang, h.nama_customer, h.alamat_customer, h.berat::text as berat, h.jumlah_hutang, h.bunga::text as bunga, h.minimal_hari, h.pembulatan
from "toko_<kode>"."hutang" h
where h.status = 'LELANG' and h.tgl_lelang = $1::date
order by h.no_faktur_hutang;

-- globalStockPinjam
with held as ( select "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, sum("toko_<kode>"."stock_ledger"."qty")::int as qty, sum("toko_<kode>"."stock_ledger"."berat") as berat from "toko_<kode>"."stock_ledger" where "toko_<kode>"."stock_ledger"."kode_gudang" = $1 and "toko_<kode>"."stock_ledger"."tanggal" <= $2::date group by "toko_<kode>"."stock_ledger"."kode_barcode" having sum("toko_<kode>"."stock_ledger"."qty") > 0 ) select d.kode_group, d.kadar::text as kadar, count(distinct d.no_faktur_hutang)::int as transaksi, sum(held.qty)::int as qty, sum(d.jumlah)::int as jumlah, sum(held.berat)::numeric(14, 3)::text as berat, sum(d.berat_bruto)::numeric(14, 3)::text as berat_bruto
from held
join "toko_<kode>"."hutang_detail" d on d.kode_barcode = held.kode_barcode
where true and d.kode_group = $3
group by d.kode_group, d.kadar
order by d.kode_group, d.kadar;
with held as ( select "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, sum("toko_<kode>"."stock_ledger"."qty")::int as qty, sum("toko_<kode>"."stock_ledger"."berat") as berat from "toko_<kode>"."stock_ledger" where "toko_<kode>"."stock_ledger"."kode_gudang" = $1 and "toko_<kode>"."stock_ledger"."tanggal" <= $2::date group by "toko_<kode>"."stock_ledger"."kode_barcode" having sum("toko_<kode>"."stock_ledger"."qty") > 0 ) select d.kode_group, d.kadar::text as kadar, count(distinct d.no_faktur_hutang)::int as transaksi, sum(held.qty)::int as qty, sum(d.jumlah)::int as jumlah, sum(held.berat)::numeric(14, 3)::text as berat, sum(d.berat_bruto)::numeric(14, 3)::text as berat_bruto
from held
join "toko_<kode>"."hutang_detail" d on d.kode_barcode = held.kode_barcode
where true
group by d.kode_group, d.kadar
order by d.kode_group, d.kadar;

-- overrideBunga
select b.tanggal::text as tanggal, b.no_bayar, b.jenis, h.nama_customer, h.jumlah_hutang, b.lama_pinjam, b.bunga_pinjam, b.bunga_rp, (b.bunga_rp - b.bunga_pinjam)::bigint as selisih, coalesce(b.id_otorisasi, '') as id_otorisasi, coalesce(o.authorised_by, '') as authorised_by, b.input_by, b.status
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
left
join "toko_<kode>"."otorisasi" o on o.id = b.id_otorisasi
where b.tanggal between $1 and $2 and b.jenis in ('LUNAS', 'PERPANJANGAN') and (b.bunga_rp < b.bunga_pinjam or b.id_otorisasi is not null)
order by b.tanggal, b.id
limit 100000;

-- hutangMasukHari
select h.no_faktur_hutang, h.nama_customer, coalesce(d.nama_barang, '') as nama_barang, coalesce(d.kode_group, '') as kode_group, h.berat::text as berat, h.jumlah_hutang, h.input_by
from "toko_<kode>"."hutang" h
left
join lateral ( select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang, coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga, string_agg(distinct d.kode_group, ', ') as kode_group, sum(d.jumlah)::int as jumlah, json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text, 'kelompok_harga', d.kelompok_harga) order by d.urut) as detail from "toko_<kode>"."hutang_detail" d where d.no_faktur_hutang = h.no_faktur_hutang ) d on true
where h.tanggal = $1::date and h.status <> 'BATAL'
order by h.id;

-- hutangBungaHari
select b.no_faktur_hutang, b.jenis, h.tanggal::text as tgl_hutang, h.nama_customer, h.jumlah_hutang, b.lama_pinjam, b.bunga::text as bunga, b.bunga_rp, b.total_bayar, b.input_by
from "toko_<kode>"."hutang_bayar" b
join "toko_<kode>"."hutang" h on h.no_faktur_hutang = b.no_faktur_hutang
where b.tanggal = $1::date and b.status = 'OK' and b.jenis in ('LUNAS', 'PERPANJANGAN')
order by b.id;
