-- The SQL of titip-simpan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: TITIP_TABLE

-- insertTitip
insert into "toko_<kode>"."titip_simpan" ("id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41)
returning "id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- insertTitipPieces
insert into "toko_<kode>"."titip_simpan_detail" ("id", "no_faktur_titip_simpan", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat_emas", "berat_bruto", "qty")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
returning "id", "no_faktur_titip_simpan", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat_emas", "berat_bruto", "qty";

-- insertTitipBayar
insert into "toko_<kode>"."titip_simpan_bayar" ("id", "no_bayar", "no_faktur_titip_simpan", "urut", "tanggal", "jam", "jenis", "tgl_dari", "lama_pinjam", "bunga", "bunga_pinjam", "hari_terlambat", "denda_keterlambatan", "biaya", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "kode_sales", "keterangan", "input_by", "status", "tgl_batal", "batal_by", "batal_alasan", "batal_otorisasi", "no_batal")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27)
returning "id", "no_bayar", "no_faktur_titip_simpan", "urut", "tanggal", "jam", "jenis", "tgl_dari", "lama_pinjam", "bunga", "bunga_pinjam", "hari_terlambat", "denda_keterlambatan", "biaya", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "kode_sales", "keterangan", "input_by", "status", "tgl_batal", "batal_by", "batal_alasan", "batal_otorisasi", "no_batal";

-- findTitip
select "id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."titip_simpan"
where "toko_<kode>"."titip_simpan"."no_faktur_titip_simpan" = $1
limit $2;

-- findTitips
select "id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."titip_simpan"
where "toko_<kode>"."titip_simpan"."no_faktur_titip_simpan" in ($1);

-- updateTitip
update "toko_<kode>"."titip_simpan"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_faktur_titip_simpan" = $4, "kode_sales" = $5, "kode_member" = $6, "nama_customer" = $7, "alamat_customer" = $8, "no_hp" = $9, "keterangan" = $10, "tgl_bunga" = $11, "tgl_tempo" = $12, "jumlah_titip_simpan" = $13, "bunga" = $14, "pembulatan" = $15, "surat_pantes" = $16, "biaya_admin" = $17, "asuransi" = $18, "sewa_brankas" = $19, "biaya_jasa_pencarian" = $20, "denda_per_hari" = $21, "berat_emas" = $22, "berat_bruto" = $23, "qty" = $24, "jumlah_peremajaan" = $25, "tgl_lunas" = $26, "total_bayar" = $27, "denda_keterlambatan" = $28, "lunas_by" = $29, "tgl_lelang" = $30, "lelang_by" = $31, "lelang_otorisasi" = $32, "status" = $33, "status_valid" = $34, "validated_by" = $35, "validated_at" = $36, "input_by" = $37, "batal_by" = $38, "batal_at" = $39, "batal_alasan" = $40, "batal_otorisasi" = $41
where "toko_<kode>"."titip_simpan"."no_faktur_titip_simpan" = $42
returning "id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- titipPiecesOf
select "id", "no_faktur_titip_simpan", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat_emas", "berat_bruto", "qty"
from "toko_<kode>"."titip_simpan_detail"
where "toko_<kode>"."titip_simpan_detail"."no_faktur_titip_simpan" in ($1)
order by "toko_<kode>"."titip_simpan_detail"."no_faktur_titip_simpan" asc, "toko_<kode>"."titip_simpan_detail"."urut" asc;

-- titipBayarOf
select "id", "no_bayar", "no_faktur_titip_simpan", "urut", "tanggal", "jam", "jenis", "tgl_dari", "lama_pinjam", "bunga", "bunga_pinjam", "hari_terlambat", "denda_keterlambatan", "biaya", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "kode_sales", "keterangan", "input_by", "status", "tgl_batal", "batal_by", "batal_alasan", "batal_otorisasi", "no_batal"
from "toko_<kode>"."titip_simpan_bayar"
where "toko_<kode>"."titip_simpan_bayar"."no_faktur_titip_simpan" in ($1)
order by "toko_<kode>"."titip_simpan_bayar"."no_faktur_titip_simpan" asc, "toko_<kode>"."titip_simpan_bayar"."urut" asc;

-- updateTitipBayar
update "toko_<kode>"."titip_simpan_bayar"
set "id" = $1, "no_bayar" = $2, "no_faktur_titip_simpan" = $3, "urut" = $4, "tanggal" = $5, "jam" = $6, "jenis" = $7, "tgl_dari" = $8, "lama_pinjam" = $9, "bunga" = $10, "bunga_pinjam" = $11, "hari_terlambat" = $12, "denda_keterlambatan" = $13, "biaya" = $14, "pokok" = $15, "total_bayar" = $16, "tgl_tempo_lama" = $17, "tgl_tempo_baru" = $18, "kode_sales" = $19, "keterangan" = $20, "input_by" = $21, "status" = $22, "tgl_batal" = $23, "batal_by" = $24, "batal_alasan" = $25, "batal_otorisasi" = $26, "no_batal" = $27
where "toko_<kode>"."titip_simpan_bayar"."no_bayar" = $28;

-- overdueTitips
select "id", "tanggal", "jam", "no_faktur_titip_simpan", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "keterangan", "tgl_bunga", "tgl_tempo", "jumlah_titip_simpan", "bunga", "pembulatan", "surat_pantes", "biaya_admin", "asuransi", "sewa_brankas", "biaya_jasa_pencarian", "denda_per_hari", "berat_emas", "berat_bruto", "qty", "jumlah_peremajaan", "tgl_lunas", "total_bayar", "denda_keterlambatan", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."titip_simpan"
where ("toko_<kode>"."titip_simpan"."status" = $1 and "toko_<kode>"."titip_simpan"."tgl_tempo" < $2::date)
order by "toko_<kode>"."titip_simpan"."tgl_tempo" asc, "toko_<kode>"."titip_simpan"."id" asc
limit $3;

-- titipTotalsByDay
select "tanggal", sum("jumlah_titip_simpan")
from "toko_<kode>"."titip_simpan"
where ("toko_<kode>"."titip_simpan"."status" <> $1 and "toko_<kode>"."titip_simpan"."tanggal" >= $2 and "toko_<kode>"."titip_simpan"."tanggal" <= $3)
group by "toko_<kode>"."titip_simpan"."tanggal";
