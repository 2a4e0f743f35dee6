-- The SQL of pre-order.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertPreOrders
insert into "toko_<kode>"."pre_order" ("id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
on conflict do nothing
returning "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- insertPoLines
insert into "toko_<kode>"."pre_order_barang" ("id", "no_po", "kode_barcode", "deskripsi", "berat", "harga_estimasi", "harga_gram")
values ($1, $2, $3, $4, $5, $6, $7);

-- insertClosings
insert into "toko_<kode>"."pre_order_closing" ("id", "tanggal", "jam", "no_po", "status_kirim", "no_resi", "qty", "input_by")
values ($1, $2, $3, $4, $5, $6, $7, $8)
returning "id", "tanggal", "jam", "no_po", "status_kirim", "no_resi", "qty", "input_by";

-- lockPreOrders
select "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."no_po" in ($1)
order by "toko_<kode>"."pre_order"."no_po" asc
for update;

-- updatePreOrder
update "toko_<kode>"."pre_order"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_po" = $4, "no_order" = $5, "kode_marketplace" = $6, "kode_intern" = $7, "kode_member" = $8, "nama_customer" = $9, "alamat_customer" = $10, "no_hp" = $11, "kode_sales" = $12, "no_rekening" = $13, "no_rekening_customer" = $14, "qty_estimasi" = $15, "berat_estimasi" = $16, "harga_estimasi" = $17, "harga_gram" = $18, "harga_total" = $19, "nominal_bayar" = $20, "dibayar_rp" = $21, "qty_kirim" = $22, "qty_input" = $23, "berat_input" = $24, "harga_penjualan" = $25, "tgl_selesai" = $26, "status" = $27, "status_valid" = $28, "validated_by" = $29, "validated_at" = $30, "input_by" = $31, "batal_by" = $32, "batal_at" = $33, "batal_alasan" = $34, "batal_otorisasi" = $35
where "toko_<kode>"."pre_order"."no_po" = $36
returning "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- linesOf
select "id", "no_po", "kode_barcode", "deskripsi", "berat", "harga_estimasi", "harga_gram"
from "toko_<kode>"."pre_order_barang"
where "toko_<kode>"."pre_order_barang"."no_po" in ($1)
order by "toko_<kode>"."pre_order_barang"."id" asc;

-- takenOrders
select "kode_marketplace", "no_order"
from "toko_<kode>"."pre_order"
where ("toko_<kode>"."pre_order"."no_order" in ($1) and "toko_<kode>"."pre_order"."status" <> $2);

-- findByOrders
select "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."pre_order"
where ("toko_<kode>"."pre_order"."no_order" in ($1) and "toko_<kode>"."pre_order"."status" <> $2);

-- pagePreOrders
select "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."pre_order"
where ("toko_<kode>"."pre_order"."status" <> $1 and "toko_<kode>"."pre_order"."tanggal" >= $2 and "toko_<kode>"."pre_order"."tanggal" <= $3 and ("toko_<kode>"."pre_order"."no_po" ilike $4 or "toko_<kode>"."pre_order"."nama_customer" ilike $5 or "toko_<kode>"."pre_order"."no_order" ilike $6))
order by "toko_<kode>"."pre_order"."tanggal" desc, "toko_<kode>"."pre_order"."id" desc
limit $7
offset $8;
select count(*)
from "toko_<kode>"."pre_order"
where ("toko_<kode>"."pre_order"."status" <> $1 and "toko_<kode>"."pre_order"."tanggal" >= $2 and "toko_<kode>"."pre_order"."tanggal" <= $3 and ("toko_<kode>"."pre_order"."no_po" ilike $4 or "toko_<kode>"."pre_order"."nama_customer" ilike $5 or "toko_<kode>"."pre_order"."no_order" ilike $6));
select "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."status" <> $1
order by "toko_<kode>"."pre_order"."tanggal" desc, "toko_<kode>"."pre_order"."id" desc
limit $2
offset $3;
select count(*)
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."status" <> $1;

-- lastSequence
select "last"
from "toko_<kode>"."nomor_dokumen"
where ("toko_<kode>"."nomor_dokumen"."prefix" = $1 and "toko_<kode>"."nomor_dokumen"."tanggal" = $2);

-- readyBarcodes
select "kode_barcode", "nama_barang", "berat"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_barcode" in ($1) and "toko_<kode>"."barang"."status" = $2);

-- preOrdersNumbered
select "id", "tanggal", "jam", "no_po", "no_order", "kode_marketplace", "kode_intern", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_sales", "no_rekening", "no_rekening_customer", "qty_estimasi", "berat_estimasi", "harga_estimasi", "harga_gram", "harga_total", "nominal_bayar", "dibayar_rp", "qty_kirim", "qty_input", "berat_input", "harga_penjualan", "tgl_selesai", "status", "status_valid", "validated_by", "validated_at", "input_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."no_po" = $1;

-- poReportRows
select "toko_<kode>"."pre_order"."tanggal"::text as tgl_system, "toko_<kode>"."pre_order"."tgl_selesai"::text as tgl_selesai, "toko_<kode>"."pre_order"."no_po" as no_po, "toko_<kode>"."pre_order"."no_order" as no_order, "toko_<kode>"."pre_order"."nama_customer" as nama_customer, "toko_<kode>"."pre_order"."no_rekening" as no_rekening, upper(coalesce((select string_agg("toko_<kode>"."pre_order_barang"."deskripsi", ', ' order by "toko_<kode>"."pre_order_barang"."id") from "toko_<kode>"."pre_order_barang" where "toko_<kode>"."pre_order_barang"."no_po" = "toko_<kode>"."pre_order"."no_po"), '')) as deskripsi, (select json_agg(json_build_object('deskripsi', "toko_<kode>"."pre_order_barang"."deskripsi", 'kode_barcode', "toko_<kode>"."pre_order_barang"."kode_barcode", 'berat', "toko_<kode>"."pre_order_barang"."berat"::text) order by "toko_<kode>"."pre_order_barang"."id") from "toko_<kode>"."pre_order_barang" where "toko_<kode>"."pre_order_barang"."no_po" = "toko_<kode>"."pre_order"."no_po") as barang, "toko_<kode>"."pre_order"."qty_estimasi" as qty_estimasi, "toko_<kode>"."pre_order"."qty_kirim" as qty_kirim, "toko_<kode>"."pre_order"."qty_input" as qty_input, "toko_<kode>"."pre_order"."berat_estimasi"::text as berat_estimasi, "toko_<kode>"."pre_order"."berat_input"::text as berat_input, "toko_<kode>"."pre_order"."harga_total"::bigint as harga_total, "toko_<kode>"."pre_order"."dibayar_rp"::bigint as dibayar_rp, "toko_<kode>"."pre_order"."harga_penjualan"::bigint as harga_penjualan, "toko_<kode>"."pre_order"."status" as status
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."tanggal" between $1 and $2 and "toko_<kode>"."pre_order"."status" <> 'BATAL' and "toko_<kode>"."pre_order"."status" = $3 and "toko_<kode>"."pre_order"."nama_customer" ilike $4 and "toko_<kode>"."pre_order"."no_rekening" ilike $5 and exists (select 1 from "toko_<kode>"."pre_order_barang" where "toko_<kode>"."pre_order_barang"."no_po" = "toko_<kode>"."pre_order"."no_po" and "toko_<kode>"."pre_order_barang"."deskripsi" ilike $6) and "toko_<kode>"."pre_order"."berat_estimasi" = $7 and "toko_<kode>"."pre_order"."harga_estimasi" = $8 and "toko_<kode>"."pre_order"."qty_kirim" < "toko_<kode>"."pre_order"."qty_estimasi"
order by "toko_<kode>"."pre_order"."tanggal", "toko_<kode>"."pre_order"."id"
limit 100000;
select "toko_<kode>"."pre_order"."tanggal"::text as tgl_system, "toko_<kode>"."pre_order"."tgl_selesai"::text as tgl_selesai, "toko_<kode>"."pre_order"."no_po" as no_po, "toko_<kode>"."pre_order"."no_order" as no_order, "toko_<kode>"."pre_order"."nama_customer" as nama_customer, "toko_<kode>"."pre_order"."no_rekening" as no_rekening, upper(coalesce((select string_agg("toko_<kode>"."pre_order_barang"."deskripsi", ', ' order by "toko_<kode>"."pre_order_barang"."id") from "toko_<kode>"."pre_order_barang" where "toko_<kode>"."pre_order_barang"."no_po" = "toko_<kode>"."pre_order"."no_po"), '')) as deskripsi, (select json_agg(json_build_object('deskripsi', "toko_<kode>"."pre_order_barang"."deskripsi", 'kode_barcode', "toko_<kode>"."pre_order_barang"."kode_barcode", 'berat', "toko_<kode>"."pre_order_barang"."berat"::text) order by "toko_<kode>"."pre_order_barang"."id") from "toko_<kode>"."pre_order_barang" where "toko_<kode>"."pre_order_barang"."no_po" = "toko_<kode>"."pre_order"."no_po") as barang, "toko_<kode>"."pre_order"."qty_estimasi" as qty_estimasi, "toko_<kode>"."pre_order"."qty_kirim" as qty_kirim, "toko_<kode>"."pre_order"."qty_input" as qty_input, "toko_<kode>"."pre_order"."berat_estimasi"::text as berat_estimasi, "toko_<kode>"."pre_order"."berat_input"::text as berat_input, "toko_<kode>"."pre_order"."harga_total"::bigint as harga_total, "toko_<kode>"."pre_order"."dibayar_rp"::bigint as dibayar_rp, "toko_<kode>"."pre_order"."harga_penjualan"::bigint as harga_penjualan, "toko_<kode>"."pre_order"."status" as status
from "toko_<kode>"."pre_order"
where "toko_<kode>"."pre_order"."tanggal" between $1 and $2 and "toko_<kode>"."pre_order"."status" <> 'BATAL'
order by "toko_<kode>"."pre_order"."tanggal", "toko_<kode>"."pre_order"."id"
limit 100000;

-- poClosingRows
select "toko_<kode>"."pre_order_closing"."tanggal"::text as tgl_system, "toko_<kode>"."pre_order_closing"."no_po" as no_po, "toko_<kode>"."pre_order_closing"."status_kirim" as status_kirim, "toko_<kode>"."pre_order_closing"."no_resi" as no_resi, "toko_<kode>"."pre_order_closing"."qty" as qty
from "toko_<kode>"."pre_order_closing"
where "toko_<kode>"."pre_order_closing"."tanggal" between $1 and $2
order by "toko_<kode>"."pre_order_closing"."tanggal", "toko_<kode>"."pre_order_closing"."id"
limit 100000;
