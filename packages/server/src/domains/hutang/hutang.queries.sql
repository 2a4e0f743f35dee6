-- The SQL of hutang.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: HUTANG_TABLE

-- insertHutang
insert into "toko_<kode>"."hutang" ("id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43)
returning "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- insertPieces
insert into "toko_<kode>"."hutang_detail" ("id", "no_faktur_hutang", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat", "berat_bruto", "jumlah", "kondisi", "taksiran_persen", "gambar", "kelompok_harga", "plafond_sumber", "plafond_gram", "plafond")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
returning "id", "no_faktur_hutang", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat", "berat_bruto", "jumlah", "kondisi", "taksiran_persen", "gambar", "kelompok_harga", "plafond_sumber", "plafond_gram", "plafond";

-- insertBayar
insert into "toko_<kode>"."hutang_bayar" ("id", "no_bayar", "no_faktur_hutang", "urut", "tanggal", "jam", "jenis", "tgl_dari", "tgl_sampai", "lama_pinjam", "bunga", "bunga_pinjam", "bunga_rp", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "id_otorisasi", "ref_bayar", "status", "keterangan", "input_by")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
returning "id", "no_bayar", "no_faktur_hutang", "urut", "tanggal", "jam", "jenis", "tgl_dari", "tgl_sampai", "lama_pinjam", "bunga", "bunga_pinjam", "bunga_rp", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "id_otorisasi", "ref_bayar", "status", "keterangan", "input_by";

-- lockHutang
select "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."no_faktur_hutang" = $1
limit $2
for update;

-- findHutang
select "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."no_faktur_hutang" = $1
limit $2;

-- findHutangs
select "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."hutang"
where "toko_<kode>"."hutang"."no_faktur_hutang" in ($1);

-- updateHutang
update "toko_<kode>"."hutang"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_faktur_hutang" = $4, "no_faktur_manual" = $5, "kode_sales" = $6, "kode_member" = $7, "nama_customer" = $8, "alamat_customer" = $9, "no_hp" = $10, "no_ktp" = $11, "keterangan" = $12, "tgl_tempo" = $13, "tgl_bunga" = $14, "jumlah_hutang" = $15, "plafond" = $16, "id_otorisasi" = $17, "kode_bunga" = $18, "bunga" = $19, "minimal_hari" = $20, "pembulatan" = $21, "berat" = $22, "berat_bruto" = $23, "jumlah" = $24, "jumlah_perpanjangan" = $25, "tgl_lunas" = $26, "lama_pinjam_lunas" = $27, "bunga_pinjam" = $28, "bunga_rp" = $29, "total_bayar" = $30, "lunas_by" = $31, "tgl_lelang" = $32, "lelang_by" = $33, "lelang_otorisasi" = $34, "status" = $35, "status_valid" = $36, "validated_by" = $37, "validated_at" = $38, "input_by" = $39, "batal_by" = $40, "batal_at" = $41, "batal_alasan" = $42, "batal_otorisasi" = $43
where "toko_<kode>"."hutang"."no_faktur_hutang" = $44
returning "id", "tanggal", "jam", "no_faktur_hutang", "no_faktur_manual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "no_ktp", "keterangan", "tgl_tempo", "tgl_bunga", "jumlah_hutang", "plafond", "id_otorisasi", "kode_bunga", "bunga", "minimal_hari", "pembulatan", "berat", "berat_bruto", "jumlah", "jumlah_perpanjangan", "tgl_lunas", "lama_pinjam_lunas", "bunga_pinjam", "bunga_rp", "total_bayar", "lunas_by", "tgl_lelang", "lelang_by", "lelang_otorisasi", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- piecesOf
select "id", "no_faktur_hutang", "urut", "kode_barcode", "kode_group", "nama_barang", "kadar", "berat", "berat_bruto", "jumlah", "kondisi", "taksiran_persen", "gambar", "kelompok_harga", "plafond_sumber", "plafond_gram", "plafond"
from "toko_<kode>"."hutang_detail"
where "toko_<kode>"."hutang_detail"."no_faktur_hutang" in ($1)
order by "toko_<kode>"."hutang_detail"."no_faktur_hutang" asc, "toko_<kode>"."hutang_detail"."urut" asc;

-- bayarOf
select "id", "no_bayar", "no_faktur_hutang", "urut", "tanggal", "jam", "jenis", "tgl_dari", "tgl_sampai", "lama_pinjam", "bunga", "bunga_pinjam", "bunga_rp", "pokok", "total_bayar", "tgl_tempo_lama", "tgl_tempo_baru", "id_otorisasi", "ref_bayar", "status", "keterangan", "input_by"
from "toko_<kode>"."hutang_bayar"
where "toko_<kode>"."hutang_bayar"."no_faktur_hutang" in ($1)
order by "toko_<kode>"."hutang_bayar"."no_faktur_hutang" asc, "toko_<kode>"."hutang_bayar"."urut" asc;

-- markBayar
update "toko_<kode>"."hutang_bayar"
set "status" = $1
where "toko_<kode>"."hutang_bayar"."no_bayar" = $2;

-- hutangTotalsByDay
select "tanggal", sum("jumlah_hutang")
from "toko_<kode>"."hutang"
where ("toko_<kode>"."hutang"."status" <> $1 and "toko_<kode>"."hutang"."tanggal" >= $2 and "toko_<kode>"."hutang"."tanggal" <= $3)
group by "toko_<kode>"."hutang"."tanggal";
