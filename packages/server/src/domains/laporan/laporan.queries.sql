-- The SQL of laporan.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- auditPage
select "toko_<kode>"."audit_log"."id" as id, "toko_<kode>"."audit_log"."at" as at, (extract(epoch from "toko_<kode>"."audit_log"."at") * 1000000)::bigint as at_us, "toko_<kode>"."audit_log"."user_id" as user_id, "toko_<kode>"."audit_log"."action" as action, "toko_<kode>"."audit_log"."entity" as entity, "toko_<kode>"."audit_log"."entity_key" as entity_key, "toko_<kode>"."audit_log"."old_value" as old_value, "toko_<kode>"."audit_log"."new_value" as new_value
from "toko_<kode>"."audit_log"
where "toko_<kode>"."audit_log"."at" >= ($1::date::timestamp at time zone $2) and "toko_<kode>"."audit_log"."at" < (($3::date + 1)::timestamp at time zone $4) and "toko_<kode>"."audit_log"."entity" = $5 and ("toko_<kode>"."audit_log"."at", "toko_<kode>"."audit_log"."id") > ((timestamptz 'epoch' + $6::bigint * interval '1 microsecond'), $7)
order by "toko_<kode>"."audit_log"."at", "toko_<kode>"."audit_log"."id"
limit $8;
select "toko_<kode>"."audit_log"."id" as id, "toko_<kode>"."audit_log"."at" as at, (extract(epoch from "toko_<kode>"."audit_log"."at") * 1000000)::bigint as at_us, "toko_<kode>"."audit_log"."user_id" as user_id, "toko_<kode>"."audit_log"."action" as action, "toko_<kode>"."audit_log"."entity" as entity, "toko_<kode>"."audit_log"."entity_key" as entity_key, "toko_<kode>"."audit_log"."old_value" as old_value, "toko_<kode>"."audit_log"."new_value" as new_value
from "toko_<kode>"."audit_log"
where "toko_<kode>"."audit_log"."at" >= ($1::date::timestamp at time zone $2) and "toko_<kode>"."audit_log"."at" < (($3::date + 1)::timestamp at time zone $4) and "toko_<kode>"."audit_log"."entity" = $5
order by "toko_<kode>"."audit_log"."at", "toko_<kode>"."audit_log"."id"
limit $6;

-- hargaEmasHistoryPage
select "toko_<kode>"."harga_emas_history"."id" as id, "toko_<kode>"."harga_emas_history"."tanggal" as tanggal, "toko_<kode>"."harga_emas_history"."kode_group" as kode_group, "toko_<kode>"."harga_emas_history"."harga_jual_lama" as harga_jual_lama, "toko_<kode>"."harga_emas_history"."harga_jual_baru" as harga_jual_baru, "toko_<kode>"."harga_emas_history"."harga_beli_lama" as harga_beli_lama, "toko_<kode>"."harga_emas_history"."harga_beli_baru" as harga_beli_baru, "toko_<kode>"."harga_emas_history"."changed_by" as changed_by, "toko_<kode>"."harga_emas_history"."changed_at" as changed_at, (extract(epoch from "toko_<kode>"."harga_emas_history"."changed_at") * 1000000)::bigint as at_us
from "toko_<kode>"."harga_emas_history"
where "toko_<kode>"."harga_emas_history"."tanggal" between $1 and $2 and "toko_<kode>"."harga_emas_history"."kode_group" = $3 and ("toko_<kode>"."harga_emas_history"."tanggal", "toko_<kode>"."harga_emas_history"."changed_at", "toko_<kode>"."harga_emas_history"."id") > ($4::date, (timestamptz 'epoch' + $5::bigint * interval '1 microsecond'), $6)
order by "toko_<kode>"."harga_emas_history"."tanggal", "toko_<kode>"."harga_emas_history"."changed_at", "toko_<kode>"."harga_emas_history"."id"
limit $7;
select "toko_<kode>"."harga_emas_history"."id" as id, "toko_<kode>"."harga_emas_history"."tanggal" as tanggal, "toko_<kode>"."harga_emas_history"."kode_group" as kode_group, "toko_<kode>"."harga_emas_history"."harga_jual_lama" as harga_jual_lama, "toko_<kode>"."harga_emas_history"."harga_jual_baru" as harga_jual_baru, "toko_<kode>"."harga_emas_history"."harga_beli_lama" as harga_beli_lama, "toko_<kode>"."harga_emas_history"."harga_beli_baru" as harga_beli_baru, "toko_<kode>"."harga_emas_history"."changed_by" as changed_by, "toko_<kode>"."harga_emas_history"."changed_at" as changed_at, (extract(epoch from "toko_<kode>"."harga_emas_history"."changed_at") * 1000000)::bigint as at_us
from "toko_<kode>"."harga_emas_history"
where "toko_<kode>"."harga_emas_history"."tanggal" between $1 and $2 and "toko_<kode>"."harga_emas_history"."kode_group" = $3
order by "toko_<kode>"."harga_emas_history"."tanggal", "toko_<kode>"."harga_emas_history"."changed_at", "toko_<kode>"."harga_emas_history"."id"
limit $4;

-- tambahBarangPage
select "toko_<kode>"."stock_ledger"."id" as id, "toko_<kode>"."stock_ledger"."tanggal" as tanggal, "toko_<kode>"."stock_ledger"."no_ref" as no_tambah, "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."stock_ledger"."kode_gudang" as kode_gudang, "toko_<kode>"."stock_ledger"."kode_baki" as kode_baki, "toko_<kode>"."stock_ledger"."kode_group" as kode_group, "toko_<kode>"."stock_ledger"."kode_dept" as kode_dept, "toko_<kode>"."barang"."kadar_cetak" as kadar_cetak, "toko_<kode>"."stock_ledger"."qty" as qty, "toko_<kode>"."stock_ledger"."berat" as berat, "toko_<kode>"."stock_ledger"."input_by" as input_by
from "toko_<kode>"."stock_ledger"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."stock_ledger"."kode_barcode"
where "toko_<kode>"."stock_ledger"."tanggal" between $1 and $2 and "toko_<kode>"."stock_ledger"."jenis" = 'TAMBAH' and "toko_<kode>"."stock_ledger"."kode_gudang" = $3 and "toko_<kode>"."stock_ledger"."kode_group" = $4 and ("toko_<kode>"."stock_ledger"."kode_gudang", "toko_<kode>"."stock_ledger"."tanggal", "toko_<kode>"."stock_ledger"."id") > ($5, $6::date, $7)
order by "toko_<kode>"."stock_ledger"."kode_gudang", "toko_<kode>"."stock_ledger"."tanggal", "toko_<kode>"."stock_ledger"."id"
limit $8;
select "toko_<kode>"."stock_ledger"."id" as id, "toko_<kode>"."stock_ledger"."tanggal" as tanggal, "toko_<kode>"."stock_ledger"."no_ref" as no_tambah, "toko_<kode>"."stock_ledger"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."stock_ledger"."kode_gudang" as kode_gudang, "toko_<kode>"."stock_ledger"."kode_baki" as kode_baki, "toko_<kode>"."stock_ledger"."kode_group" as kode_group, "toko_<kode>"."stock_ledger"."kode_dept" as kode_dept, "toko_<kode>"."barang"."kadar_cetak" as kadar_cetak, "toko_<kode>"."stock_ledger"."qty" as qty, "toko_<kode>"."stock_ledger"."berat" as berat, "toko_<kode>"."stock_ledger"."input_by" as input_by
from "toko_<kode>"."stock_ledger"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."stock_ledger"."kode_barcode"
where "toko_<kode>"."stock_ledger"."tanggal" between $1 and $2 and "toko_<kode>"."stock_ledger"."jenis" = 'TAMBAH' and "toko_<kode>"."stock_ledger"."kode_gudang" = $3 and "toko_<kode>"."stock_ledger"."kode_group" = $4
order by "toko_<kode>"."stock_ledger"."kode_gudang", "toko_<kode>"."stock_ledger"."tanggal", "toko_<kode>"."stock_ledger"."id"
limit $5;
