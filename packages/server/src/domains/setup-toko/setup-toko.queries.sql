-- The SQL of setup-toko.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- anyMasterRow
select "_id"
from "toko_<kode>"."master_rows"
limit $1;

-- countActiveRows
select "master", count(*)
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."status" = $1 and "toko_<kode>"."master_rows"."master" in ($2))
group by "toko_<kode>"."master_rows"."master";

-- allActiveMasterRows
select "master", "kode", "data"
from "toko_<kode>"."master_rows"
where "toko_<kode>"."master_rows"."status" = $1
order by "toko_<kode>"."master_rows"."master", "toko_<kode>"."master_rows"."created_at", "toko_<kode>"."master_rows"."kode";

-- upsertMasterRow
insert into "toko_<kode>"."master_rows" ("_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, default, $6, default, default, default)
on conflict ("master","kode") do update
set "nama" = $7, "data" = $8, "status" = $9, "updated_by" = $10, "updated_at" = $11;

-- insertParaIfMissing
insert into "toko_<kode>"."para_system" ("key", "value", "updated_by", "updated_at")
values ($1, $2, $3, $4)
on conflict do nothing;

-- findParaValues
select "key", "value"
from "toko_<kode>"."para_system"
where "toko_<kode>"."para_system"."key" in ($1);

-- usersByIdIgnoringCase
select "user_id", "level"
from "toko_<kode>"."users"
where lower("toko_<kode>"."users"."user_id") in ($1);

-- upsertSetupUser
insert into "toko_<kode>"."users" ("user_id", "user_name", "level", "password_hash", "no_hp", "status", "akses", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, default, default, default, default)
on conflict ("user_id") do update
set "user_name" = $6, "level" = $7, "password_hash" = $8, "no_hp" = $9, "status" = $10, "updated_at" = now();

-- countActiveUsers
select "level", count(*)
from "toko_<kode>"."users"
where "toko_<kode>"."users"."status" = $1
group by "toko_<kode>"."users"."level";
