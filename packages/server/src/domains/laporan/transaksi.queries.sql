-- The SQL of transaksi.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- hancurBarangHari
select to_char("toko_<kode>"."stock_ledger"."at" at time zone $1, 'HH24:MI') as jam, "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."stock_ledger"."kode_group" as kode_group, "toko_<kode>"."stock_ledger"."kode_dept" as kode_dept, "toko_<kode>"."stock_ledger"."kode_gudang" as kode_gudang, "toko_<kode>"."stock_ledger"."kode_baki" as kode_baki, coalesce("toko_<kode>"."barang"."kondisi", '') as kondisi, abs("toko_<kode>"."stock_ledger"."berat") as berat, "toko_<kode>"."stock_ledger"."input_by" as input_by
from "toko_<kode>"."stock_ledger"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."stock_ledger"."kode_barcode"
where "toko_<kode>"."stock_ledger"."tanggal" = $2::date and "toko_<kode>"."stock_ledger"."jenis" = 'HANCUR'
order by "toko_<kode>"."stock_ledger"."id";

-- penjualanHari
select to_char("toko_<kode>"."penjualan"."jam" at time zone $1, 'HH24:MI') as jam, "toko_<kode>"."penjualan"."no_faktur_jual" as no_faktur_jual, "toko_<kode>"."penjualan"."kode_sales" as kode_sales, "toko_<kode>"."penjualan"."nama_customer" as nama_customer, "toko_<kode>"."penjualan"."kode_barcode" as kode_barcode, "toko_<kode>"."penjualan"."nama_barang" as nama_barang, "toko_<kode>"."penjualan"."kode_group" as kode_group, "toko_<kode>"."penjualan"."berat" as berat, "toko_<kode>"."penjualan"."ongkos" as ongkos, "toko_<kode>"."penjualan"."harga_total" as harga_total, "toko_<kode>"."penjualan"."input_by" as input_by
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" = $2::date and "toko_<kode>"."penjualan"."status" = 'OPEN'
order by "toko_<kode>"."penjualan"."jam", "toko_<kode>"."penjualan"."id";

-- pembelianHari
select to_char("toko_<kode>"."pembelian"."jam" at time zone $1, 'HH24:MI') as jam, "toko_<kode>"."pembelian"."no_faktur_beli" as no_faktur_beli, "toko_<kode>"."pembelian"."jenis_pembelian" as jenis_pembelian, "toko_<kode>"."pembelian"."kode_sales" as kode_sales, "toko_<kode>"."pembelian"."nama_customer" as nama_customer, "toko_<kode>"."pembelian"."nama_barang" as nama_barang, "toko_<kode>"."pembelian"."kode_group" as kode_group, "toko_<kode>"."pembelian"."tipe_kondisi" as kondisi, "toko_<kode>"."pembelian"."berat" as berat, "toko_<kode>"."pembelian"."harga" as harga, "toko_<kode>"."pembelian"."input_by" as input_by
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" = $2::date and "toko_<kode>"."pembelian"."status" = 'OPEN'
order by "toko_<kode>"."pembelian"."jam", "toko_<kode>"."pembelian"."id";

-- batalPenjualanHari
select "toko_<kode>"."penjualan"."no_faktur_jual" as no_faktur_jual, "toko_<kode>"."penjualan"."tanggal" as tgl_jual, "toko_<kode>"."penjualan"."kode_barcode" as kode_barcode, "toko_<kode>"."penjualan"."nama_barang" as nama_barang, "toko_<kode>"."penjualan"."berat" as berat, "toko_<kode>"."penjualan"."harga_total" as harga_total, coalesce("toko_<kode>"."penjualan"."batal_by", '') as batal_by, coalesce("toko_<kode>"."penjualan"."batal_alasan", '') as batal_alasan
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."status" = 'BATAL' and ( exists (select 1 from "toko_<kode>"."kas" where "toko_<kode>"."kas"."kategori" = 'BATAL PENJUALAN' and "toko_<kode>"."kas"."tanggal" = $1::date and "toko_<kode>"."kas"."id_trx" = "toko_<kode>"."penjualan"."no_faktur_group") or ("toko_<kode>"."penjualan"."batal_at" at time zone $2)::date = $3::date)
order by "toko_<kode>"."penjualan"."batal_at", "toko_<kode>"."penjualan"."id";

-- penjualanPerKategoriHari
select coalesce(g.data->>'kode_kategori', '-') as kode_kategori, coalesce(k.nama, '') as nama_kategori, "toko_<kode>"."penjualan"."kode_group" as kode_group, "toko_<kode>"."penjualan"."kode_dept" as kode_dept, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat") as berat, sum("toko_<kode>"."penjualan"."ongkos")::bigint as ongkos, sum("toko_<kode>"."penjualan"."harga_total")::bigint as harga_total
from "toko_<kode>"."penjualan"
left
join "toko_<kode>"."master_rows" g on g.master = 'group' and g.kode = "toko_<kode>"."penjualan"."kode_group"
left
join "toko_<kode>"."master_rows" k on k.master = 'kategori' and k.kode = g.data->>'kode_kategori'
where "toko_<kode>"."penjualan"."tanggal" = $1::date and "toko_<kode>"."penjualan"."status" = 'OPEN'
group by 1, 2, 3, 4
order by 1, 3, 4;

-- pembayaranPerJenisHari
select "toko_<kode>"."kas"."jenis" as jenis, coalesce(sum("toko_<kode>"."kas"."jumlah_in"), 0)::bigint as masuk, coalesce(sum("toko_<kode>"."kas"."jumlah_out"), 0)::bigint as keluar
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."tanggal" = $1::date and "toko_<kode>"."kas"."kategori" <> $2
group by "toko_<kode>"."kas"."jenis"
order by "toko_<kode>"."kas"."jenis";

-- emasKeluarMasukHari
select 'KELUAR' as arah, count(*)::int as qty, coalesce(sum("toko_<kode>"."penjualan"."berat"), 0) as berat, coalesce(sum("toko_<kode>"."penjualan"."harga_total"), 0)::bigint as rupiah
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" = $1::date and "toko_<kode>"."penjualan"."status" = 'OPEN'
union all select 'MASUK', count(*)::int, coalesce(sum("toko_<kode>"."pembelian"."berat"), 0), coalesce(sum("toko_<kode>"."pembelian"."harga"), 0)::bigint
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" = $2::date and "toko_<kode>"."pembelian"."status" = 'OPEN';

-- jualPerDeptHari
select "toko_<kode>"."penjualan"."kode_dept" as kode_dept, count(*)::int as jual_qty, sum("toko_<kode>"."penjualan"."berat") as jual_berat, sum("toko_<kode>"."penjualan"."harga_total")::bigint as harga
from "toko_<kode>"."penjualan"
where "toko_<kode>"."penjualan"."tanggal" = $1::date and "toko_<kode>"."penjualan"."status" = 'OPEN'
group by 1
order by 1;

-- beliPerGroupHari
select "toko_<kode>"."pembelian"."kode_group" || ' - ' || "toko_<kode>"."pembelian"."tipe_kondisi" as kategori, count(*)::int as jumlah, sum("toko_<kode>"."pembelian"."berat") as berat, case when sum("toko_<kode>"."pembelian"."berat") > 0 then round(sum("toko_<kode>"."pembelian"."harga") / sum("toko_<kode>"."pembelian"."berat"))::bigint else 0 end as harga, sum("toko_<kode>"."pembelian"."harga")::bigint as harga_pembelian
from "toko_<kode>"."pembelian"
where "toko_<kode>"."pembelian"."tanggal" = $1::date and "toko_<kode>"."pembelian"."status" = 'OPEN'
group by "toko_<kode>"."pembelian"."kode_group", "toko_<kode>"."pembelian"."tipe_kondisi"
order by "toko_<kode>"."pembelian"."kode_group", "toko_<kode>"."pembelian"."tipe_kondisi";

-- jualBeliPerKasirHari
select kasir, sum(beli)::bigint as "beliKembali", sum(jual)::bigint as penjualan
from ( select "toko_<kode>"."penjualan"."input_by" as kasir, 0 as beli, "toko_<kode>"."penjualan"."harga_total" as jual from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" = $1::date and "toko_<kode>"."penjualan"."status" = 'OPEN' union all select "toko_<kode>"."pembelian"."input_by", "toko_<kode>"."pembelian"."harga", 0 from "toko_<kode>"."pembelian" where "toko_<kode>"."pembelian"."tanggal" = $2::date and "toko_<kode>"."pembelian"."status" = 'OPEN' ) x
group by kasir
order by kasir;

-- kasPage
select "toko_<kode>"."kas"."id" as id, "toko_<kode>"."kas"."tanggal" as tanggal, "toko_<kode>"."kas"."kategori" as kategori, "toko_<kode>"."kas"."deskripsi" as deskripsi, "toko_<kode>"."kas"."jenis" as jenis, "toko_<kode>"."kas"."keterangan" as keterangan, "toko_<kode>"."kas"."jumlah_in" as jumlah_in, "toko_<kode>"."kas"."jumlah_out" as jumlah_out, "toko_<kode>"."kas"."input_by" as input_by
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."tanggal" between $1::date and $2::date and "toko_<kode>"."kas"."jenis" = 'CASH' and "toko_<kode>"."kas"."kategori" <> 'SALDO AWAL' and "toko_<kode>"."kas"."kategori" = $3 and ("toko_<kode>"."kas"."tanggal", "toko_<kode>"."kas"."id") > ($4::date, $5)
order by "toko_<kode>"."kas"."tanggal", "toko_<kode>"."kas"."id"
limit $6;
select "toko_<kode>"."kas"."id" as id, "toko_<kode>"."kas"."tanggal" as tanggal, "toko_<kode>"."kas"."kategori" as kategori, "toko_<kode>"."kas"."deskripsi" as deskripsi, "toko_<kode>"."kas"."jenis" as jenis, "toko_<kode>"."kas"."keterangan" as keterangan, "toko_<kode>"."kas"."jumlah_in" as jumlah_in, "toko_<kode>"."kas"."jumlah_out" as jumlah_out, "toko_<kode>"."kas"."input_by" as input_by
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."tanggal" between $1::date and $2::date
order by "toko_<kode>"."kas"."tanggal", "toko_<kode>"."kas"."id"
limit $3;

-- transaksiHarianPage
select tanggal, to_char(jam at time zone $1, 'HH24:MI') as jam, no_faktur, jenis, kode_sales, nama_customer, qty, berat_jual, jumlah_jual, berat_beli, jumlah_beli, input_by
from ( select "toko_<kode>"."penjualan"."tanggal" as tanggal, min("toko_<kode>"."penjualan"."jam") as jam, "toko_<kode>"."penjualan"."no_faktur_group" as no_faktur, 'PENJUALAN' as jenis, min("toko_<kode>"."penjualan"."kode_sales") as kode_sales, min("toko_<kode>"."penjualan"."nama_customer") as nama_customer, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat") as berat_jual, sum("toko_<kode>"."penjualan"."harga_total")::bigint as jumlah_jual, null::numeric as berat_beli, null::bigint as jumlah_beli, min("toko_<kode>"."penjualan"."input_by") as input_by from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" between $2::date and $3::date and "toko_<kode>"."penjualan"."status" = 'OPEN' group by "toko_<kode>"."penjualan"."tanggal", "toko_<kode>"."penjualan"."no_faktur_group" union all select "toko_<kode>"."pembelian"."tanggal", min("toko_<kode>"."pembelian"."jam"), "toko_<kode>"."pembelian"."no_faktur_group", case when bool_or("toko_<kode>"."pembelian"."jenis_pembelian" = 'TUKAR') then 'TUKAR' else 'PEMBELIAN' end, min("toko_<kode>"."pembelian"."kode_sales"), min("toko_<kode>"."pembelian"."nama_customer"), count(*)::int, null::numeric, null::bigint, sum("toko_<kode>"."pembelian"."berat"), sum("toko_<kode>"."pembelian"."harga")::bigint, min("toko_<kode>"."pembelian"."input_by") from "toko_<kode>"."pembelian" where "toko_<kode>"."pembelian"."tanggal" between $4::date and $5::date and "toko_<kode>"."pembelian"."status" = 'OPEN' group by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group" ) t
where (tanggal, no_faktur, jenis) > ($6::date, $7, $8)
order by tanggal, no_faktur, jenis
limit $9;
select tanggal, to_char(jam at time zone $1, 'HH24:MI') as jam, no_faktur, jenis, kode_sales, nama_customer, qty, berat_jual, jumlah_jual, berat_beli, jumlah_beli, input_by
from ( select "toko_<kode>"."penjualan"."tanggal" as tanggal, min("toko_<kode>"."penjualan"."jam") as jam, "toko_<kode>"."penjualan"."no_faktur_group" as no_faktur, 'PENJUALAN' as jenis, min("toko_<kode>"."penjualan"."kode_sales") as kode_sales, min("toko_<kode>"."penjualan"."nama_customer") as nama_customer, count(*)::int as qty, sum("toko_<kode>"."penjualan"."berat") as berat_jual, sum("toko_<kode>"."penjualan"."harga_total")::bigint as jumlah_jual, null::numeric as berat_beli, null::bigint as jumlah_beli, min("toko_<kode>"."penjualan"."input_by") as input_by from "toko_<kode>"."penjualan" where "toko_<kode>"."penjualan"."tanggal" between $2::date and $3::date and "toko_<kode>"."penjualan"."status" = 'OPEN' group by "toko_<kode>"."penjualan"."tanggal", "toko_<kode>"."penjualan"."no_faktur_group" union all select "toko_<kode>"."pembelian"."tanggal", min("toko_<kode>"."pembelian"."jam"), "toko_<kode>"."pembelian"."no_faktur_group", case when bool_or("toko_<kode>"."pembelian"."jenis_pembelian" = 'TUKAR') then 'TUKAR' else 'PEMBELIAN' end, min("toko_<kode>"."pembelian"."kode_sales"), min("toko_<kode>"."pembelian"."nama_customer"), count(*)::int, null::numeric, null::bigint, sum("toko_<kode>"."pembelian"."berat"), sum("toko_<kode>"."pembelian"."harga")::bigint, min("toko_<kode>"."pembelian"."input_by") from "toko_<kode>"."pembelian" where "toko_<kode>"."pembelian"."tanggal" between $4::date and $5::date and "toko_<kode>"."pembelian"."status" = 'OPEN' group by "toko_<kode>"."pembelian"."tanggal", "toko_<kode>"."pembelian"."no_faktur_group" ) t
order by tanggal, no_faktur, jenis
limit $6;

-- otorisasiPage
select "toko_<kode>"."otorisasi"."id" as id, "toko_<kode>"."otorisasi"."tanggal" as tanggal, to_char("toko_<kode>"."otorisasi"."jam" at time zone $1, 'HH24:MI:SS') as jam, (extract(epoch from "toko_<kode>"."otorisasi"."jam") * 1000000)::bigint as at_us, "toko_<kode>"."otorisasi"."kategori" as kategori, "toko_<kode>"."otorisasi"."description" as description, "toko_<kode>"."otorisasi"."keterangan" as keterangan, "toko_<kode>"."otorisasi"."authorised_by" as authorised_by, "toko_<kode>"."otorisasi"."requested_by" as requested_by, coalesce("toko_<kode>"."otorisasi"."used_for", '') as used_for
from "toko_<kode>"."otorisasi"
where "toko_<kode>"."otorisasi"."tanggal" between $2::date and $3::date and ("toko_<kode>"."otorisasi"."tanggal", "toko_<kode>"."otorisasi"."jam", "toko_<kode>"."otorisasi"."id") > ($4::date, (timestamptz 'epoch' + $5::bigint * interval '1 microsecond'), $6)
order by "toko_<kode>"."otorisasi"."tanggal", "toko_<kode>"."otorisasi"."jam", "toko_<kode>"."otorisasi"."id"
limit $7;
select "toko_<kode>"."otorisasi"."id" as id, "toko_<kode>"."otorisasi"."tanggal" as tanggal, to_char("toko_<kode>"."otorisasi"."jam" at time zone $1, 'HH24:MI:SS') as jam, (extract(epoch from "toko_<kode>"."otorisasi"."jam") * 1000000)::bigint as at_us, "toko_<kode>"."otorisasi"."kategori" as kategori, "toko_<kode>"."otorisasi"."description" as description, "toko_<kode>"."otorisasi"."keterangan" as keterangan, "toko_<kode>"."otorisasi"."authorised_by" as authorised_by, "toko_<kode>"."otorisasi"."requested_by" as requested_by, coalesce("toko_<kode>"."otorisasi"."used_for", '') as used_for
from "toko_<kode>"."otorisasi"
where "toko_<kode>"."otorisasi"."tanggal" between $2::date and $3::date
order by "toko_<kode>"."otorisasi"."tanggal", "toko_<kode>"."otorisasi"."jam", "toko_<kode>"."otorisasi"."id"
limit $4;
