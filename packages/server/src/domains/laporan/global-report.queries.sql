-- The SQL of global-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- globalPenjualan
select "toko_<kode>"."penjualan"."kode_group" as kode_group, count(distinct "toko_<kode>"."penjualan"."no_faktur_group")::int as transaksi, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat")::numeric(14,3)::text as berat, sum("toko_<kode>"."penjualan"."ongkos")::bigint as ongkos, sum("toko_<kode>"."penjualan"."harga_total")::bigint as jumlah
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN' and "toko_<kode>"."penjualan"."kode_group" = $3
group by 1
order by 1;
select "toko_<kode>"."penjualan"."kode_group" as kode_group, count(distinct "toko_<kode>"."penjualan"."no_faktur_group")::int as transaksi, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat")::numeric(14,3)::text as berat, sum("toko_<kode>"."penjualan"."ongkos")::bigint as ongkos, sum("toko_<kode>"."penjualan"."harga_total")::bigint as jumlah
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN'
group by 1
order by 1;

-- globalPembelian
select "toko_<kode>"."pembelian"."kode_group" as kode_group, count(distinct "toko_<kode>"."pembelian"."no_faktur_group")::int as transaksi, count(*)::int as qty, sum("toko_<kode>"."pembelian"."berat")::numeric(14,3)::text as berat, sum("toko_<kode>"."pembelian"."harga")::bigint as jumlah
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN' and "toko_<kode>"."pembelian"."kode_group" = $3
group by 1
order by 1;
select "toko_<kode>"."pembelian"."kode_group" as kode_group, count(distinct "toko_<kode>"."pembelian"."no_faktur_group")::int as transaksi, count(*)::int as qty, sum("toko_<kode>"."pembelian"."berat")::numeric(14,3)::text as berat, sum("toko_<kode>"."pembelian"."harga")::bigint as jumlah
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" between $1 and $2 and "toko_<kode>"."pembelian"."status" = 'OPEN'
group by 1
order by 1;

-- globalSales
with per as ( select "toko_<kode>"."penjualan"."kode_sales" as kode_sales, count(distinct "toko_<kode>"."penjualan"."no_faktur_group")::int as transaksi, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat")::numeric(14,3)::text as berat, sum("toko_<kode>"."penjualan"."ongkos")::bigint as ongkos, sum("toko_<kode>"."penjualan"."harga_total")::bigint as jumlah from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" between $1 and $2 and "toko_<kode>"."penjualan"."status" = 'OPEN' group by 1 ) select per.kode_sales, coalesce(nullif(s.nama, ''), per.kode_sales) as nama_sales, per.transaksi, per.qty, per.berat, per.ongkos, per.jumlah
from per
left
join "toko_<kode>"."master_rows" s on s.master = 'sales' and s.kode = per.kode_sales
order by per.kode_sales;
