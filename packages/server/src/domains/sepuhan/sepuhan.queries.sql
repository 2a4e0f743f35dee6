-- The SQL of sepuhan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertSortir
insert into "toko_<kode>"."sortir_barang" ("id", "tanggal", "no_sortir", "jenis", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat", "gudang_asal", "baki_asal", "tujuan", "gudang_tujuan", "baki_tujuan", "keterangan", "input_by", "at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18);

-- insertCuci
insert into "toko_<kode>"."cuci_barang" ("id", "no_kirim", "tgl_kirim", "jenis", "tujuan", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat_kirim", "status", "no_terima", "tgl_terima", "berat_terima", "susut", "persen", "keterangan", "kirim_by", "terima_by", "at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21);

-- lockOpenJobs
select "id", "no_kirim", "tgl_kirim", "jenis", "tujuan", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat_kirim", "status", "no_terima", "tgl_terima", "berat_terima", "susut", "persen", "keterangan", "kirim_by", "terima_by", "at"
from "toko_<kode>"."cuci_barang"
where ("toko_<kode>"."cuci_barang"."kode_barcode" in ($1) and "toko_<kode>"."cuci_barang"."status" = $2)
order by "toko_<kode>"."cuci_barang"."kode_barcode" asc
for update;

-- openJobs
select "id", "no_kirim", "tgl_kirim", "jenis", "tujuan", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat_kirim", "status", "no_terima", "tgl_terima", "berat_terima", "susut", "persen", "keterangan", "kirim_by", "terima_by", "at"
from "toko_<kode>"."cuci_barang"
where ("toko_<kode>"."cuci_barang"."status" = $1 and "toko_<kode>"."cuci_barang"."jenis" = $2)
order by "toko_<kode>"."cuci_barang"."tgl_kirim" asc, "toko_<kode>"."cuci_barang"."kode_barcode" asc
limit $3;
select "id", "no_kirim", "tgl_kirim", "jenis", "tujuan", "kode_barcode", "nama_barang", "kode_group", "kode_dept", "kadar", "berat_kirim", "status", "no_terima", "tgl_terima", "berat_terima", "susut", "persen", "keterangan", "kirim_by", "terima_by", "at"
from "toko_<kode>"."cuci_barang"
where "toko_<kode>"."cuci_barang"."status" = $1
order by "toko_<kode>"."cuci_barang"."tgl_kirim" asc, "toko_<kode>"."cuci_barang"."kode_barcode" asc
limit $2;

-- markReceived
update "toko_<kode>"."cuci_barang"
set "status" = $1, "no_terima" = $2, "tgl_terima" = $3, "berat_terima" = $4, "susut" = $5, "persen" = $6, "terima_by" = $7
where ("toko_<kode>"."cuci_barang"."id" = $8 and "toko_<kode>"."cuci_barang"."status" = $9)
returning "id";

-- writeSusutRow
insert into "toko_<kode>"."stock_ledger" (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, keterangan, input_by) select $1::date, "toko_<kode>"."barang"."kode_barcode", $2, "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."kode_group", "toko_<kode>"."barang"."kode_dept", 0, -($3::numeric), $4, 'WASTING', $5
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" = $6;

-- setItem
update "toko_<kode>"."barang"
set "berat" = $1, "status" = $2, "kondisi" = $3, "updated_by" = $4, "updated_at" = $5
where "toko_<kode>"."barang"."kode_barcode" in ($6);
update "toko_<kode>"."barang"
set "updated_by" = $1, "updated_at" = $2
where "toko_<kode>"."barang"."kode_barcode" in ($3);

-- piecesIn
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_gudang" = $1 and "toko_<kode>"."barang"."status" = $2 and "toko_<kode>"."barang"."kondisi" in ($3))
order by "toko_<kode>"."barang"."kode_barcode" asc
limit $4;
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_gudang" = $1 and "toko_<kode>"."barang"."status" = $2)
order by "toko_<kode>"."barang"."kode_barcode" asc
limit $3;

-- insertManual
insert into "toko_<kode>"."stock_sepuh_manual" ("id", "no_sortir", "tanggal", "kode_group", "kode_dept", "qty", "berat", "input_by", "at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
returning "id", "no_sortir", "tanggal", "kode_group", "kode_dept", "qty", "berat", "input_by", "at";

-- manualRows
select "id", "no_sortir", "tanggal", "kode_group", "kode_dept", "qty", "berat", "input_by", "at"
from "toko_<kode>"."stock_sepuh_manual"
where ("toko_<kode>"."stock_sepuh_manual"."tanggal" >= $1 and "toko_<kode>"."stock_sepuh_manual"."tanggal" <= $2)
order by "toko_<kode>"."stock_sepuh_manual"."tanggal" asc, "toko_<kode>"."stock_sepuh_manual"."id" asc
limit $3;

-- anyCuciJob
select "status"
from "toko_<kode>"."cuci_barang"
where "toko_<kode>"."cuci_barang"."kode_barcode" = $1
limit $2;
