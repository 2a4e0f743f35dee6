-- The SQL of external.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- readyAddedBetween
select "kode_barcode", "kode_intern", "nama_barang", "kode_group", "kode_dept", "kode_gudang", "kode_baki", "kadar", "kadar_cetak", "kadar_modal", "berat", "berat_asli", "berat_plastik", "nama_atribut", "berat_atribut", "harga_atribut", "ongkos", "profit", "harga_modal", "markis", "size", "keterangan", "supplier_barang", "tag_id", "foto", "data_berlian", "ongkos_berlian", "total_usd", "curr", "kurs", "total_harga", "status", "kondisi", "tgl_input", "no_tambah", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $1 and "toko_<kode>"."barang"."tgl_input" between $2 and $3)
order by "toko_<kode>"."barang"."kode_barcode" asc
limit $4;

-- takeForRegistration
insert into "toko_<kode>"."barang_external" ("kode_barcode", "status_external", "id_ext", "outbox_id", "sold_at", "sold_by", "created_at", "updated_at")
values ($1, default, default, default, default, default, default, default)
on conflict do nothing
returning "kode_barcode";
update "toko_<kode>"."barang_external"
set "status_external" = $1, "updated_at" = now()
where ("toko_<kode>"."barang_external"."kode_barcode" in ($2) and "toko_<kode>"."barang_external"."status_external" = $3)
returning "kode_barcode";

-- setOutboxId
update "toko_<kode>"."barang_external"
set "outbox_id" = $1
where "toko_<kode>"."barang_external"."kode_barcode" = $2;

-- settleRegistration
update "toko_<kode>"."barang_external"
set "status_external" = $1, "id_ext" = $2, "updated_at" = now()
where ("toko_<kode>"."barang_external"."kode_barcode" = $3 and "toko_<kode>"."barang_external"."status_external" <> $4);
update "toko_<kode>"."barang_external"
set "status_external" = $1, "updated_at" = now()
where ("toko_<kode>"."barang_external"."kode_barcode" = $2 and "toko_<kode>"."barang_external"."status_external" <> $3);

-- registeredAddedBetween
select "toko_<kode>"."barang"."kode_barcode", "toko_<kode>"."barang"."nama_barang", "toko_<kode>"."barang"."berat", "toko_<kode>"."barang_external"."status_external", "toko_<kode>"."barang_external"."id_ext", coalesce("toko_<kode>"."outbox"."attempts", 0)::int, "toko_<kode>"."outbox"."last_error", coalesce(("toko_<kode>"."outbox"."payload" ->> 'harga_jual')::bigint, 0)::bigint
from "toko_<kode>"."barang_external"
inner
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."barang_external"."kode_barcode"
left
join "toko_<kode>"."outbox" on "toko_<kode>"."outbox"."id" = "toko_<kode>"."barang_external"."outbox_id"
where "toko_<kode>"."barang"."tgl_input" between $1 and $2
order by "toko_<kode>"."barang"."kode_barcode" asc;

-- registeredByIdExt
select "toko_<kode>"."barang"."kode_barcode", "toko_<kode>"."barang"."nama_barang", "toko_<kode>"."barang"."berat", "toko_<kode>"."barang_external"."status_external", "toko_<kode>"."barang_external"."id_ext", coalesce("toko_<kode>"."outbox"."attempts", 0)::int, "toko_<kode>"."outbox"."last_error", coalesce(("toko_<kode>"."outbox"."payload" ->> 'harga_jual')::bigint, 0)::bigint
from "toko_<kode>"."barang_external"
inner
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."barang_external"."kode_barcode"
left
join "toko_<kode>"."outbox" on "toko_<kode>"."outbox"."id" = "toko_<kode>"."barang_external"."outbox_id"
where "toko_<kode>"."barang_external"."id_ext" in ($1)
order by "toko_<kode>"."barang"."kode_barcode" asc;

-- lockByIdExt
select "kode_barcode", "status_external", "id_ext", "outbox_id", "sold_at", "sold_by", "created_at", "updated_at"
from "toko_<kode>"."barang_external"
where "toko_<kode>"."barang_external"."id_ext" in ($1)
order by "toko_<kode>"."barang_external"."kode_barcode" asc
for update;

-- markRegistrationsSold
update "toko_<kode>"."barang_external"
set "status_external" = $1, "sold_at" = now(), "sold_by" = $2, "updated_at" = now()
where "toko_<kode>"."barang_external"."kode_barcode" in ($3);

-- insertNewMembers
insert into "toko_<kode>"."member" ("kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
on conflict do nothing
returning "kode_member";

-- onlineItemsReportPage
select ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date::text as tanggal, "toko_<kode>"."barang_external"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."barang"."kode_group" as kode_group, "toko_<kode>"."barang"."kadar_cetak" as kadar_cetak, "toko_<kode>"."barang"."berat"::float8 as berat, "toko_<kode>"."barang_external"."status_external" as status_external, "toko_<kode>"."barang_external"."id_ext" as id_ext, ("toko_<kode>"."barang_external"."sold_at" at time zone 'Asia/Jakarta')::date::text as tgl_terjual
from "toko_<kode>"."barang_external"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."barang_external"."kode_barcode"
where ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date between $1::date and $2::date and ($3 = $4 or "toko_<kode>"."barang_external"."status_external" = $5) and (("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date, "toko_<kode>"."barang_external"."kode_barcode") > ($6::date, $7)
order by ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date, "toko_<kode>"."barang_external"."kode_barcode"
limit $8;
select ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date::text as tanggal, "toko_<kode>"."barang_external"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."barang"."kode_group" as kode_group, "toko_<kode>"."barang"."kadar_cetak" as kadar_cetak, "toko_<kode>"."barang"."berat"::float8 as berat, "toko_<kode>"."barang_external"."status_external" as status_external, "toko_<kode>"."barang_external"."id_ext" as id_ext, ("toko_<kode>"."barang_external"."sold_at" at time zone 'Asia/Jakarta')::date::text as tgl_terjual
from "toko_<kode>"."barang_external"
left
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."kode_barcode" = "toko_<kode>"."barang_external"."kode_barcode"
where ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date between $1::date and $2::date and ($3 = $4 or "toko_<kode>"."barang_external"."status_external" = $5)
order by ("toko_<kode>"."barang_external"."created_at" at time zone 'Asia/Jakarta')::date, "toko_<kode>"."barang_external"."kode_barcode"
limit $6;
