-- The SQL of kirim-barang.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertKirim
insert into "toko_<kode>"."kirim_barang" ("no_kirim", "kode_toko_tujuan", "nama_toko_tujuan", "tanggal", "status", "keterangan", "input_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8);

-- insertKirimDetails
insert into "toko_<kode>"."kirim_barang_detail" ("no_kirim", "kode_barcode", "barang", "status", "updated_at")
values ($1, $2, $3, default, default);

-- lockKirim
select "no_kirim", "kode_toko_tujuan", "nama_toko_tujuan", "tanggal", "status", "keterangan", "input_by", "created_at"
from "toko_<kode>"."kirim_barang"
where "toko_<kode>"."kirim_barang"."no_kirim" = $1
for update;

-- lockKirimDetails
select "no_kirim", "kode_barcode", "barang", "status", "updated_at"
from "toko_<kode>"."kirim_barang_detail"
where ("toko_<kode>"."kirim_barang_detail"."no_kirim" = $1 and "toko_<kode>"."kirim_barang_detail"."kode_barcode" in ($2))
order by "toko_<kode>"."kirim_barang_detail"."kode_barcode" asc
for update;

-- setKirimDetailStatus
update "toko_<kode>"."kirim_barang_detail"
set "status" = $1, "updated_at" = $2
where ("toko_<kode>"."kirim_barang_detail"."no_kirim" = $3 and "toko_<kode>"."kirim_barang_detail"."kode_barcode" in ($4));

-- releaseTags
update "toko_<kode>"."barang"
set "tag_id" = $1
where "toko_<kode>"."barang"."kode_barcode" in ($2);

-- countKirimTransit
select count(*)::int
from "toko_<kode>"."kirim_barang_detail"
where ("toko_<kode>"."kirim_barang_detail"."no_kirim" = $1 and "toko_<kode>"."kirim_barang_detail"."status" = $2);

-- setKirimStatus
update "toko_<kode>"."kirim_barang"
set "status" = $1
where ("toko_<kode>"."kirim_barang"."no_kirim" = $2 and "toko_<kode>"."kirim_barang"."status" = $3);
update "toko_<kode>"."kirim_barang"
set "status" = $1
where "toko_<kode>"."kirim_barang"."no_kirim" = $2;

-- kirimInPeriod
select "no_kirim", "kode_toko_tujuan", "nama_toko_tujuan", "tanggal", "status", "keterangan", "input_by", "created_at"
from "toko_<kode>"."kirim_barang"
where "toko_<kode>"."kirim_barang"."tanggal" between $1 and $2
order by "toko_<kode>"."kirim_barang"."tanggal" desc, "toko_<kode>"."kirim_barang"."no_kirim" desc;

-- findKirim
select "no_kirim", "kode_toko_tujuan", "nama_toko_tujuan", "tanggal", "status", "keterangan", "input_by", "created_at"
from "toko_<kode>"."kirim_barang"
where "toko_<kode>"."kirim_barang"."no_kirim" = $1;

-- kirimDetailsOf
select "no_kirim", "kode_barcode", "barang", "status", "updated_at"
from "toko_<kode>"."kirim_barang_detail"
where "toko_<kode>"."kirim_barang_detail"."no_kirim" in ($1)
order by "toko_<kode>"."kirim_barang_detail"."no_kirim" asc, "toko_<kode>"."kirim_barang_detail"."kode_barcode" asc;

-- outgoingTransit
select "toko_<kode>"."kirim_barang"."no_kirim", "toko_<kode>"."kirim_barang"."kode_toko_tujuan", "toko_<kode>"."kirim_barang"."nama_toko_tujuan", "toko_<kode>"."kirim_barang"."tanggal", "toko_<kode>"."kirim_barang"."status", "toko_<kode>"."kirim_barang"."keterangan", "toko_<kode>"."kirim_barang"."input_by", "toko_<kode>"."kirim_barang"."created_at", "toko_<kode>"."kirim_barang_detail"."no_kirim", "toko_<kode>"."kirim_barang_detail"."kode_barcode", "toko_<kode>"."kirim_barang_detail"."barang", "toko_<kode>"."kirim_barang_detail"."status", "toko_<kode>"."kirim_barang_detail"."updated_at"
from "toko_<kode>"."kirim_barang_detail"
inner
join "toko_<kode>"."kirim_barang" on "toko_<kode>"."kirim_barang"."no_kirim" = "toko_<kode>"."kirim_barang_detail"."no_kirim"
where ("toko_<kode>"."kirim_barang"."status" = $1 and "toko_<kode>"."kirim_barang_detail"."status" = $2)
order by "toko_<kode>"."kirim_barang_detail"."no_kirim" asc, "toko_<kode>"."kirim_barang_detail"."kode_barcode" asc;

-- insertTerimaOnce
insert into "toko_<kode>"."terima_barang" ("kode_toko_asal", "no_kirim", "tanggal_kirim", "keterangan", "kirim_by", "status", "received_at")
values ($1, $2, $3, $4, $5, default, default)
on conflict do nothing
returning "no_kirim";
insert into "toko_<kode>"."terima_barang_detail" ("kode_toko_asal", "no_kirim", "kode_barcode", "barang", "status", "kode_barcode_baru", "tanggal_terima", "terima_by")
values ($1, $2, $3, $4, $5, $6, $7, $8);

-- lockTerima
select "kode_toko_asal", "no_kirim", "tanggal_kirim", "keterangan", "kirim_by", "status", "received_at"
from "toko_<kode>"."terima_barang"
where ("toko_<kode>"."terima_barang"."kode_toko_asal" = $1 and "toko_<kode>"."terima_barang"."no_kirim" = $2)
for update;

-- terimaDetailsOf
select "kode_toko_asal", "no_kirim", "kode_barcode", "barang", "status", "kode_barcode_baru", "tanggal_terima", "terima_by"
from "toko_<kode>"."terima_barang_detail"
where ("toko_<kode>"."terima_barang_detail"."kode_toko_asal" = $1 and "toko_<kode>"."terima_barang_detail"."no_kirim" = $2)
order by "toko_<kode>"."terima_barang_detail"."kode_barcode" asc;

-- decideTerimaDetails
update "toko_<kode>"."terima_barang_detail"
set status = x.status, kode_barcode_baru = x.kode_barcode_baru, tanggal_terima = $1::date, terima_by = $2
from jsonb_to_recordset($3::jsonb) as x(kode_barcode text, status text, kode_barcode_baru text)
where "toko_<kode>"."terima_barang_detail"."kode_toko_asal" = $4 and "toko_<kode>"."terima_barang_detail"."no_kirim" = $5 and "toko_<kode>"."terima_barang_detail"."kode_barcode" = x.kode_barcode;

-- setTerimaStatus
update "toko_<kode>"."terima_barang"
set "status" = $1
where ("toko_<kode>"."terima_barang"."kode_toko_asal" = $2 and "toko_<kode>"."terima_barang"."no_kirim" = $3);

-- terimaHeaders
select "kode_toko_asal", "no_kirim", "tanggal_kirim", "keterangan", "kirim_by", "status", "received_at"
from "toko_<kode>"."terima_barang"
where "toko_<kode>"."terima_barang"."status" = $1
order by "toko_<kode>"."terima_barang"."received_at" desc
limit $2;

-- incomingTransit
select "toko_<kode>"."terima_barang"."kode_toko_asal", "toko_<kode>"."terima_barang"."no_kirim", "toko_<kode>"."terima_barang"."tanggal_kirim", "toko_<kode>"."terima_barang"."keterangan", "toko_<kode>"."terima_barang"."kirim_by", "toko_<kode>"."terima_barang"."status", "toko_<kode>"."terima_barang"."received_at", "toko_<kode>"."terima_barang_detail"."kode_toko_asal", "toko_<kode>"."terima_barang_detail"."no_kirim", "toko_<kode>"."terima_barang_detail"."kode_barcode", "toko_<kode>"."terima_barang_detail"."barang", "toko_<kode>"."terima_barang_detail"."status", "toko_<kode>"."terima_barang_detail"."kode_barcode_baru", "toko_<kode>"."terima_barang_detail"."tanggal_terima", "toko_<kode>"."terima_barang_detail"."terima_by"
from "toko_<kode>"."terima_barang_detail"
inner
join "toko_<kode>"."terima_barang" on ("toko_<kode>"."terima_barang"."kode_toko_asal" = "toko_<kode>"."terima_barang_detail"."kode_toko_asal" and "toko_<kode>"."terima_barang"."no_kirim" = "toko_<kode>"."terima_barang_detail"."no_kirim")
where ("toko_<kode>"."terima_barang"."status" = $1 and "toko_<kode>"."terima_barang_detail"."status" = $2)
order by "toko_<kode>"."terima_barang_detail"."no_kirim" asc, "toko_<kode>"."terima_barang_detail"."kode_barcode" asc;

-- insertOutbox
insert into "toko_<kode>"."shop_outbox" ("id", "kode_toko", "path", "body", "ref", "attempts", "next_at", "last_error", "created_at", "done_at")
values (default, $1, $2, $3, $4, default, default, default, default, default);

-- claimDueOutbox
update "toko_<kode>"."shop_outbox"
set next_at = now() + $1::interval, attempts = attempts + 1
where id in ( select id from "toko_<kode>"."shop_outbox" where done_at is null and next_at <= now() order by id limit $2 for update skip locked)
returning id, kode_toko, path, body, ref, attempts;

-- releaseDueOutbox
update "toko_<kode>"."shop_outbox"
set "attempts" = "toko_<kode>"."shop_outbox"."attempts" - 1, "next_at" = now()
where ("toko_<kode>"."shop_outbox"."id" = $1 and "toko_<kode>"."shop_outbox"."attempts" = $2 and "toko_<kode>"."shop_outbox"."done_at" is null);

-- markOutboxDone
update "toko_<kode>"."shop_outbox"
set "last_error" = $1, "done_at" = $2
where "toko_<kode>"."shop_outbox"."id" = $3;

-- markOutboxFailed
update "toko_<kode>"."shop_outbox"
set "next_at" = $1, "last_error" = $2
where "toko_<kode>"."shop_outbox"."id" = $3;

-- pendingOutbox
select "id", "kode_toko", "path", "body", "ref", "attempts", "next_at", "last_error", "created_at", "done_at"
from "toko_<kode>"."shop_outbox"
where "toko_<kode>"."shop_outbox"."done_at" is null
order by "toko_<kode>"."shop_outbox"."id" asc;

-- kirimBarangReportPage
select *
from ( select "toko_<kode>"."kirim_barang"."tanggal" as tanggal, "toko_<kode>"."kirim_barang"."no_kirim" as no_kirim, 'KIRIM' as arah, $1::text as kode_toko_asal, "toko_<kode>"."kirim_barang"."kode_toko_tujuan" as kode_toko_tujuan, "toko_<kode>"."kirim_barang_detail"."kode_barcode" as kode_barcode, "toko_<kode>"."kirim_barang_detail"."barang"->>'nama_barang' as nama_barang, "toko_<kode>"."kirim_barang_detail"."barang"->>'kode_group' as kode_group, "toko_<kode>"."kirim_barang_detail"."barang"->>'kadar_cetak' as kadar_cetak, ("toko_<kode>"."kirim_barang_detail"."barang"->>'berat')::numeric as berat, "toko_<kode>"."kirim_barang_detail"."status" as status, null::text as kode_barcode_baru from "toko_<kode>"."kirim_barang_detail" join "toko_<kode>"."kirim_barang" on "toko_<kode>"."kirim_barang"."no_kirim" = "toko_<kode>"."kirim_barang_detail"."no_kirim" where "toko_<kode>"."kirim_barang"."tanggal" between $2::date and $3::date union all select "toko_<kode>"."terima_barang"."tanggal_kirim", "toko_<kode>"."terima_barang"."no_kirim", 'TERIMA', "toko_<kode>"."terima_barang"."kode_toko_asal", $4::text, "toko_<kode>"."terima_barang_detail"."kode_barcode", "toko_<kode>"."terima_barang_detail"."barang"->>'nama_barang', "toko_<kode>"."terima_barang_detail"."barang"->>'kode_group', "toko_<kode>"."terima_barang_detail"."barang"->>'kadar_cetak', ("toko_<kode>"."terima_barang_detail"."barang"->>'berat')::numeric, "toko_<kode>"."terima_barang_detail"."status", "toko_<kode>"."terima_barang_detail"."kode_barcode_baru" from "toko_<kode>"."terima_barang_detail" join "toko_<kode>"."terima_barang" on "toko_<kode>"."terima_barang"."kode_toko_asal" = "toko_<kode>"."terima_barang_detail"."kode_toko_asal" and "toko_<kode>"."terima_barang"."no_kirim" = "toko_<kode>"."terima_barang_detail"."no_kirim" where "toko_<kode>"."terima_barang"."tanggal_kirim" between $5::date and $6::date ) x
where ($7 = $8 or arah = $9) and ($10 = $11 or status = $12) and (tanggal, no_kirim, arah, kode_barcode) > ($13::date, $14, $15, $16)
order by tanggal, no_kirim, arah, kode_barcode
limit $17;
select *
from ( select "toko_<kode>"."kirim_barang"."tanggal" as tanggal, "toko_<kode>"."kirim_barang"."no_kirim" as no_kirim, 'KIRIM' as arah, $1::text as kode_toko_asal, "toko_<kode>"."kirim_barang"."kode_toko_tujuan" as kode_toko_tujuan, "toko_<kode>"."kirim_barang_detail"."kode_barcode" as kode_barcode, "toko_<kode>"."kirim_barang_detail"."barang"->>'nama_barang' as nama_barang, "toko_<kode>"."kirim_barang_detail"."barang"->>'kode_group' as kode_group, "toko_<kode>"."kirim_barang_detail"."barang"->>'kadar_cetak' as kadar_cetak, ("toko_<kode>"."kirim_barang_detail"."barang"->>'berat')::numeric as berat, "toko_<kode>"."kirim_barang_detail"."status" as status, null::text as kode_barcode_baru from "toko_<kode>"."kirim_barang_detail" join "toko_<kode>"."kirim_barang" on "toko_<kode>"."kirim_barang"."no_kirim" = "toko_<kode>"."kirim_barang_detail"."no_kirim" where "toko_<kode>"."kirim_barang"."tanggal" between $2::date and $3::date union all select "toko_<kode>"."terima_barang"."tanggal_kirim", "toko_<kode>"."terima_barang"."no_kirim", 'TERIMA', "toko_<kode>"."terima_barang"."kode_toko_asal", $4::text, "toko_<kode>"."terima_barang_detail"."kode_barcode", "toko_<kode>"."terima_barang_detail"."barang"->>'nama_barang', "toko_<kode>"."terima_barang_detail"."barang"->>'kode_group', "toko_<kode>"."terima_barang_detail"."barang"->>'kadar_cetak', ("toko_<kode>"."terima_barang_detail"."barang"->>'berat')::numeric, "toko_<kode>"."terima_barang_detail"."status", "toko_<kode>"."terima_barang_detail"."kode_barcode_baru" from "toko_<kode>"."terima_barang_detail" join "toko_<kode>"."terima_barang" on "toko_<kode>"."terima_barang"."kode_toko_asal" = "toko_<kode>"."terima_barang_detail"."kode_toko_asal" and "toko_<kode>"."terima_barang"."no_kirim" = "toko_<kode>"."terima_barang_detail"."no_kirim" where "toko_<kode>"."terima_barang"."tanggal_kirim" between $5::date and $6::date ) x
where ($7 = $8 or arah = $9) and ($10 = $11 or status = $12)
order by tanggal, no_kirim, arah, kode_barcode
limit $13;
