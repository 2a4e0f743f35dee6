-- The SQL of berlian-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- penjualanBerlianPage
select b.no_faktur_jual, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, p.kode_sales, p.nama_customer, p.kode_barcode, b.kode_intern, p.nama_barang, p.kode_dept, b.supplier_barang, p.berat, (select coalesce(sum((s->>'qty')::int), 0)::int from jsonb_array_elements(b.data_berlian) s) as qty_batu, (select coalesce(sum((s->>'qty')::int * (s->>'berat_carat')::numeric), 0)::numeric(14,3) from jsonb_array_elements(b.data_berlian) s) as total_carat, b.data_berlian::text as data_berlian, b.curr, b.total_usd, b.kurs, b.total_berlian_rp, b.ongkos_berlian, p.harga_total, case when p.no_pesanan <> '' then 'PESANAN' else 'JUAL' end as type_transaksi, case when p.status = 'BATAL' then 'BATAL' else 'AKTIF' end as status
from "toko_<kode>"."penjualan_berlian" b
join "toko_<kode>"."penjualan" p on p.no_faktur_jual = b.no_faktur_jual
where b.tanggal between $1 and $2 and p.kode_dept = $3 and b.curr = $4 and p.kode_sales = $5 and p.harga_total >= $6 and p.harga_total <= $7 and b.kode_intern like $8 and b.supplier_barang = $9 and (b.tanggal, b.no_faktur_jual) > ($10::date, $11)
order by b.tanggal, b.no_faktur_jual
limit $12;
select b.no_faktur_jual, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, p.kode_sales, p.nama_customer, p.kode_barcode, b.kode_intern, p.nama_barang, p.kode_dept, b.supplier_barang, p.berat, (select coalesce(sum((s->>'qty')::int), 0)::int from jsonb_array_elements(b.data_berlian) s) as qty_batu, (select coalesce(sum((s->>'qty')::int * (s->>'berat_carat')::numeric), 0)::numeric(14,3) from jsonb_array_elements(b.data_berlian) s) as total_carat, b.data_berlian::text as data_berlian, b.curr, b.total_usd, b.kurs, b.total_berlian_rp, b.ongkos_berlian, p.harga_total, case when p.no_pesanan <> '' then 'PESANAN' else 'JUAL' end as type_transaksi, case when p.status = 'BATAL' then 'BATAL' else 'AKTIF' end as status
from "toko_<kode>"."penjualan_berlian" b
join "toko_<kode>"."penjualan" p on p.no_faktur_jual = b.no_faktur_jual
where b.tanggal between $1 and $2
order by b.tanggal, b.no_faktur_jual
limit $3;

-- bukuBerlianBarangPage
select i.kode_barcode, i.kode_intern, i.nama_barang, i.kode_dept, i.kode_gudang, i.kode_baki, to_char(i.tgl_input, 'YYYY-MM-DD') as tgl_input, i.berat, (select coalesce(sum((s->>'qty')::int), 0)::int from jsonb_array_elements(i.data_berlian) s) as qty_batu, (select coalesce(sum((s->>'qty')::int * (s->>'berat_carat')::numeric), 0)::numeric(14,3) from jsonb_array_elements(i.data_berlian) s) as total_carat, i.curr, i.total_usd, i.kurs, i.total_harga, i.ongkos_berlian, i.supplier_barang, i.status
from "toko_<kode>"."barang" i
where i.data_berlian is not null and i.tgl_input <= $1 and i.kode_dept = $2 and i.kode_gudang = $3 and i.kode_barcode > $4
order by i.kode_barcode
limit $5;
select i.kode_barcode, i.kode_intern, i.nama_barang, i.kode_dept, i.kode_gudang, i.kode_baki, to_char(i.tgl_input, 'YYYY-MM-DD') as tgl_input, i.berat, (select coalesce(sum((s->>'qty')::int), 0)::int from jsonb_array_elements(i.data_berlian) s) as qty_batu, (select coalesce(sum((s->>'qty')::int * (s->>'berat_carat')::numeric), 0)::numeric(14,3) from jsonb_array_elements(i.data_berlian) s) as total_carat, i.curr, i.total_usd, i.kurs, i.total_harga, i.ongkos_berlian, i.supplier_barang, i.status
from "toko_<kode>"."barang" i
where i.data_berlian is not null and i.tgl_input <= $1
order by i.kode_barcode
limit $2;

-- bukuBerlianBatuPage
select i.kode_barcode, i.nama_barang, s.n, s.v->>'kode_batu' as kode_batu, s.v->>'kode_jenis_batu' as kode_jenis_batu, s.v->>'kode_shape' as kode_shape, s.v->>'kode_color' as kode_color, s.v->>'kode_clarity' as kode_clarity, (s.v->>'berat_carat')::numeric(12,3) as berat_carat, (s.v->>'qty')::int as qty, ((s.v->>'qty')::int * (s.v->>'berat_carat')::numeric)::numeric(14,3) as total_carat, i.status
from "toko_<kode>"."barang" i
cross
join lateral jsonb_array_elements(i.data_berlian) with ordinality as s(v, n)
where i.data_berlian is not null and i.tgl_input <= $1 and i.kode_dept = $2 and i.kode_gudang = $3 and (i.kode_barcode, s.n) > ($4, $5::bigint)
order by i.kode_barcode, s.n
limit $6;
select i.kode_barcode, i.nama_barang, s.n, s.v->>'kode_batu' as kode_batu, s.v->>'kode_jenis_batu' as kode_jenis_batu, s.v->>'kode_shape' as kode_shape, s.v->>'kode_color' as kode_color, s.v->>'kode_clarity' as kode_clarity, (s.v->>'berat_carat')::numeric(12,3) as berat_carat, (s.v->>'qty')::int as qty, ((s.v->>'qty')::int * (s.v->>'berat_carat')::numeric)::numeric(14,3) as total_carat, i.status
from "toko_<kode>"."barang" i
cross
join lateral jsonb_array_elements(i.data_berlian) with ordinality as s(v, n)
where i.data_berlian is not null and i.tgl_input <= $1
order by i.kode_barcode, s.n
limit $2;

-- bukuBerlianMutasiPage
select l.id, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, l.kode_barcode, i.nama_barang, l.jenis, l.kode_gudang, l.kode_baki, l.qty, l.berat, l.no_ref, l.input_by
from "toko_<kode>"."stock_ledger" l
join "toko_<kode>"."barang" i on i.kode_barcode = l.kode_barcode
where l.tanggal between $1 and $2 and i.data_berlian is not null and l.kode_dept = $3 and l.kode_gudang = $4 and l.id > $5
order by l.id
limit $6;
select l.id, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, l.kode_barcode, i.nama_barang, l.jenis, l.kode_gudang, l.kode_baki, l.qty, l.berat, l.no_ref, l.input_by
from "toko_<kode>"."stock_ledger" l
join "toko_<kode>"."barang" i on i.kode_barcode = l.kode_barcode
where l.tanggal between $1 and $2 and i.data_berlian is not null
order by l.id
limit $3;
