-- The SQL of barang.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: barangWithLedgerWrites

-- barcodePrefix
"toko_<kode>"."barang"."kode_barcode" like $1;

-- activeMasterData
select "kode", "data"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2 and "toko_<kode>"."master_rows"."kode" = any($3::text[]));

-- nextBarcodes
select nextval($1::regclass)::bigint as n
from generate_series(1, $2::int);

-- lockTags
select pg_advisory_xact_lock(hashtext($1 || t))
from (select distinct t from jsonb_array_elements_text($2::jsonb) as u(t) order by t) x;

-- barangByTags
select "tag_id", "kode_barcode"
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."tag_id" in ($1)
order by "toko_<kode>"."barang"."tag_id";

-- insertBarangWithLedger
with ins_barang as ( insert into "toko_<kode>"."barang" (kode_barcode, kode_intern, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak, kadar_modal, berat, berat_asli, berat_plastik, nama_atribut, berat_atribut, harga_atribut, ongkos, profit, harga_modal, markis, size, keterangan, supplier_barang, tag_id, data_berlian, ongkos_berlian, total_usd, curr, kurs, total_harga, status, tgl_input, no_tambah, created_by, kondisi, updated_by) select kode_barcode, kode_intern, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak, kadar_modal, berat, berat_asli, berat_plastik, nama_atribut, berat_atribut, harga_atribut, ongkos, profit, harga_modal, markis, size, keterangan, supplier_barang, tag_id, data_berlian, coalesce(ongkos_berlian, 0), coalesce(total_usd, 0), coalesce(curr, ''), coalesce(kurs, 0), coalesce(total_harga, 0), $1, $2::date, $3, $4, kondisi, $5 from jsonb_to_recordset($6::jsonb) as x(kode_barcode text, kode_intern text, nama_barang text, kode_group text, kode_dept text, kode_gudang text, kode_baki text, kadar numeric, kadar_cetak text, kadar_modal numeric, berat numeric, berat_asli numeric, berat_plastik numeric, nama_atribut text, berat_atribut numeric, harga_atribut bigint, ongkos bigint, profit bigint, harga_modal bigint, markis text, size text, keterangan text, supplier_barang text, tag_id text, data_berlian jsonb, ongkos_berlian bigint, total_usd numeric, curr text, kurs bigint, total_harga bigint, i int, kondisi text) returning kode_barcode, kode_gudang, kode_baki, kode_group, kode_dept, berat) insert into "toko_<kode>"."stock_ledger" (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, keterangan, input_by) select $7::date, kode_barcode, $8, kode_gudang, kode_baki, kode_group, kode_dept, 1, berat, $9, $10, $11
from ins_barang;

-- writeLedgerFromItems
insert into "toko_<kode>"."stock_ledger" (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, keterangan, input_by) select $1::date, "toko_<kode>"."barang"."kode_barcode", $2, "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."kode_group", "toko_<kode>"."barang"."kode_dept", $3::int, $4::int * "toko_<kode>"."barang"."berat", $5, $6, $7
from "toko_<kode>"."barang"
where $8;

-- ledgerFromItems
insert into "toko_<kode>"."stock_ledger" (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, keterangan, input_by) select $1::date, "toko_<kode>"."barang"."kode_barcode", $2, "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."kode_group", "toko_<kode>"."barang"."kode_dept", $3::int, $4::int * "toko_<kode>"."barang"."berat", $5, $6, $7
from "toko_<kode>"."barang"
where $8;

-- barcodesIn
"toko_<kode>"."barang"."kode_barcode" in ($1);

-- lockAndSetStatus
with old as ((select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at" from "toko_<kode>"."barang" where "toko_<kode>"."barang"."kode_barcode" in ($1) order by "toko_<kode>"."barang"."kode_barcode" asc for update)) update "toko_<kode>"."barang"
set "status" = $2, "updated_by" = $3, "updated_at" = now()
from old
where "toko_<kode>"."barang"."kode_barcode" = old.kode_barcode
returning old.*, $4 as also_asked;
with old as ((select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at" from "toko_<kode>"."barang" where "toko_<kode>"."barang"."kode_barcode" in ($1) order by "toko_<kode>"."barang"."kode_barcode" asc for update)) update "toko_<kode>"."barang"
set "status" = $2, "updated_by" = $3, "updated_at" = now()
from old
where "toko_<kode>"."barang"."kode_barcode" = old.kode_barcode
returning old.*, true as also_asked;

-- lockBarang
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" in ($1)
order by "toko_<kode>"."barang"."kode_barcode" asc
for update;

-- lockReadyInBaki
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_baki" = $1 and "toko_<kode>"."barang"."status" = $2)
order by "toko_<kode>"."barang"."kode_barcode" asc
for update;

-- updateBarang
update "toko_<kode>"."barang"
set "kode_barcode" = $1, "kode_intern" = $2, "nama_barang" = $3, "kode_group" = $4, "kode_dept" = $5, "kode_gudang" = $6, "kode_baki" = $7, "kadar" = $8, "kadar_cetak" = $9, "kadar_modal" = $10, "berat" = $11, "berat_asli" = $12, "berat_plastik" = $13, "nama_atribut" = $14, "berat_atribut" = $15, "harga_atribut" = $16, "ongkos" = $17, "profit" = $18, "harga_modal" = $19, "markis" = $20, "size" = $21, "keterangan" = $22, "supplier_barang" = $23, "tag_id" = $24, "foto" = $25, "data_berlian" = $26, "ongkos_berlian" = $27, "total_usd" = $28, "curr" = $29, "kurs" = $30, "total_harga" = $31, "status" = $32, "kondisi" = $33, "tgl_input" = $34, "no_tambah" = $35, "created_by" = $36, "created_at" = $37, "updated_by" = $38, "updated_at" = $39
where "toko_<kode>"."barang"."kode_barcode" in ($40);

-- findBarang
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" = $1
limit $2;

-- listWhere
("toko_<kode>"."barang"."status" = $1 and ("toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3) and "toko_<kode>"."barang"."nama_barang" like $4 and "toko_<kode>"."barang"."kode_group" = $5 and "toko_<kode>"."barang"."kode_dept" = $6 and "toko_<kode>"."barang"."kode_gudang" = $7 and "toko_<kode>"."barang"."kode_baki" = $8);

-- pageBarang
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where (("toko_<kode>"."barang"."status" = $1 and ("toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3) and "toko_<kode>"."barang"."nama_barang" like $4 and "toko_<kode>"."barang"."kode_group" = $5 and "toko_<kode>"."barang"."kode_dept" = $6 and "toko_<kode>"."barang"."kode_gudang" = $7 and "toko_<kode>"."barang"."kode_baki" = $8) and "toko_<kode>"."barang"."kode_barcode" < $9)
order by "toko_<kode>"."barang"."kode_barcode" desc;
select count(*)
from (select 1 from "toko_<kode>"."barang" where ("toko_<kode>"."barang"."status" = $1 and ("toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3) and "toko_<kode>"."barang"."nama_barang" like $4 and "toko_<kode>"."barang"."kode_group" = $5 and "toko_<kode>"."barang"."kode_dept" = $6 and "toko_<kode>"."barang"."kode_gudang" = $7 and "toko_<kode>"."barang"."kode_baki" = $8) limit $9) "capped";

-- readyInRange
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $1 and "toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3)
order by "toko_<kode>"."barang"."kode_barcode" asc
limit $4;

-- countReadyInBaki
select count(*), coalesce(sum("berat"), 0)::text
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_baki" = $1 and "toko_<kode>"."barang"."status" = $2);

-- updateProfits
update "toko_<kode>"."barang"
set profit = x.profit, updated_by = $1, updated_at = now()
from jsonb_to_recordset($2::jsonb) as x(kode_barcode text, profit bigint)
where "toko_<kode>"."barang"."kode_barcode" = x.kode_barcode and "toko_<kode>"."barang"."status" = 'READY';

-- insertBarcodePrints
insert into "toko_<kode>"."barcode_print_history" ("id", "kode_barcode", "tanggal", "printed_by", "printed_at")
values (default, $1, $2, $3, default);

-- insertTimbang
insert into "toko_<kode>"."timbang_baki" ("id", "tanggal", "kode_gudang", "kode_baki", "qty", "berat", "berat_baki", "berat_total", "input_by", "created_at", "reset_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
returning "id", "tanggal", "kode_gudang", "kode_baki", "qty", "berat", "berat_baki", "berat_total", "input_by", "created_at", "reset_at";

-- openTimbang
select "id", "tanggal", "kode_gudang", "kode_baki", "qty", "berat", "berat_baki", "berat_total", "input_by", "created_at", "reset_at"
from "toko_<kode>"."timbang_baki"
where ("toko_<kode>"."timbang_baki"."input_by" = $1 and "toko_<kode>"."timbang_baki"."reset_at" is null)
order by "toko_<kode>"."timbang_baki"."id" asc;

-- resetTimbang
update "toko_<kode>"."timbang_baki"
set "reset_at" = $1
where ("toko_<kode>"."timbang_baki"."input_by" = $2 and "toko_<kode>"."timbang_baki"."reset_at" is null)
returning "id";

-- insertTimbangActivity
insert into "toko_<kode>"."timbang_baki_activity" ("id", "tanggal", "input_by", "at", "message")
values (default, $1, $2, default, $3);

-- timbangActivities
select "id", "tanggal", "input_by", "at", "message"
from "toko_<kode>"."timbang_baki_activity"
where ("toko_<kode>"."timbang_baki_activity"."tanggal" = $1 and lower("toko_<kode>"."timbang_baki_activity"."input_by") = $2)
order by "toko_<kode>"."timbang_baki_activity"."at" asc, "toko_<kode>"."timbang_baki_activity"."id" asc
limit $3;
select "id", "tanggal", "input_by", "at", "message"
from "toko_<kode>"."timbang_baki_activity"
where "toko_<kode>"."timbang_baki_activity"."tanggal" = $1
order by "toko_<kode>"."timbang_baki_activity"."at" asc, "toko_<kode>"."timbang_baki_activity"."id" asc
limit $2;

-- barangUses
select "kode_barcode"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_gudang" = $1 and "toko_<kode>"."barang"."status" <> $2)
limit $3;
