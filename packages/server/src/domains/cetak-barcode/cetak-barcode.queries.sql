-- The SQL of cetak-barcode.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- barangByBarcodes
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where "toko_<kode>"."barang"."kode_barcode" in ($1);
