-- The SQL of member.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: memberUsesGroup

-- findMember
select "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at"
from "toko_<kode>"."member"
where "toko_<kode>"."member"."kode_member" = $1
limit $2
for update;
select "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at"
from "toko_<kode>"."member"
where "toko_<kode>"."member"."kode_member" = $1
limit $2;

-- findMemberByNik
select "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at"
from "toko_<kode>"."member"
where "toko_<kode>"."member"."nik" = $1
limit $2;

-- pageMembers
select "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at"
from "toko_<kode>"."member"
where ("toko_<kode>"."member"."kode_member" ilike $1 or "toko_<kode>"."member"."nama_customer" ilike $2 or "toko_<kode>"."member"."no_hp" ilike $3)
order by "toko_<kode>"."member"."kode_member" asc
limit $4
offset $5;
select count(*)
from "toko_<kode>"."member"
where ("toko_<kode>"."member"."kode_member" ilike $1 or "toko_<kode>"."member"."nama_customer" ilike $2 or "toko_<kode>"."member"."no_hp" ilike $3);
select "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at"
from "toko_<kode>"."member"
order by "toko_<kode>"."member"."kode_member" asc
limit $1
offset $2;
select count(*)
from "toko_<kode>"."member";

-- insertMember
insert into "toko_<kode>"."member" ("kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
on conflict do nothing
returning "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at";

-- updateMember
update "toko_<kode>"."member"
set "kode_member" = $1, "nama_customer" = $2, "alamat_customer" = $3, "kelurahan" = $4, "kecamatan" = $5, "kota" = $6, "no_hp" = $7, "nik" = $8, "tgl_lahir" = $9, "tgl_daftar" = $10, "kode_cabang_daftar" = $11, "point" = $12, "status" = $13, "input_by" = $14, "input_date" = $15, "updated_by" = $16, "updated_at" = $17
where "toko_<kode>"."member"."kode_member" = $18
returning "kode_member", "nama_customer", "alamat_customer", "kelurahan", "kecamatan", "kota", "no_hp", "nik", "tgl_lahir", "tgl_daftar", "kode_cabang_daftar", "point", "status", "input_by", "input_date", "updated_by", "updated_at";

-- setMemberPoint
update "toko_<kode>"."member"
set "point" = $1
where "toko_<kode>"."member"."kode_member" = $2;

-- nextNumber
insert into "toko_<kode>"."member_numbers" ("key", "last")
values ($1, $2)
on conflict ("key") do update
set "last" = "toko_<kode>"."member_numbers"."last" + 1
returning "last";

-- insertPoin
insert into "toko_<kode>"."member_poin" ("id", "tanggal", "kode_member", "jenis", "no_ref", "deskripsi", "total_rp", "poin_in", "poin_out", "saldo", "input_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "id", "tanggal", "kode_member", "jenis", "no_ref", "deskripsi", "total_rp", "poin_in", "poin_out", "saldo", "input_by", "created_at";

-- poinByRef
select "id", "tanggal", "kode_member", "jenis", "no_ref", "deskripsi", "total_rp", "poin_in", "poin_out", "saldo", "input_by", "created_at"
from "toko_<kode>"."member_poin"
where ("toko_<kode>"."member_poin"."jenis" = $1 and "toko_<kode>"."member_poin"."no_ref" = $2)
order by "toko_<kode>"."member_poin"."id" asc;

-- ledgerBalance
select coalesce(sum("poin_in" - "poin_out"), 0)
from "toko_<kode>"."member_poin"
where "toko_<kode>"."member_poin"."kode_member" = $1;

-- pageMemberPoin
select "toko_<kode>"."member_poin"."id", "toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."kode_member", "toko_<kode>"."member_poin"."jenis", "toko_<kode>"."member_poin"."no_ref", "toko_<kode>"."member_poin"."deskripsi", "toko_<kode>"."member_poin"."total_rp", "toko_<kode>"."member_poin"."poin_in", "toko_<kode>"."member_poin"."poin_out", "toko_<kode>"."member_poin"."saldo", "toko_<kode>"."member_poin"."input_by", "toko_<kode>"."member_poin"."created_at", coalesce("toko_<kode>"."member"."nama_customer", '')
from "toko_<kode>"."member_poin"
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = "toko_<kode>"."member_poin"."kode_member"
where "toko_<kode>"."member_poin"."kode_member" = $1
order by "toko_<kode>"."member_poin"."id" desc
limit $2
offset $3;
select count(*)
from "toko_<kode>"."member_poin"
where "toko_<kode>"."member_poin"."kode_member" = $1;

-- pageTransaksiPoin
select "toko_<kode>"."member_poin"."id", "toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."kode_member", "toko_<kode>"."member_poin"."jenis", "toko_<kode>"."member_poin"."no_ref", "toko_<kode>"."member_poin"."deskripsi", "toko_<kode>"."member_poin"."total_rp", "toko_<kode>"."member_poin"."poin_in", "toko_<kode>"."member_poin"."poin_out", "toko_<kode>"."member_poin"."saldo", "toko_<kode>"."member_poin"."input_by", "toko_<kode>"."member_poin"."created_at", coalesce("toko_<kode>"."member"."nama_customer", '')
from "toko_<kode>"."member_poin"
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = "toko_<kode>"."member_poin"."kode_member"
where ("toko_<kode>"."member_poin"."tanggal" between $1 and $2 and "toko_<kode>"."member_poin"."kode_member" = $3 and "toko_<kode>"."member_poin"."jenis" = $4)
order by "toko_<kode>"."member_poin"."id" desc
limit $5
offset $6;
select count(*)
from "toko_<kode>"."member_poin"
where ("toko_<kode>"."member_poin"."tanggal" between $1 and $2 and "toko_<kode>"."member_poin"."kode_member" = $3 and "toko_<kode>"."member_poin"."jenis" = $4);
select "toko_<kode>"."member_poin"."id", "toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."kode_member", "toko_<kode>"."member_poin"."jenis", "toko_<kode>"."member_poin"."no_ref", "toko_<kode>"."member_poin"."deskripsi", "toko_<kode>"."member_poin"."total_rp", "toko_<kode>"."member_poin"."poin_in", "toko_<kode>"."member_poin"."poin_out", "toko_<kode>"."member_poin"."saldo", "toko_<kode>"."member_poin"."input_by", "toko_<kode>"."member_poin"."created_at", coalesce("toko_<kode>"."member"."nama_customer", '')
from "toko_<kode>"."member_poin"
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = "toko_<kode>"."member_poin"."kode_member"
where "toko_<kode>"."member_poin"."tanggal" between $1 and $2
order by "toko_<kode>"."member_poin"."id" desc
limit $3
offset $4;
select count(*)
from "toko_<kode>"."member_poin"
where "toko_<kode>"."member_poin"."tanggal" between $1 and $2;

-- resetAllPoints
with moved as ( insert into "toko_<kode>"."member_poin" (tanggal, kode_member, jenis, no_ref, deskripsi, total_rp, poin_in, poin_out, saldo, input_by) select $1::date, "toko_<kode>"."member"."kode_member", 'RESET', $2, $3, 0, greatest(-"toko_<kode>"."member"."point", 0), greatest("toko_<kode>"."member"."point", 0), 0, $4 from "toko_<kode>"."member" where "toko_<kode>"."member"."point" <> 0 on conflict do nothing returning kode_member, poin_out ), cleared as ( update "toko_<kode>"."member" set point = 0 from moved where "toko_<kode>"."member"."kode_member" = moved.kode_member returning 1 ) select (select count(*) from moved)::int as members, coalesce((select sum(poin_out) from moved), 0)::int as poin, (select count(*) from cleared)::int as cleared;

-- resetDone
select "key", "last"
from "toko_<kode>"."member_numbers"
where "toko_<kode>"."member_numbers"."key" = $1
limit $2;
select "id"
from "toko_<kode>"."member_poin"
where ("toko_<kode>"."member_poin"."jenis" = $1 and "toko_<kode>"."member_poin"."no_ref" = $2)
limit $3;

-- markResetDone
insert into "toko_<kode>"."member_numbers" ("key", "last")
values ($1, $2)
on conflict do nothing
returning "key";

-- activeMasterData
select "kode", "nama", "data"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2)
order by "toko_<kode>"."master_rows"."kode" asc;

-- lockHadiah
select "kode", "nama", "data"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."kode" = $2 and "toko_<kode>"."master_rows"."status" = $3)
limit $4
for update;

-- insertTukar
insert into "toko_<kode>"."tukar_point" ("no_tukar", "tanggal", "kode_member", "nama_customer", "alamat_customer", "kode_hadiah", "nama_hadiah", "qty", "poin", "total_poin", "sisa_poin", "keterangan", "input_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
returning "no_tukar", "tanggal", "kode_member", "nama_customer", "alamat_customer", "kode_hadiah", "nama_hadiah", "qty", "poin", "total_poin", "sisa_poin", "keterangan", "input_by", "created_at";

-- pageTukar
select "no_tukar", "tanggal", "kode_member", "nama_customer", "alamat_customer", "kode_hadiah", "nama_hadiah", "qty", "poin", "total_poin", "sisa_poin", "keterangan", "input_by", "created_at"
from "toko_<kode>"."tukar_point"
where "toko_<kode>"."tukar_point"."tanggal" between $1 and $2
order by "toko_<kode>"."tukar_point"."created_at" desc, "toko_<kode>"."tukar_point"."no_tukar" desc
limit $3
offset $4;
select count(*)
from "toko_<kode>"."tukar_point"
where "toko_<kode>"."tukar_point"."tanggal" between $1 and $2;

-- insertHadiahStock
insert into "toko_<kode>"."hadiah_stock" ("id", "tanggal", "kode_hadiah", "nama_hadiah", "jenis", "no_ref", "keterangan", "stock_in", "stock_out", "input_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11);

-- hadiahStockOf
select coalesce(sum("stock_in" - "stock_out"), 0)
from "toko_<kode>"."hadiah_stock"
where "toko_<kode>"."hadiah_stock"."kode_hadiah" = $1;

-- hadiahStocks
select "kode_hadiah", sum("stock_in" - "stock_out")
from "toko_<kode>"."hadiah_stock"
group by "toko_<kode>"."hadiah_stock"."kode_hadiah";

-- hadiahUsed
select "id"
from "toko_<kode>"."hadiah_stock"
where "toko_<kode>"."hadiah_stock"."kode_hadiah" = $1
limit $2;

-- daftarMemberPage
select "toko_<kode>"."member"."kode_member" as kode_member, "toko_<kode>"."member"."nama_customer" as nama_customer, "toko_<kode>"."member"."alamat_customer" as alamat_customer, "toko_<kode>"."member"."kelurahan" as kelurahan, "toko_<kode>"."member"."kecamatan" as kecamatan, "toko_<kode>"."member"."kota" as kota, "toko_<kode>"."member"."no_hp" as no_hp, "toko_<kode>"."member"."nik" as nik, "toko_<kode>"."member"."tgl_lahir" as tgl_lahir, "toko_<kode>"."member"."tgl_daftar" as tgl_daftar, "toko_<kode>"."member"."kode_cabang_daftar" as kode_cabang_daftar, "toko_<kode>"."member"."point" as point, "toko_<kode>"."member"."input_by" as input_by, concat_ws(', ', nullif("toko_<kode>"."member"."alamat_customer", ''), nullif("toko_<kode>"."member"."kecamatan", ''), nullif("toko_<kode>"."member"."kelurahan", ''), nullif("toko_<kode>"."member"."kota", '')) as alamat
from "toko_<kode>"."member"
where "toko_<kode>"."member"."tgl_daftar" between $1 and $2 and "toko_<kode>"."member"."kode_cabang_daftar" = $3 and ("toko_<kode>"."member"."kode_cabang_daftar", "toko_<kode>"."member"."kode_member") > ($4, $5)
order by "toko_<kode>"."member"."kode_cabang_daftar", "toko_<kode>"."member"."kode_member"
limit $6;
select "toko_<kode>"."member"."kode_member" as kode_member, "toko_<kode>"."member"."nama_customer" as nama_customer, "toko_<kode>"."member"."alamat_customer" as alamat_customer, "toko_<kode>"."member"."kelurahan" as kelurahan, "toko_<kode>"."member"."kecamatan" as kecamatan, "toko_<kode>"."member"."kota" as kota, "toko_<kode>"."member"."no_hp" as no_hp, "toko_<kode>"."member"."nik" as nik, "toko_<kode>"."member"."tgl_lahir" as tgl_lahir, "toko_<kode>"."member"."tgl_daftar" as tgl_daftar, "toko_<kode>"."member"."kode_cabang_daftar" as kode_cabang_daftar, "toko_<kode>"."member"."point" as point, "toko_<kode>"."member"."input_by" as input_by, concat_ws(', ', nullif("toko_<kode>"."member"."alamat_customer", ''), nullif("toko_<kode>"."member"."kecamatan", ''), nullif("toko_<kode>"."member"."kelurahan", ''), nullif("toko_<kode>"."member"."kota", '')) as alamat
from "toko_<kode>"."member"
where "toko_<kode>"."member"."tgl_daftar" between $1 and $2
order by "toko_<kode>"."member"."kode_cabang_daftar", "toko_<kode>"."member"."kode_member"
limit $3;

-- exportMemberPage
select "toko_<kode>"."member"."kode_member" as kode_member, "toko_<kode>"."member"."nama_customer" as nama_customer, "toko_<kode>"."member"."alamat_customer" as alamat_customer, "toko_<kode>"."member"."kelurahan" as kelurahan, "toko_<kode>"."member"."kecamatan" as kecamatan, "toko_<kode>"."member"."kota" as kota, "toko_<kode>"."member"."no_hp" as no_hp, "toko_<kode>"."member"."nik" as nik, "toko_<kode>"."member"."tgl_lahir" as tgl_lahir, "toko_<kode>"."member"."tgl_daftar" as tgl_daftar, "toko_<kode>"."member"."kode_cabang_daftar" as kode_cabang_daftar, "toko_<kode>"."member"."point" as point, "toko_<kode>"."member"."input_by" as input_by, concat_ws(', ', nullif("toko_<kode>"."member"."alamat_customer", ''), nullif("toko_<kode>"."member"."kecamatan", ''), nullif("toko_<kode>"."member"."kelurahan", ''), nullif("toko_<kode>"."member"."kota", '')) as alamat
from "toko_<kode>"."member"
where true and "toko_<kode>"."member"."kode_cabang_daftar" = $1 and "toko_<kode>"."member"."kode_member" > $2
order by "toko_<kode>"."member"."kode_member"
limit $3;
select "toko_<kode>"."member"."kode_member" as kode_member, "toko_<kode>"."member"."nama_customer" as nama_customer, "toko_<kode>"."member"."alamat_customer" as alamat_customer, "toko_<kode>"."member"."kelurahan" as kelurahan, "toko_<kode>"."member"."kecamatan" as kecamatan, "toko_<kode>"."member"."kota" as kota, "toko_<kode>"."member"."no_hp" as no_hp, "toko_<kode>"."member"."nik" as nik, "toko_<kode>"."member"."tgl_lahir" as tgl_lahir, "toko_<kode>"."member"."tgl_daftar" as tgl_daftar, "toko_<kode>"."member"."kode_cabang_daftar" as kode_cabang_daftar, "toko_<kode>"."member"."point" as point, "toko_<kode>"."member"."input_by" as input_by, concat_ws(', ', nullif("toko_<kode>"."member"."alamat_customer", ''), nullif("toko_<kode>"."member"."kecamatan", ''), nullif("toko_<kode>"."member"."kelurahan", ''), nullif("toko_<kode>"."member"."kota", '')) as alamat
from "toko_<kode>"."member"
where true and "toko_<kode>"."member"."kode_cabang_daftar" = $1
order by "toko_<kode>"."member"."kode_member"
limit $2;

-- topMembers
with earned as ( select "toko_<kode>"."member_poin"."kode_member" as kode_member, sum(case when "toko_<kode>"."member_poin"."jenis" = 'TAMBAH' then 1 when "toko_<kode>"."member_poin"."jenis" = 'BATAL' then -1 else 0 end)::int as jumlah_transaksi, sum(case when "toko_<kode>"."member_poin"."jenis" = 'BATAL' then -1 else 1 end * "toko_<kode>"."member_poin"."total_rp")::bigint as total_belanja, sum("toko_<kode>"."member_poin"."poin_in" - "toko_<kode>"."member_poin"."poin_out")::int as poin_didapat from "toko_<kode>"."member_poin" where "toko_<kode>"."member_poin"."tanggal" between $1 and $2 and "toko_<kode>"."member_poin"."jenis" in ('TAMBAH', 'BATAL') group by "toko_<kode>"."member_poin"."kode_member" ) select e.kode_member, coalesce("toko_<kode>"."member"."nama_customer", '') as nama_customer, coalesce("toko_<kode>"."member"."no_hp", '') as no_hp, e.jumlah_transaksi, e.total_belanja, e.poin_didapat, coalesce("toko_<kode>"."member"."point", 0) as point
from earned e
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = e.kode_member
where e.jumlah_transaksi > 0
order by e.poin_didapat desc, e.total_belanja desc, e.kode_member
limit $3;

-- poinReportPage
select "toko_<kode>"."member_poin"."id" as id, "toko_<kode>"."member_poin"."tanggal" as tanggal, to_char("toko_<kode>"."member_poin"."created_at" at time zone 'Asia/Jakarta', 'HH24:MI') as jam, "toko_<kode>"."member_poin"."kode_member" as kode_member, coalesce("toko_<kode>"."member"."nama_customer", '') as nama_customer, "toko_<kode>"."member_poin"."jenis" as jenis, "toko_<kode>"."member_poin"."no_ref" as no_ref, "toko_<kode>"."member_poin"."deskripsi" as deskripsi, "toko_<kode>"."member_poin"."total_rp" as total_rp, "toko_<kode>"."member_poin"."poin_in" as poin_in, "toko_<kode>"."member_poin"."poin_out" as poin_out, "toko_<kode>"."member_poin"."saldo" as saldo, "toko_<kode>"."member_poin"."input_by" as input_by
from "toko_<kode>"."member_poin"
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = "toko_<kode>"."member_poin"."kode_member"
where "toko_<kode>"."member_poin"."tanggal" between $1 and $2 and "toko_<kode>"."member_poin"."jenis" = $3 and ("toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."id") > ($4, $5)
order by "toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."id"
limit $6;
select "toko_<kode>"."member_poin"."id" as id, "toko_<kode>"."member_poin"."tanggal" as tanggal, to_char("toko_<kode>"."member_poin"."created_at" at time zone 'Asia/Jakarta', 'HH24:MI') as jam, "toko_<kode>"."member_poin"."kode_member" as kode_member, coalesce("toko_<kode>"."member"."nama_customer", '') as nama_customer, "toko_<kode>"."member_poin"."jenis" as jenis, "toko_<kode>"."member_poin"."no_ref" as no_ref, "toko_<kode>"."member_poin"."deskripsi" as deskripsi, "toko_<kode>"."member_poin"."total_rp" as total_rp, "toko_<kode>"."member_poin"."poin_in" as poin_in, "toko_<kode>"."member_poin"."poin_out" as poin_out, "toko_<kode>"."member_poin"."saldo" as saldo, "toko_<kode>"."member_poin"."input_by" as input_by
from "toko_<kode>"."member_poin"
left
join "toko_<kode>"."member" on "toko_<kode>"."member"."kode_member" = "toko_<kode>"."member_poin"."kode_member"
where "toko_<kode>"."member_poin"."tanggal" between $1 and $2
order by "toko_<kode>"."member_poin"."tanggal", "toko_<kode>"."member_poin"."id"
limit $3;

-- tukarReportPage
select "no_tukar", "tanggal", "kode_member", "nama_customer", "alamat_customer", "kode_hadiah", "nama_hadiah", "qty", "poin", "total_poin", "sisa_poin", "keterangan", "input_by", "created_at"
from "toko_<kode>"."tukar_point"
where ("toko_<kode>"."tukar_point"."tanggal" between $1 and $2 and ("toko_<kode>"."tukar_point"."tanggal", "toko_<kode>"."tukar_point"."no_tukar") > ($3, $4))
order by "toko_<kode>"."tukar_point"."tanggal" asc, "toko_<kode>"."tukar_point"."no_tukar" asc
limit $5;
select "no_tukar", "tanggal", "kode_member", "nama_customer", "alamat_customer", "kode_hadiah", "nama_hadiah", "qty", "poin", "total_poin", "sisa_poin", "keterangan", "input_by", "created_at"
from "toko_<kode>"."tukar_point"
where "toko_<kode>"."tukar_point"."tanggal" between $1 and $2
order by "toko_<kode>"."tukar_point"."tanggal" asc, "toko_<kode>"."tukar_point"."no_tukar" asc
limit $3;

-- hadiahRekap
with moves as ( select "toko_<kode>"."hadiah_stock"."kode_hadiah" as kode_hadiah, coalesce(sum("toko_<kode>"."hadiah_stock"."stock_in" - "toko_<kode>"."hadiah_stock"."stock_out") filter (where "toko_<kode>"."hadiah_stock"."tanggal" < $1), 0)::int as stock_awal, coalesce(sum("toko_<kode>"."hadiah_stock"."stock_in") filter (where "toko_<kode>"."hadiah_stock"."tanggal" = $2), 0)::int as stock_in, coalesce(sum("toko_<kode>"."hadiah_stock"."stock_out") filter (where "toko_<kode>"."hadiah_stock"."tanggal" = $3), 0)::int as stock_out from "toko_<kode>"."hadiah_stock" where "toko_<kode>"."hadiah_stock"."tanggal" <= $4 group by "toko_<kode>"."hadiah_stock"."kode_hadiah" ), gifts as ( select "toko_<kode>"."master_rows"."kode" as kode_hadiah, "toko_<kode>"."master_rows"."nama" as nama_hadiah from "toko_<kode>"."master_rows" where "toko_<kode>"."master_rows"."master" = 'data-hadiah' and "toko_<kode>"."master_rows"."status" = 'ACTIVE' ) select coalesce(g.kode_hadiah, mv.kode_hadiah) as kode_hadiah, coalesce(g.nama_hadiah, mv.kode_hadiah) as nama_hadiah, coalesce(mv.stock_awal, 0) as stock_awal, coalesce(mv.stock_in, 0) as stock_in, coalesce(mv.stock_out, 0) as stock_out, coalesce(mv.stock_awal, 0) + coalesce(mv.stock_in, 0) - coalesce(mv.stock_out, 0) as stock_akhir
from gifts g
full
join moves mv on mv.kode_hadiah = g.kode_hadiah
order by 1;

-- kartuStockPage
select "toko_<kode>"."hadiah_stock"."id" as id, "toko_<kode>"."hadiah_stock"."tanggal" as tanggal, to_char("toko_<kode>"."hadiah_stock"."created_at" at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as input_date, "toko_<kode>"."hadiah_stock"."nama_hadiah" as nama_hadiah, trim(concat_ws(' ', "toko_<kode>"."hadiah_stock"."no_ref", nullif("toko_<kode>"."hadiah_stock"."keterangan", ''))) as keterangan, "toko_<kode>"."hadiah_stock"."stock_in" as stock_in, "toko_<kode>"."hadiah_stock"."stock_out" as stock_out, (select coalesce(sum(b.stock_in - b.stock_out), 0) from "toko_<kode>"."hadiah_stock" b where b.kode_hadiah = "toko_<kode>"."hadiah_stock"."kode_hadiah" and (b.tanggal, b.id) < ("toko_<kode>"."hadiah_stock"."tanggal", "toko_<kode>"."hadiah_stock"."id"))::int as stock_awal
from "toko_<kode>"."hadiah_stock"
where "toko_<kode>"."hadiah_stock"."kode_hadiah" = $1 and "toko_<kode>"."hadiah_stock"."tanggal" >= $2 and ("toko_<kode>"."hadiah_stock"."tanggal", "toko_<kode>"."hadiah_stock"."id") > ($3, $4)
order by "toko_<kode>"."hadiah_stock"."tanggal", "toko_<kode>"."hadiah_stock"."id"
limit $5;
select "toko_<kode>"."hadiah_stock"."id" as id, "toko_<kode>"."hadiah_stock"."tanggal" as tanggal, to_char("toko_<kode>"."hadiah_stock"."created_at" at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as input_date, "toko_<kode>"."hadiah_stock"."nama_hadiah" as nama_hadiah, trim(concat_ws(' ', "toko_<kode>"."hadiah_stock"."no_ref", nullif("toko_<kode>"."hadiah_stock"."keterangan", ''))) as keterangan, "toko_<kode>"."hadiah_stock"."stock_in" as stock_in, "toko_<kode>"."hadiah_stock"."stock_out" as stock_out, (select coalesce(sum(b.stock_in - b.stock_out), 0) from "toko_<kode>"."hadiah_stock" b where b.kode_hadiah = "toko_<kode>"."hadiah_stock"."kode_hadiah" and (b.tanggal, b.id) < ("toko_<kode>"."hadiah_stock"."tanggal", "toko_<kode>"."hadiah_stock"."id"))::int as stock_awal
from "toko_<kode>"."hadiah_stock"
where "toko_<kode>"."hadiah_stock"."kode_hadiah" = $1 and "toko_<kode>"."hadiah_stock"."tanggal" >= $2
order by "toko_<kode>"."hadiah_stock"."tanggal", "toko_<kode>"."hadiah_stock"."id"
limit $3;
