-- The SQL of titip-simpan-report.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- stockTitipan
select t.no_faktur_titip_simpan, t.nama_customer, t.jumlah_titip_simpan, t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian, d.urut, d.nama_barang, d.kode_group, d.kadar::text as kadar, d.qty, d.berat_emas::text as berat, d.berat_bruto::text as berat_bruto
from "toko_<kode>"."titip_simpan" t
join "toko_<kode>"."titip_simpan_detail" d on d.no_faktur_titip_simpan = t.no_faktur_titip_simpan
where t.status = 'AKTIF' and upper(t.input_by) = $1
order by t.tanggal, t.id, d.urut;
select t.no_faktur_titip_simpan, t.nama_customer, t.jumlah_titip_simpan, t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian, d.urut, d.nama_barang, d.kode_group, d.kadar::text as kadar, d.qty, d.berat_emas::text as berat, d.berat_bruto::text as berat_bruto
from "toko_<kode>"."titip_simpan" t
join "toko_<kode>"."titip_simpan_detail" d on d.no_faktur_titip_simpan = t.no_faktur_titip_simpan
where t.status = 'AKTIF' and t.tanggal between $1::date and $2::date
order by t.tanggal, t.id, d.urut;

-- transaksiTitipan
select t.no_faktur_titip_simpan, t.tanggal::text as tgl_system, t.tgl_bunga::text as tgl_titip_simpan, t.tgl_tempo::text as tgl_tempo, t.tgl_lunas::text as tgl_lunas, t.kode_sales, t.nama_customer, t.no_hp, t.alamat_customer, t.qty, t.berat_emas::text as berat, t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian, t.denda_per_hari, t.denda_keterlambatan, t.jumlah_titip_simpan, t.bunga::text as bunga, t.pembulatan, t.status
from "toko_<kode>"."titip_simpan" t
where t.status <> 'BATAL' and t.tanggal between $1::date and $2::date and upper(t.input_by) = $3
order by t.tanggal, t.id;
select t.no_faktur_titip_simpan, t.tanggal::text as tgl_system, t.tgl_bunga::text as tgl_titip_simpan, t.tgl_tempo::text as tgl_tempo, t.tgl_lunas::text as tgl_lunas, t.kode_sales, t.nama_customer, t.no_hp, t.alamat_customer, t.qty, t.berat_emas::text as berat, t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian, t.denda_per_hari, t.denda_keterlambatan, t.jumlah_titip_simpan, t.bunga::text as bunga, t.pembulatan, t.status
from "toko_<kode>"."titip_simpan" t
where t.status <> 'BATAL' and t.tanggal between $1::date and $2::date
order by t.tanggal, t.id;

-- batalTitipan
select b.no_faktur_titip_simpan, b.tgl_batal::text as tgl_batal, t.nama_customer, b.jenis, b.tanggal::text as tgl_lunas, b.total_bayar, b.batal_alasan as alasan, b.batal_by
from "toko_<kode>"."titip_simpan_bayar" b
join "toko_<kode>"."titip_simpan" t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
where b.status = 'BATAL' and b.tgl_batal between $1::date and $2::date and upper(b.batal_by) = $3
order by b.tgl_batal, b.id;
select b.no_faktur_titip_simpan, b.tgl_batal::text as tgl_batal, t.nama_customer, b.jenis, b.tanggal::text as tgl_lunas, b.total_bayar, b.batal_alasan as alasan, b.batal_by
from "toko_<kode>"."titip_simpan_bayar" b
join "toko_<kode>"."titip_simpan" t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
where b.status = 'BATAL' and b.tgl_batal between $1::date and $2::date
order by b.tgl_batal, b.id;

-- lunasTitipan
select b.no_faktur_titip_simpan, b.tgl_dari::text as tgl_titip_simpan, b.tanggal::text as tgl_lunas, b.jenis, t.nama_customer, case when b.jenis = 'PELUNASAN' then b.pokok else t.jumlah_titip_simpan end as pokok, b.lama_pinjam, b.bunga_pinjam, b.biaya, b.denda_keterlambatan, b.total_bayar, b.kode_sales
from "toko_<kode>"."titip_simpan_bayar" b
join "toko_<kode>"."titip_simpan" t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
where b.status = 'OK' and b.tanggal between $1::date and $2::date and b.jenis = $3 and upper(b.input_by) = $4
order by b.tanggal, b.id;
select b.no_faktur_titip_simpan, b.tgl_dari::text as tgl_titip_simpan, b.tanggal::text as tgl_lunas, b.jenis, t.nama_customer, case when b.jenis = 'PELUNASAN' then b.pokok else t.jumlah_titip_simpan end as pokok, b.lama_pinjam, b.bunga_pinjam, b.biaya, b.denda_keterlambatan, b.total_bayar, b.kode_sales
from "toko_<kode>"."titip_simpan_bayar" b
join "toko_<kode>"."titip_simpan" t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
where b.status = 'OK' and b.tanggal between $1::date and $2::date
order by b.tanggal, b.id;

-- lelangTitipan
select t.no_faktur_titip_simpan, t.tanggal::text as tgl_system, t.tgl_lelang::text as tgl_lelang, t.nama_customer, t.alamat_customer, t.berat_emas::text as berat, t.jumlah_titip_simpan, t.bunga::text as bunga, t.pembulatan, t.denda_per_hari, t.tgl_bunga::text as tgl_bunga, t.tgl_tempo::text as tgl_tempo, t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian
from "toko_<kode>"."titip_simpan" t
where t.status = 'LELANG' and t.tgl_lelang = $1::date
order by t.id;
