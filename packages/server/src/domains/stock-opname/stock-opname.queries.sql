-- The SQL of stock-opname.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- itemCountsOf
select "opname_id", "expected", "scanned", count(*)::int, coalesce(sum("berat"), 0)::text
from "toko_<kode>"."stock_opname_item"
where "toko_<kode>"."stock_opname_item"."opname_id" in ($1)
group by "toko_<kode>"."stock_opname_item"."opname_id", "toko_<kode>"."stock_opname_item"."expected", "toko_<kode>"."stock_opname_item"."scanned";

-- findSessionRow
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."stock_opname"
where "toko_<kode>"."stock_opname"."id" = $1
for update;
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."stock_opname"
where "toko_<kode>"."stock_opname"."id" = $1;

-- differingItems
select "opname_id", "kode_barcode", "nama_barang", "kode_group", "kode_gudang", "kode_baki", "status", "berat", "expected", "scanned", "scanned_by", "scanned_at"
from "toko_<kode>"."stock_opname_item"
where ("toko_<kode>"."stock_opname_item"."opname_id" = $1 and "toko_<kode>"."stock_opname_item"."expected" <> "toko_<kode>"."stock_opname_item"."scanned")
order by "toko_<kode>"."stock_opname_item"."kode_barcode" asc;

-- lockPlace
select pg_advisory_xact_lock(hashtext($1));

-- openSessionsAt
select "id"
from "toko_<kode>"."stock_opname"
where ("toko_<kode>"."stock_opname"."kode_gudang" = $1 and "toko_<kode>"."stock_opname"."kode_baki" = $2 and "toko_<kode>"."stock_opname"."status" = $3);

-- insertSession
insert into "toko_<kode>"."stock_opname" ("id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at")
values (default, $1, $2, $3, default, $4, default, default, default)
returning "id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at";

-- insertExpectedItems
insert into "toko_<kode>"."stock_opname_item" (opname_id, kode_barcode, nama_barang, kode_group, kode_gudang, kode_baki, status, berat, expected) select $1, "toko_<kode>"."barang"."kode_barcode", "toko_<kode>"."barang"."nama_barang", "toko_<kode>"."barang"."kode_group", "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."status", "toko_<kode>"."barang"."berat", true
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $2 and "toko_<kode>"."barang"."kode_gudang" = $3 and "toko_<kode>"."barang"."kode_baki" = $4);

-- findItem
select "opname_id", "kode_barcode", "nama_barang", "kode_group", "kode_gudang", "kode_baki", "status", "berat", "expected", "scanned", "scanned_by", "scanned_at"
from "toko_<kode>"."stock_opname_item"
where ("toko_<kode>"."stock_opname_item"."opname_id" = $1 and "toko_<kode>"."stock_opname_item"."kode_barcode" = $2);

-- markItemScanned
update "toko_<kode>"."stock_opname_item"
set "scanned" = $1, "scanned_by" = $2, "scanned_at" = $3
where ("toko_<kode>"."stock_opname_item"."opname_id" = $4 and "toko_<kode>"."stock_opname_item"."kode_barcode" = $5)
returning "opname_id", "kode_barcode", "nama_barang", "kode_group", "kode_gudang", "kode_baki", "status", "berat", "expected", "scanned", "scanned_by", "scanned_at";

-- barangInTx
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" = $1;

-- insertItem
insert into "toko_<kode>"."stock_opname_item" ("opname_id", "kode_barcode", "nama_barang", "kode_group", "kode_gudang", "kode_baki", "status", "berat", "expected", "scanned", "scanned_by", "scanned_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "opname_id", "kode_barcode", "nama_barang", "kode_group", "kode_gudang", "kode_baki", "status", "berat", "expected", "scanned", "scanned_by", "scanned_at";

-- finishSession
update "toko_<kode>"."stock_opname"
set "status" = $1, "finished_by" = $2, "finished_at" = $3
where "toko_<kode>"."stock_opname"."id" = $4
returning "id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at";

-- sessionsBetween
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."stock_opname"
where "toko_<kode>"."stock_opname"."tanggal" between $1 and $2
order by "toko_<kode>"."stock_opname"."tanggal" desc, "toko_<kode>"."stock_opname"."id" desc;
