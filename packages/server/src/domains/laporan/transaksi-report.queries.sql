-- The SQL of transaksi-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: isAll, paymentsOf, saleReportRows

-- rekapSales
with sold as ( select "toko_<kode>"."penjualan"."kode_sales" as kode_sales, "toko_<kode>"."penjualan"."kode_group" as kode_group, "toko_<kode>"."penjualan"."no_pesanan" <> '' as pesanan, count(*) as jumlah, sum("toko_<kode>"."penjualan"."berat") as berat, sum("toko_<kode>"."penjualan"."ongkos") as ongkos, sum("toko_<kode>"."penjualan"."harga_total") as rupiah from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN' and "toko_<kode>"."penjualan"."kode_sales" = $3 group by 1, 2, 3 ), lines as ( select sold.kode_sales, coalesce(g.data->>'jenis_group', '') as jenis_group, sold.pesanan, sold.jumlah, sold.berat, sold.ongkos, sold.rupiah from sold left join "toko_<kode>"."master_rows" g on g.master = 'group' and g.kode = sold.kode_group where coalesce(g.data->>'jenis_group', '') = $4 ), per as ( select kode_sales, case when pesanan and jenis_group = 'BERLIAN' then 'omset_pesanan_berlian' when pesanan then 'omset_pesanan' when jenis_group = 'LM' then 'omset_lm' when jenis_group = 'BERLIAN' then 'omset_berlian' when jenis_group = '#SERVICE' then 'omset_service' when jenis_group = '#HUTANG' then 'omset_simpan_pinjam' else 'omset_emas' end as omset, sum(jumlah)::int as jumlah, sum(berat)::numeric(14,3) as berat, sum(ongkos)::bigint as ongkos, sum(rupiah)::bigint as rupiah from lines group by 1, 2 ) select per.*, coalesce(s.nama, '') as nama_sales
from per
left
join "toko_<kode>"."master_rows" s on s.master = 'sales' and s.kode = per.kode_sales
order by per.kode_sales, per.omset;
with sold as ( select "toko_<kode>"."penjualan"."kode_sales" as kode_sales, "toko_<kode>"."penjualan"."kode_group" as kode_group, "toko_<kode>"."penjualan"."no_pesanan" <> '' as pesanan, count(*) as jumlah, sum("toko_<kode>"."penjualan"."berat") as berat, sum("toko_<kode>"."penjualan"."ongkos") as ongkos, sum("toko_<kode>"."penjualan"."harga_total") as rupiah from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN' group by 1, 2, 3 ), lines as ( select sold.kode_sales, coalesce(g.data->>'jenis_group', '') as jenis_group, sold.pesanan, sold.jumlah, sold.berat, sold.ongkos, sold.rupiah from sold left join "toko_<kode>"."master_rows" g on g.master = 'group' and g.kode = sold.kode_group union all select "toko_<kode>"."service"."kode_sales", '#SERVICE', false, 1, coalesce("toko_<kode>"."service"."berat_selesai", "toko_<kode>"."service"."berat"), "toko_<kode>"."service"."total", "toko_<kode>"."service"."total" from "toko_<kode>"."service" where "toko_<kode>"."service"."tgl_ambil" between $3 and $4 and "toko_<kode>"."service"."status" = 'DIAMBIL' union all select "toko_<kode>"."hutang"."kode_sales", '#HUTANG', false, 1, "toko_<kode>"."hutang"."berat", 0, "toko_<kode>"."hutang"."jumlah_hutang" from "toko_<kode>"."hutang" where "toko_<kode>"."hutang"."tanggal" between $5 and $6 and "toko_<kode>"."hutang"."status" <> 'BATAL' ), per as ( select kode_sales, case when pesanan and jenis_group = 'BERLIAN' then 'omset_pesanan_berlian' when pesanan then 'omset_pesanan' when jenis_group = 'LM' then 'omset_lm' when jenis_group = 'BERLIAN' then 'omset_berlian' when jenis_group = '#SERVICE' then 'omset_service' when jenis_group = '#HUTANG' then 'omset_simpan_pinjam' else 'omset_emas' end as omset, sum(jumlah)::int as jumlah, sum(berat)::numeric(14,3) as berat, sum(ongkos)::bigint as ongkos, sum(rupiah)::bigint as rupiah from lines group by 1, 2 ) select per.*, coalesce(s.nama, '') as nama_sales
from per
left
join "toko_<kode>"."master_rows" s on s.master = 'sales' and s.kode = per.kode_sales
order by per.kode_sales, per.omset;

-- rekapJualPajak
select "toko_<kode>"."penjualan"."tanggal" as _id, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat" * "toko_<kode>"."penjualan"."kadar" / 100)::numeric(14,3) as total_24k, sum("toko_<kode>"."penjualan"."ongkos")::bigint as ongkos, sum("toko_<kode>"."penjualan"."harga_total")::bigint as harga_total
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN'
group by "toko_<kode>"."penjualan"."tanggal"
order by "toko_<kode>"."penjualan"."tanggal";

-- penjualanPage
select p.id, p.no_faktur_group, p.no_faktur_jual, p.tanggal as tgl_system, date_part('epoch', p.jam) as jam_epoch, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.kode_barcode, p.kode_group, p.kode_dept, p.nama_barang, p.kadar_cetak, coalesce(p.berat_awal, (select b.berat_asli from "toko_<kode>"."barang" b where b.kode_barcode = p.kode_barcode), p.berat) as berat_awal, p.berat, p.nama_atribut, p.berat_atribut, p.harga_hitung as harga_jual, p.harga_gram, p.harga_atribut, p.ongkos, p.harga_total, p.input_by, exists (select 1 from "toko_<kode>"."pembelian" x where x.no_faktur_jual = p.no_faktur_jual and x.status = 'OPEN' and x.no_faktur_jual <> '') as kembali, p.status as status_valid, fl.first as first_line, pay.bayar, p.no_pesanan, d.total_usd, d.curr, d.total_berlian_rp
from ( select *, lag(p.no_faktur_group, 1, $1::text) over (order by p.tanggal, p.no_faktur_group, p.id) as previous_group from "toko_<kode>"."penjualan" p where p.tanggal between $2 and $3 and p.status = $4 and p.kode_sales = $5 and p.kode_group = $6 and (p.tanggal, p.no_faktur_group, p.id) > ($7::date, $8, $9) order by p.tanggal, p.no_faktur_group, p.id limit $10 ) p
cross
join lateral (select p.id = (select min(f.id) from "toko_<kode>"."penjualan" f where f.no_faktur_group = p.no_faktur_group) as first) fl
left
join lateral ( select d.total_usd, d.curr, d.total_berlian_rp from "toko_<kode>"."penjualan_berlian" d where (select exists (select 1 from "toko_<kode>"."penjualan_berlian" x where x.tanggal between $11 and $12)) and d.no_faktur_jual = p.no_faktur_jual limit 1 ) d on true
cross
join lateral ( select string_agg(coalesce(jumlah_in, 0) || ' ' || jenis, $13) as bayar from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PENJUALAN' ) pay
order by p.tanggal, p.no_faktur_group, p.id;
select p.id, p.no_faktur_group, p.no_faktur_jual, p.tanggal as tgl_system, date_part('epoch', p.jam) as jam_epoch, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.kode_barcode, p.kode_group, p.kode_dept, p.nama_barang, p.kadar_cetak, coalesce(p.berat_awal, (select b.berat_asli from "toko_<kode>"."barang" b where b.kode_barcode = p.kode_barcode), p.berat) as berat_awal, p.berat, p.nama_atribut, p.berat_atribut, p.harga_hitung as harga_jual, p.harga_gram, p.harga_atribut, p.ongkos, p.harga_total, p.input_by, exists (select 1 from "toko_<kode>"."pembelian" x where x.no_faktur_jual = p.no_faktur_jual and x.status = 'OPEN' and x.no_faktur_jual <> '') as kembali, p.status as status_valid, fl.first as first_line, pay.bayar, p.no_pesanan, d.total_usd, d.curr, d.total_berlian_rp
from ( select *, lag(p.no_faktur_group, 1, $1::text) over (order by p.tanggal, p.no_faktur_group, p.id) as previous_group from "toko_<kode>"."penjualan" p where p.tanggal between $2 and $3 order by p.tanggal, p.no_faktur_group, p.id limit $4 ) p
cross
join lateral (select p.no_faktur_group is distinct from p.previous_group as first) fl
left
join lateral ( select d.total_usd, d.curr, d.total_berlian_rp from "toko_<kode>"."penjualan_berlian" d where (select exists (select 1 from "toko_<kode>"."penjualan_berlian" x where x.tanggal between $5 and $6)) and d.no_faktur_jual = p.no_faktur_jual limit 1 ) d on true
cross
join lateral ( select string_agg(coalesce(jumlah_in, 0) || ' ' || jenis, $7) as bayar from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PENJUALAN' ) pay
order by p.tanggal, p.no_faktur_group, p.id;

-- penjualanLines
select p.id, p.no_faktur_group, p.no_faktur_jual, p.tanggal as tgl_system, date_part('epoch', p.jam) as jam_epoch, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.kode_barcode, p.kode_group, p.kode_dept, p.nama_barang, p.kadar_cetak, coalesce(p.berat_awal, (select b.berat_asli from "toko_<kode>"."barang" b where b.kode_barcode = p.kode_barcode), p.berat) as berat_awal, p.berat, p.nama_atribut, p.berat_atribut, p.harga_hitung as harga_jual, p.harga_gram, p.harga_atribut, p.ongkos, p.harga_total, p.input_by, exists (select 1 from "toko_<kode>"."pembelian" x where x.no_faktur_jual = p.no_faktur_jual and x.status = 'OPEN' and x.no_faktur_jual <> '') as kembali, p.status as status_valid, fl.first as first_line, pay.bayar, p.no_pesanan, d.total_usd, d.curr, d.total_berlian_rp
from ( select *, lag(p.no_faktur_group, 1, $1::text) over (order by p.tanggal, p.no_faktur_group, p.id) as previous_group from "toko_<kode>"."penjualan" p where p.tanggal between $2 and $3 and p.status = $4 and p.kode_sales = $5 and p.kode_group = $6 and (p.tanggal, p.no_faktur_group, p.id) > ($7::date, $8, $9) order by p.tanggal, p.no_faktur_group, p.id limit $10 ) p
cross
join lateral (select p.id = (select min(f.id) from "toko_<kode>"."penjualan" f where f.no_faktur_group = p.no_faktur_group) as first) fl
left
join lateral ( select d.total_usd, d.curr, d.total_berlian_rp from "toko_<kode>"."penjualan_berlian" d where (select exists (select 1 from "toko_<kode>"."penjualan_berlian" x where x.tanggal between $11 and $12)) and d.no_faktur_jual = p.no_faktur_jual limit 1 ) d on true
cross
join lateral ( select string_agg(coalesce(jumlah_in, 0) || ' ' || jenis, $13) as bayar from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PENJUALAN' ) pay
order by p.tanggal, p.no_faktur_group, p.id;
select p.id, p.no_faktur_group, p.no_faktur_jual, p.tanggal as tgl_system, date_part('epoch', p.jam) as jam_epoch, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.kode_barcode, p.kode_group, p.kode_dept, p.nama_barang, p.kadar_cetak, coalesce(p.berat_awal, (select b.berat_asli from "toko_<kode>"."barang" b where b.kode_barcode = p.kode_barcode), p.berat) as berat_awal, p.berat, p.nama_atribut, p.berat_atribut, p.harga_hitung as harga_jual, p.harga_gram, p.harga_atribut, p.ongkos, p.harga_total, p.input_by, exists (select 1 from "toko_<kode>"."pembelian" x where x.no_faktur_jual = p.no_faktur_jual and x.status = 'OPEN' and x.no_faktur_jual <> '') as kembali, p.status as status_valid, fl.first as first_line, pay.bayar, p.no_pesanan, d.total_usd, d.curr, d.total_berlian_rp
from ( select *, lag(p.no_faktur_group, 1, $1::text) over (order by p.tanggal, p.no_faktur_group, p.id) as previous_group from "toko_<kode>"."penjualan" p where p.tanggal between $2 and $3 order by p.tanggal, p.no_faktur_group, p.id limit $4 ) p
cross
join lateral (select p.no_faktur_group is distinct from p.previous_group as first) fl
left
join lateral ( select d.total_usd, d.curr, d.total_berlian_rp from "toko_<kode>"."penjualan_berlian" d where (select exists (select 1 from "toko_<kode>"."penjualan_berlian" x where x.tanggal between $5 and $6)) and d.no_faktur_jual = p.no_faktur_jual limit 1 ) d on true
cross
join lateral ( select string_agg(coalesce(jumlah_in, 0) || ' ' || jenis, $7) as bayar from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PENJUALAN' ) pay
order by p.tanggal, p.no_faktur_group, p.id;

-- pembelianPage
select p.id, date '2000-01-01' as day_key, p.no_faktur_group as grup, p.no_faktur_group, p.no_faktur_beli, p.tanggal as tgl_system, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kadar, 'BELI' as kode_gudang, p.no_faktur_jual as no_faktur_ext, p.kode_group, p.kode_dept, p.kode_barcode, p.nama_barang, p.berat_nota, p.berat, p.harga_nota, p.harga, case when p.berat > 0 then round(p.harga / p.berat)::bigint end as harga_rata, p.kode_kondisi as kondisi, cash.cash_rp, p.input_by, p.status as status_valid, p.tipe_kondisi
from "toko_<kode>"."pembelian" p
left
join lateral ( select coalesce(sum(jumlah_out) filter (where jenis = 'CASH'), 0)::bigint as cash_rp from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PEMBELIAN' ) cash on p.id = (select min(f.id) from "toko_<kode>"."pembelian" f where f.no_faktur_group = p.no_faktur_group)
where p.tanggal between $1 and $2 and p.status = 'OPEN' and p.kode_group = $3 and coalesce((select g.data->>'jenis_group' from "toko_<kode>"."master_rows" g where g.master = 'group' and g.kode = p.kode_group), '') = $4 and p.kode_kondisi = $5 and upper(p.input_by) = $6 and p.kode_sales = $7 and (date '2000-01-01', p.no_faktur_group, p.id) > ($8::date, $9, $10)
order by date '2000-01-01', p.no_faktur_group, p.id
limit $11;
select p.id, p.tanggal as day_key, p.no_faktur_group as grup, p.no_faktur_group, p.no_faktur_beli, p.tanggal as tgl_system, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kadar, 'BELI' as kode_gudang, p.no_faktur_jual as no_faktur_ext, p.kode_group, p.kode_dept, p.kode_barcode, p.nama_barang, p.berat_nota, p.berat, p.harga_nota, p.harga, case when p.berat > 0 then round(p.harga / p.berat)::bigint end as harga_rata, p.kode_kondisi as kondisi, cash.cash_rp, p.input_by, p.status as status_valid, p.tipe_kondisi
from "toko_<kode>"."pembelian" p
left
join lateral ( select coalesce(sum(jumlah_out) filter (where jenis = 'CASH'), 0)::bigint as cash_rp from "toko_<kode>"."kas" where id_trx = p.no_faktur_group and kategori = 'PEMBELIAN' ) cash on p.id = (select min(f.id) from "toko_<kode>"."pembelian" f where f.no_faktur_group = p.no_faktur_group)
where p.tanggal between $1 and $2 and p.status = 'OPEN'
order by p.tanggal, p.no_faktur_group, p.id
limit $3;

-- rekapPembelianPage
select "toko_<kode>"."pembelian"."tanggal" as tanggal, "toko_<kode>"."pembelian"."no_faktur_group" as no_nota, max("toko_<kode>"."pembelian"."nama_customer") as nama_customer, count(*)::int as qty, sum("toko_<kode>"."pembelian"."berat") as berat, sum("toko_<kode>"."pembelian"."harga")::bigint as harga_beli, case when sum("toko_<kode>"."pembelian"."berat") > 0 then round(sum("toko_<kode>"."pembelian"."harga") / sum("toko_<kode>"."pembelian"."berat"))::bigint end as harga_rata
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN' and ("toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group") > ($3::date, $4)
group by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group"
order by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group"
limit $5;
select "toko_<kode>"."pembelian"."tanggal" as tanggal, "toko_<kode>"."pembelian"."no_faktur_group" as no_nota, max("toko_<kode>"."pembelian"."nama_customer") as nama_customer, count(*)::int as qty, sum("toko_<kode>"."pembelian"."berat") as berat, sum("toko_<kode>"."pembelian"."harga")::bigint as harga_beli, case when sum("toko_<kode>"."pembelian"."berat") > 0 then round(sum("toko_<kode>"."pembelian"."harga") / sum("toko_<kode>"."pembelian"."berat"))::bigint end as harga_rata
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN'
group by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group"
order by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group"
limit $3;

-- pembelianPerKondisi
select x.*, case when k.nama is null then x.kode_kondisi else x.kode_kondisi || ' - ' || k.nama end as kondisi
from ( select "toko_<kode>"."pembelian"."kode_group" as _id, "toko_<kode>"."pembelian"."kode_kondisi" as kode_kondisi, count(*)::int as jumlah, sum("toko_<kode>"."pembelian"."berat") as berat, sum("toko_<kode>"."pembelian"."berat_nota") as berat_nota, sum("toko_<kode>"."pembelian"."berat_nota") - sum("toko_<kode>"."pembelian"."berat") as selisih_berat, sum("toko_<kode>"."pembelian"."harga")::bigint as harga from "toko_<kode>"."pembelian" where "toko_<kode>"."pembelian"."tanggal" = $1 and "toko_<kode>"."pembelian"."status" = 'OPEN' group by "toko_<kode>"."pembelian"."kode_group", "toko_<kode>"."pembelian"."kode_kondisi" ) x
left
join "toko_<kode>"."master_rows" k on k.master = 'kondisi-pembelian' and k.kode = x.kode_kondisi
order by x._id, x.kode_kondisi;

-- pembelianPerFakturPage
select "toko_<kode>"."pembelian"."id" as id, "toko_<kode>"."pembelian"."no_faktur_group" as no_faktur_group, "toko_<kode>"."pembelian"."tanggal" as tanggal, "toko_<kode>"."pembelian"."nama_customer" as nama_customer, "toko_<kode>"."pembelian"."no_faktur_beli" as no_faktur_beli, "toko_<kode>"."pembelian"."kode_sales" as kode_sales, "toko_<kode>"."pembelian"."kode_group" as kode_group, "toko_<kode>"."pembelian"."nama_barang" as nama_barang, "toko_<kode>"."pembelian"."kadar" as kadar, "toko_<kode>"."pembelian"."kode_kondisi" as kondisi, "toko_<kode>"."pembelian"."harga_gram" as harga_emas, "toko_<kode>"."pembelian"."berat_nota" as berat_nota, "toko_<kode>"."pembelian"."berat" as berat, "toko_<kode>"."pembelian"."harga_nota" as harga_nota, "toko_<kode>"."pembelian"."harga" as harga, case when "toko_<kode>"."pembelian"."berat_nota" > 0 then round("toko_<kode>"."pembelian"."harga_nota" / "toko_<kode>"."pembelian"."berat_nota")::bigint end as rata_asal, case when "toko_<kode>"."pembelian"."berat" > 0 then round("toko_<kode>"."pembelian"."harga" / "toko_<kode>"."pembelian"."berat")::bigint end as rata_beli, case when "toko_<kode>"."pembelian"."berat_nota" > 0 and "toko_<kode>"."pembelian"."harga_nota" > 0 and "toko_<kode>"."pembelian"."berat" > 0 then round((("toko_<kode>"."pembelian"."harga" / "toko_<kode>"."pembelian"."berat") / ("toko_<kode>"."pembelian"."harga_nota" / "toko_<kode>"."pembelian"."berat_nota") - 1) * 100, 2) end as selisih_persen, "toko_<kode>"."pembelian"."input_by" as input_by
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN' and "toko_<kode>"."pembelian"."kode_group" = $3 and "toko_<kode>"."pembelian"."kode_kondisi" = $4 and false and ("toko_<kode>"."pembelian"."no_faktur_group", "toko_<kode>"."pembelian"."id") > ($5, $6)
order by "toko_<kode>"."pembelian"."no_faktur_group", "toko_<kode>"."pembelian"."id"
limit $7;
select "toko_<kode>"."pembelian"."id" as id, "toko_<kode>"."pembelian"."no_faktur_group" as no_faktur_group, "toko_<kode>"."pembelian"."tanggal" as tanggal, "toko_<kode>"."pembelian"."nama_customer" as nama_customer, "toko_<kode>"."pembelian"."no_faktur_beli" as no_faktur_beli, "toko_<kode>"."pembelian"."kode_sales" as kode_sales, "toko_<kode>"."pembelian"."kode_group" as kode_group, "toko_<kode>"."pembelian"."nama_barang" as nama_barang, "toko_<kode>"."pembelian"."kadar" as kadar, "toko_<kode>"."pembelian"."kode_kondisi" as kondisi, "toko_<kode>"."pembelian"."harga_gram" as harga_emas, "toko_<kode>"."pembelian"."berat_nota" as berat_nota, "toko_<kode>"."pembelian"."berat" as berat, "toko_<kode>"."pembelian"."harga_nota" as harga_nota, "toko_<kode>"."pembelian"."harga" as harga, case when "toko_<kode>"."pembelian"."berat_nota" > 0 then round("toko_<kode>"."pembelian"."harga_nota" / "toko_<kode>"."pembelian"."berat_nota")::bigint end as rata_asal, case when "toko_<kode>"."pembelian"."berat" > 0 then round("toko_<kode>"."pembelian"."harga" / "toko_<kode>"."pembelian"."berat")::bigint end as rata_beli, case when "toko_<kode>"."pembelian"."berat_nota" > 0 and "toko_<kode>"."pembelian"."harga_nota" > 0 and "toko_<kode>"."pembelian"."berat" > 0 then round((("toko_<kode>"."pembelian"."harga" / "toko_<kode>"."pembelian"."berat") / ("toko_<kode>"."pembelian"."harga_nota" / "toko_<kode>"."pembelian"."berat_nota") - 1) * 100, 2) end as selisih_persen, "toko_<kode>"."pembelian"."input_by" as input_by
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN'
order by "toko_<kode>"."pembelian"."no_faktur_group", "toko_<kode>"."pembelian"."id"
limit $3;

-- pembelianTransferPage
select k.id, k.tanggal, k.deskripsi as no_faktur, b.kode_member, b.nama_customer, coalesce((select r.kode from "toko_<kode>"."master_rows" r where r.master = 'rekening' and r.status = 'ACTIVE' and r.data->>'kode_bank' = k.kode_bank order by (r.data->>'jenis_rekening' = 'TRANSFER') desc, r.kode limit 1), k.kode_bank) as no_rekening_toko, k.no_rekening as no_rekening_tujuan, b.berat, b.harga_nota, b.harga, k.jumlah_out as jumlah_transfer
from "toko_<kode>"."kas" k
join lateral ( select max(kode_member) as kode_member, max(nama_customer) as nama_customer, sum(berat) as berat, sum(harga_nota)::bigint as harga_nota, sum(harga)::bigint as harga from "toko_<kode>"."pembelian" where no_faktur_group = k.id_trx and status = 'OPEN' ) b on b.harga is not null
where k.tanggal between $1 and $2 and k.kategori = 'PEMBELIAN' and k.jenis = 'TRANSFER' and (k.tanggal, k.id) > ($3::date, $4)
order by k.tanggal, k.id
limit $5;
select k.id, k.tanggal, k.deskripsi as no_faktur, b.kode_member, b.nama_customer, coalesce((select r.kode from "toko_<kode>"."master_rows" r where r.master = 'rekening' and r.status = 'ACTIVE' and r.data->>'kode_bank' = k.kode_bank order by (r.data->>'jenis_rekening' = 'TRANSFER') desc, r.kode limit 1), k.kode_bank) as no_rekening_toko, k.no_rekening as no_rekening_tujuan, b.berat, b.harga_nota, b.harga, k.jumlah_out as jumlah_transfer
from "toko_<kode>"."kas" k
join lateral ( select max(kode_member) as kode_member, max(nama_customer) as nama_customer, sum(berat) as berat, sum(harga_nota)::bigint as harga_nota, sum(harga)::bigint as harga from "toko_<kode>"."pembelian" where no_faktur_group = k.id_trx and status = 'OPEN' ) b on b.harga is not null
where k.tanggal between $1 and $2 and k.kategori = 'PEMBELIAN' and k.jenis = 'TRANSFER'
order by k.tanggal, k.id
limit $3;

-- overrideHargaPembelianPage
select p.id, p.tanggal, p.no_faktur_beli, p.jenis_pembelian, p.kode_group, p.kode_kondisi, p.berat, p.harga_hitung, p.harga_maks, p.harga, (p.harga - p.harga_hitung) as selisih, coalesce(p.id_otorisasi, '') as id_otorisasi, coalesce(o.authorised_by, '') as authorised_by, p.input_by, p.status
from "toko_<kode>"."pembelian" p
left
join "toko_<kode>"."otorisasi" o on o.id = p.id_otorisasi
where p.tanggal between $1 and $2 and (p.harga <> p.harga_hitung or p.id_otorisasi is not null) and (p.tanggal, p.id) > ($3::date, $4)
order by p.tanggal, p.id
limit $5;
select p.id, p.tanggal, p.no_faktur_beli, p.jenis_pembelian, p.kode_group, p.kode_kondisi, p.berat, p.harga_hitung, p.harga_maks, p.harga, (p.harga - p.harga_hitung) as selisih, coalesce(p.id_otorisasi, '') as id_otorisasi, coalesce(o.authorised_by, '') as authorised_by, p.input_by, p.status
from "toko_<kode>"."pembelian" p
left
join "toko_<kode>"."otorisasi" o on o.id = p.id_otorisasi
where p.tanggal between $1 and $2 and (p.harga <> p.harga_hitung or p.id_otorisasi is not null)
order by p.tanggal, p.id
limit $3;

-- pindahBarangPage
select o.id, o.tanggal, o.no_ref as no_pindah, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept, o.kode_gudang as gudang_asal, o.kode_baki as baki_asal, i.kode_gudang as gudang_tujuan, i.kode_baki as baki_tujuan, -o.qty as qty, -o.berat as berat, o.keterangan, o.input_by
from "toko_<kode>"."stock_ledger" o
left
join lateral (select x.kode_gudang, x.kode_baki from "toko_<kode>"."stock_ledger" x where x.kode_barcode = o.kode_barcode and x.no_ref = o.no_ref and x.jenis = 'PINDAH_MASUK' order by x.id limit 1) i on true
left
join "toko_<kode>"."barang" b on b.kode_barcode = o.kode_barcode
where o.tanggal between $1 and $2 and o.jenis = 'PINDAH_KELUAR' and o.kode_gudang = $3 and o.kode_group = $4 and (o.no_ref, o.id) > ($5, $6)
order by o.no_ref, o.id
limit $7;
select o.id, o.tanggal, o.no_ref as no_pindah, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept, o.kode_gudang as gudang_asal, o.kode_baki as baki_asal, i.kode_gudang as gudang_tujuan, i.kode_baki as baki_tujuan, -o.qty as qty, -o.berat as berat, o.keterangan, o.input_by
from "toko_<kode>"."stock_ledger" o
left
join lateral (select x.kode_gudang, x.kode_baki from "toko_<kode>"."stock_ledger" x where x.kode_barcode = o.kode_barcode and x.no_ref = o.no_ref and x.jenis = 'PINDAH_MASUK' order by x.id limit 1) i on true
left
join "toko_<kode>"."barang" b on b.kode_barcode = o.kode_barcode
where o.tanggal between $1 and $2 and o.jenis = 'PINDAH_KELUAR'
order by o.no_ref, o.id
limit $3;

-- hancurBarangPage
select o.id, o.tanggal, o.no_ref as no_hancur, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept, o.kode_gudang, o.kode_baki, i.kode_gudang as gudang_tujuan, coalesce(b.kondisi, o.keterangan) as kondisi, -o.qty as qty, -o.berat as berat, o.input_by
from "toko_<kode>"."stock_ledger" o
left
join lateral (select x.kode_gudang from "toko_<kode>"."stock_ledger" x where x.kode_barcode = o.kode_barcode and x.no_ref = o.no_ref and x.jenis = 'HANCUR_MASUK' order by x.id limit 1) i on true
left
join "toko_<kode>"."barang" b on b.kode_barcode = o.kode_barcode
where o.tanggal between $1 and $2 and o.jenis = 'HANCUR' and o.kode_gudang = $3 and o.kode_group = $4 and (o.kode_group, o.id) > ($5, $6)
order by o.kode_group, o.id
limit $7;
select o.id, o.tanggal, o.no_ref as no_hancur, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept, o.kode_gudang, o.kode_baki, i.kode_gudang as gudang_tujuan, coalesce(b.kondisi, o.keterangan) as kondisi, -o.qty as qty, -o.berat as berat, o.input_by
from "toko_<kode>"."stock_ledger" o
left
join lateral (select x.kode_gudang from "toko_<kode>"."stock_ledger" x where x.kode_barcode = o.kode_barcode and x.no_ref = o.no_ref and x.jenis = 'HANCUR_MASUK' order by x.id limit 1) i on true
left
join "toko_<kode>"."barang" b on b.kode_barcode = o.kode_barcode
where o.tanggal between $1 and $2 and o.jenis = 'HANCUR'
order by o.kode_group, o.id
limit $3;
