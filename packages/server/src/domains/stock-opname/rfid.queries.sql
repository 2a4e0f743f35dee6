-- The SQL of rfid.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- findRfidSessionRow
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."rfid_session"
where "toko_<kode>"."rfid_session"."id" = $1
for update;
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."rfid_session"
where "toko_<kode>"."rfid_session"."id" = $1;

-- expectedItems
select "tag_id", "kode_barcode", "nama_barang", "kode_gudang", "kode_baki", "berat"::float8
from "toko_<kode>"."rfid_expected"
where "toko_<kode>"."rfid_expected"."session_id" = $1;

-- readTags
select "tag_id"
from "toko_<kode>"."rfid_read"
where "toko_<kode>"."rfid_read"."session_id" = $1;

-- unexpectedTaggedItems
select "toko_<kode>"."barang"."tag_id" as tag_id, "toko_<kode>"."barang"."kode_barcode" as kode_barcode, "toko_<kode>"."barang"."nama_barang" as nama_barang, "toko_<kode>"."barang"."kode_gudang" as kode_gudang, "toko_<kode>"."barang"."kode_baki" as kode_baki, "toko_<kode>"."barang"."status" as status, "toko_<kode>"."barang"."berat"::float8 as berat
from "toko_<kode>"."rfid_read"
join "toko_<kode>"."barang" on "toko_<kode>"."barang"."tag_id" = "toko_<kode>"."rfid_read"."tag_id"
where "toko_<kode>"."rfid_read"."session_id" = $1 and not exists (select 1 from "toko_<kode>"."rfid_expected" where "toko_<kode>"."rfid_expected"."session_id" = $2 and "toko_<kode>"."rfid_expected"."tag_id" = "toko_<kode>"."rfid_read"."tag_id");

-- hasilOrder
array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], $1);

-- storedResultRows
select "hasil", "tag_id", "kode_barcode", "nama_barang", "kode_gudang", "kode_baki", "status", "berat"
from "toko_<kode>"."rfid_result"
where "toko_<kode>"."rfid_result"."session_id" = $1
order by array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], "toko_<kode>"."rfid_result"."hasil"), "toko_<kode>"."rfid_result"."tag_id" asc;
select "hasil", "tag_id", "kode_barcode", "nama_barang", "kode_gudang", "kode_baki", "status", "berat"
from "toko_<kode>"."rfid_result"
where ("toko_<kode>"."rfid_result"."session_id" = $1 and "toko_<kode>"."rfid_result"."hasil" <> $2)
order by array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], "toko_<kode>"."rfid_result"."hasil"), "toko_<kode>"."rfid_result"."tag_id" asc;

-- openRfidSessionAt
select "id"
from "toko_<kode>"."rfid_session"
where ("toko_<kode>"."rfid_session"."kode_gudang" = $1 and "toko_<kode>"."rfid_session"."kode_baki" = $2 and "toko_<kode>"."rfid_session"."status" = $3);

-- untaggedCount
select count(*)::int
from "toko_<kode>"."barang"
where (("toko_<kode>"."barang"."status" = $1 and "toko_<kode>"."barang"."kode_gudang" = $2 and "toko_<kode>"."barang"."kode_baki" = $3) and "toko_<kode>"."barang"."tag_id" is null);

-- insertRfidSession
insert into "toko_<kode>"."rfid_session" ("id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at")
values (default, $1, $2, $3, default, $4, default, $5, default, default, default)
returning "id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at";

-- insertExpectedTagged
insert into "toko_<kode>"."rfid_expected" (session_id, tag_id, kode_barcode, nama_barang, kode_gudang, kode_baki, berat) select $1, "toko_<kode>"."barang"."tag_id", "toko_<kode>"."barang"."kode_barcode", "toko_<kode>"."barang"."nama_barang", "toko_<kode>"."barang"."kode_gudang", "toko_<kode>"."barang"."kode_baki", "toko_<kode>"."barang"."berat"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $2 and "toko_<kode>"."barang"."kode_gudang" = $3 and "toko_<kode>"."barang"."kode_baki" = $4) and "toko_<kode>"."barang"."tag_id" is not null;

-- insertReads
insert into "toko_<kode>"."rfid_read" (session_id, tag_id, read_by) select $1, t, $2
from (select distinct t from jsonb_array_elements_text($3::jsonb) as u(t) order by t) x
on conflict (session_id, tag_id) do nothing
returning tag_id;

-- countReads
select count(*)::int
from "toko_<kode>"."rfid_read"
where "toko_<kode>"."rfid_read"."session_id" = $1;

-- insertResultRows
insert into "toko_<kode>"."rfid_result" (session_id, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat) select $1, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat
from jsonb_to_recordset($2::jsonb) as r(tag_id text, hasil text, kode_barcode text, nama_barang text, kode_gudang text, kode_baki text, status text, berat numeric);

-- finishRfidSession
update "toko_<kode>"."rfid_session"
set "status" = $1, "hasil" = $2, "finished_by" = $3, "finished_at" = $4
where "toko_<kode>"."rfid_session"."id" = $5
returning "id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at";

-- openRfidSessions
select "id", "tanggal", "kode_gudang", "kode_baki", "status", "tanpa_tag", "hasil", "created_by", "created_at", "finished_by", "finished_at"
from "toko_<kode>"."rfid_session"
where "toko_<kode>"."rfid_session"."status" = $1
order by "toko_<kode>"."rfid_session"."id" desc;

-- rfidReportPage
select s.id as no_sesi, s.tanggal::text as tanggal, case when s.kode_baki = '' then s.kode_gudang else s.kode_gudang || ' / ' || s.kode_baki end as lokasi_sesi, (s.hasil->>'found')::int as found, (s.hasil->>'missing')::int as missing, (s.hasil->>'unknown')::int as unknown, (s.hasil->>'elsewhere')::int as elsewhere, array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], x.hasil) as ord, case x.hasil when 'FOUND' then 'DITEMUKAN' when 'MISSING' then 'TIDAK TERBACA' when 'UNKNOWN' then 'TIDAK DIKENAL' when 'ELSEWHERE' then 'BEDA LOKASI' end as hasil, x.tag_id, x.kode_barcode, x.nama_barang, case when x.kode_gudang = '' then '' when x.kode_baki = '' then x.kode_gudang else x.kode_gudang || ' / ' || x.kode_baki end as lokasi, x.status, x.berat::float8 as berat
from "toko_<kode>"."rfid_result" x
join "toko_<kode>"."rfid_session" s on s.id = x.session_id
where s.status = 'SELESAI' and s.tanggal between $1::date and $2::date and ($3 = $4 or x.hasil = $5) and (s.id, array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], x.hasil), x.tag_id) > ($6, $7, $8)
order by s.id, ord, x.tag_id
limit $9;
select s.id as no_sesi, s.tanggal::text as tanggal, case when s.kode_baki = '' then s.kode_gudang else s.kode_gudang || ' / ' || s.kode_baki end as lokasi_sesi, (s.hasil->>'found')::int as found, (s.hasil->>'missing')::int as missing, (s.hasil->>'unknown')::int as unknown, (s.hasil->>'elsewhere')::int as elsewhere, array_position(array['FOUND','MISSING','UNKNOWN','ELSEWHERE']::text[], x.hasil) as ord, case x.hasil when 'FOUND' then 'DITEMUKAN' when 'MISSING' then 'TIDAK TERBACA' when 'UNKNOWN' then 'TIDAK DIKENAL' when 'ELSEWHERE' then 'BEDA LOKASI' end as hasil, x.tag_id, x.kode_barcode, x.nama_barang, case when x.kode_gudang = '' then '' when x.kode_baki = '' then x.kode_gudang else x.kode_gudang || ' / ' || x.kode_baki end as lokasi, x.status, x.berat::float8 as berat
from "toko_<kode>"."rfid_result" x
join "toko_<kode>"."rfid_session" s on s.id = x.session_id
where s.status = 'SELESAI' and s.tanggal between $1::date and $2::date and ($3 = $4 or x.hasil = $5)
order by s.id, ord, x.tag_id
limit $6;
