-- The SQL of sepuhan-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- cuciReportRows
select no_kirim, tgl_kirim::text as tgl_kirim, jenis, tujuan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat_kirim, status, no_terima, tgl_terima::text as tgl_terima, berat_terima, susut, persen, kirim_by, terima_by
from "toko_<kode>"."cuci_barang"
where tgl_kirim between $1::date and $2::date and ($3::text is null or jenis = $4) and true
order by tgl_kirim, no_kirim, kode_barcode;
select no_kirim, tgl_kirim::text as tgl_kirim, jenis, tujuan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat_kirim, status, no_terima, tgl_terima::text as tgl_terima, berat_terima, susut, persen, kirim_by, terima_by
from "toko_<kode>"."cuci_barang"
where tgl_kirim between $1::date and $2::date and (::text is null or jenis = ) and true
order by tgl_kirim, no_kirim, kode_barcode;

-- sortirReportRows
select no_sortir, tanggal::text as tanggal, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, gudang_asal, baki_asal, tujuan, gudang_tujuan, baki_tujuan, input_by
from "toko_<kode>"."sortir_barang"
where jenis = $1 and tanggal between $2::date and $3::date and ($4::text is null or tujuan = $5)
order by no_sortir, kode_barcode;
select no_sortir, tanggal::text as tanggal, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, gudang_asal, baki_asal, tujuan, gudang_tujuan, baki_tujuan, input_by
from "toko_<kode>"."sortir_barang"
where jenis = $1 and tanggal between $2::date and $3::date and (::text is null or tujuan = )
order by no_sortir, kode_barcode;

-- saldoBarangAktifRows
select case when status = 'DICUCI' then 'DICUCI / DISEPUH' when kode_gudang = 'BELI' then 'BELI' else 'CUCI' end as posisi, kode_group, kode_dept, kadar, coalesce(kondisi, '') as kondisi, count(*)::int as qty, sum(berat) as berat, sum(round(berat * kadar * 10)) as mg24k
from "toko_<kode>"."barang"
where ((kode_gudang in ('BELI', 'CUCI') and status = 'READY') or status = 'DICUCI') and ($1::text is null or kode_group = $2)
group by 1, kode_group, kode_dept, kadar, kondisi
order by 1, kode_group, kode_dept, kadar, kondisi;
select case when status = 'DICUCI' then 'DICUCI / DISEPUH' when kode_gudang = 'BELI' then 'BELI' else 'CUCI' end as posisi, kode_group, kode_dept, kadar, coalesce(kondisi, '') as kondisi, count(*)::int as qty, sum(berat) as berat, sum(round(berat * kadar * 10)) as mg24k
from "toko_<kode>"."barang"
where ((kode_gudang in ('BELI', 'CUCI') and status = 'READY') or status = 'DICUCI') and (::text is null or kode_group = )
group by 1, kode_group, kode_dept, kadar, kondisi
order by 1, kode_group, kode_dept, kadar, kondisi;

-- stockCuciManualRows
select no_sortir as no_tambah_stock, tanggal::text as tgl_system, to_char(at at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam, kode_group, kode_dept, qty, berat
from "toko_<kode>"."stock_sepuh_manual"
where tanggal between $1::date and $2::date
order by tanggal, id;

-- gramOpeningRows
select b.kadar, sum(round(l.berat * b.kadar * 10))::bigint as mg
from "toko_<kode>"."stock_ledger" l
join "toko_<kode>"."barang" b on b.kode_barcode = l.kode_barcode
where l.tanggal < $1::date
group by b.kadar;

-- gramMoveRows
select l.tanggal::text as tanggal, b.kadar, l.jenis, sign(l.berat) as arah, sum(round(l.berat * b.kadar * 10))::bigint as mg
from "toko_<kode>"."stock_ledger" l
join "toko_<kode>"."barang" b on b.kode_barcode = l.kode_barcode
where l.tanggal between $1::date and $2::date and l.berat <> 0
group by 1, 2, 3, 4;
