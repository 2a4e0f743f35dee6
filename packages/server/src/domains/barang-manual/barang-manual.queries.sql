-- The SQL of barang-manual.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: gramText, toBarangManual

-- findBarangManual
select "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at"
from "toko_<kode>"."barang_manual"
where ("toko_<kode>"."barang_manual"."kode_gudang" = $1 and "toko_<kode>"."barang_manual"."kode_baki" = $2 and "toko_<kode>"."barang_manual"."kode_group" = $3 and "toko_<kode>"."barang_manual"."kode_dept" = $4)
order by "toko_<kode>"."barang_manual"."kode_gudang" asc, "toko_<kode>"."barang_manual"."kode_baki" asc, "toko_<kode>"."barang_manual"."kode_group" asc, "toko_<kode>"."barang_manual"."kode_dept" asc;

-- findPlaces
select "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at"
from "toko_<kode>"."barang_manual"
where ("toko_<kode>"."barang_manual"."kode_gudang" = $1 and "toko_<kode>"."barang_manual"."kode_baki" = $2 and "toko_<kode>"."barang_manual"."kode_group" = $3 and "toko_<kode>"."barang_manual"."kode_dept" = $4);

-- addStock
insert into "toko_<kode>"."barang_manual" ("id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, default)
on conflict ("kode_gudang","kode_baki","kode_group","kode_dept") do update
set "stock" = "toko_<kode>"."barang_manual"."stock" + $8, "berat" = "toko_<kode>"."barang_manual"."berat" + $9, "harga_modal" = $10, "updated_at" = now()
returning "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at";
insert into "toko_<kode>"."barang_manual" ("id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, default)
on conflict ("kode_gudang","kode_baki","kode_group","kode_dept") do update
set "stock" = "toko_<kode>"."barang_manual"."stock" + $8, "berat" = "toko_<kode>"."barang_manual"."berat" + $9, "harga_modal" = "toko_<kode>"."barang_manual"."harga_modal", "updated_at" = now()
returning "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at";

-- takeStock
select "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at"
from "toko_<kode>"."barang_manual"
where ("toko_<kode>"."barang_manual"."kode_gudang" = $1 and "toko_<kode>"."barang_manual"."kode_baki" = $2 and "toko_<kode>"."barang_manual"."kode_group" = $3 and "toko_<kode>"."barang_manual"."kode_dept" = $4)
for update;
update "toko_<kode>"."barang_manual"
set "stock" = "toko_<kode>"."barang_manual"."stock" - $1, "berat" = "toko_<kode>"."barang_manual"."berat" - $2, "updated_at" = now()
where "toko_<kode>"."barang_manual"."id" = $3
returning "id", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "stock", "berat", "harga_modal", "updated_at";

-- insertMutasi
insert into "toko_<kode>"."barang_manual_mutasi" ("id", "tanggal", "jam", "no_ref", "jenis", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "qty", "berat", "harga", "keterangan", "input_by")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14);

-- mutasiOf
select "tanggal", "no_ref", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "keterangan", "qty" * $1, "berat" * $2, "harga", "input_by"
from "toko_<kode>"."barang_manual_mutasi"
where ("toko_<kode>"."barang_manual_mutasi"."jenis" in ($3) and "toko_<kode>"."barang_manual_mutasi"."tanggal" >= $4 and "toko_<kode>"."barang_manual_mutasi"."tanggal" <= $5)
order by "toko_<kode>"."barang_manual_mutasi"."tanggal" asc, "toko_<kode>"."barang_manual_mutasi"."id" asc;

-- summaryOf
select "kode_baki", coalesce(sum("qty") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" < $1), 0) * $2, coalesce(sum("berat") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" < $3), 0) * $4, coalesce(sum("qty") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $5 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($6, $7, $8, $9)), 0) * $10, coalesce(sum("berat") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $11 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($12, $13, $14, $15)), 0) * $16, coalesce(sum("qty") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $17 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($18)), 0) * $19, coalesce(sum("berat") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $20 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($21)), 0) * $22, coalesce(sum("qty") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $23 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($24, $25)), 0) * $26, coalesce(sum("berat") filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $27 and "toko_<kode>"."barang_manual_mutasi"."jenis" in ($28, $29)), 0) * $30, coalesce(sum("qty") filter (where true), 0) * $31, coalesce(sum("berat") filter (where true), 0) * $32, coalesce(max("harga") filter (where "jenis" = $33), 0), count(*) filter (where "toko_<kode>"."barang_manual_mutasi"."tanggal" = $34)
from "toko_<kode>"."barang_manual_mutasi"
where "toko_<kode>"."barang_manual_mutasi"."tanggal" <= $35
group by "toko_<kode>"."barang_manual_mutasi"."kode_baki"
order by "toko_<kode>"."barang_manual_mutasi"."kode_baki" asc;

-- manualDocumentsOf
select "id", "tanggal", "jam", "no_faktur_group", "no_faktur_jual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "deskripsi", "qty", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."penjualan_manual"
where ("toko_<kode>"."penjualan_manual"."status" = $1 and "toko_<kode>"."penjualan_manual"."tanggal" >= $2 and "toko_<kode>"."penjualan_manual"."tanggal" <= $3 and "toko_<kode>"."penjualan_manual"."kode_group" = $4 and "toko_<kode>"."penjualan_manual"."kode_dept" = $5)
order by "toko_<kode>"."penjualan_manual"."tanggal" asc, "toko_<kode>"."penjualan_manual"."id" asc;
select "id", "tanggal", "jam", "no_faktur_group", "no_faktur_jual", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_gudang", "kode_baki", "kode_group", "kode_dept", "deskripsi", "qty", "berat", "harga_gram", "ongkos", "harga", "harga_modal", "input_by", "status", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."penjualan_manual"
where ("toko_<kode>"."penjualan_manual"."status" = $1 and "toko_<kode>"."penjualan_manual"."tanggal" >= $2 and "toko_<kode>"."penjualan_manual"."tanggal" <= $3)
order by "toko_<kode>"."penjualan_manual"."tanggal" asc, "toko_<kode>"."penjualan_manual"."id" asc;
