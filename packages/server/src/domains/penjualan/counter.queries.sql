-- The SQL of counter.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertHeldSale
insert into "toko_<kode>"."penjualan_tahan" ("id", "input_by", "keterangan", "nama_customer", "jumlah_barang", "total", "data", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8)
returning "id", "input_by", "keterangan", "nama_customer", "jumlah_barang", "total", "data", "created_at";

-- heldSales
select "id", "input_by", "keterangan", "nama_customer", "jumlah_barang", "total", "data", "created_at"
from "toko_<kode>"."penjualan_tahan"
order by "toko_<kode>"."penjualan_tahan"."created_at" asc
limit $1;

-- countHeldSales
select count(*)
from "toko_<kode>"."penjualan_tahan";

-- takeHeldSale
delete
from "toko_<kode>"."penjualan_tahan"
where "toko_<kode>"."penjualan_tahan"."id" = $1
returning "id", "input_by", "keterangan", "nama_customer", "jumlah_barang", "total", "data", "created_at";

-- lookUpItems
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $1 and ("toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3) and "toko_<kode>"."barang"."nama_barang" like $4 and "toko_<kode>"."barang"."kode_group" = $5 and "toko_<kode>"."barang"."kode_dept" = $6 and "toko_<kode>"."barang"."kode_gudang" = $7 and "toko_<kode>"."barang"."kode_baki" = $8)
order by "toko_<kode>"."barang"."kode_barcode" desc
limit $9;

-- readySummary
select count(*), coalesce(sum("berat"), 0)::text
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $1 and ("toko_<kode>"."barang"."kode_barcode" >= $2 and "toko_<kode>"."barang"."kode_barcode" <= $3) and "toko_<kode>"."barang"."nama_barang" like $4 and "toko_<kode>"."barang"."kode_group" = $5 and "toko_<kode>"."barang"."kode_dept" = $6 and "toko_<kode>"."barang"."kode_gudang" = $7 and "toko_<kode>"."barang"."kode_baki" = $8);
