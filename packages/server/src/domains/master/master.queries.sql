-- The SQL of master.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- pageMasterRows
select "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2 and ("toko_<kode>"."master_rows"."kode" ilike $3 or "toko_<kode>"."master_rows"."nama" ilike $4))
order by "toko_<kode>"."master_rows"."status" asc, "toko_<kode>"."master_rows"."kode" asc
offset $5;
select count(*)
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2 and ("toko_<kode>"."master_rows"."kode" ilike $3 or "toko_<kode>"."master_rows"."nama" ilike $4));

-- activeMasterRows
select "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2)
order by "toko_<kode>"."master_rows"."kode" asc;

-- findMasterRowById
select "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."_id" = $2)
limit $3
for update;
select "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."_id" = $2)
limit $3;

-- findMasterRowByKode
select "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."kode" = $2)
limit $3;

-- activeKodes
select "kode"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2 and "toko_<kode>"."master_rows"."kode" in ($3));

-- isReferenced
select "_id"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."status" = $2 and "toko_<kode>"."master_rows"."data" @> $3::jsonb)
limit $4;

-- updateMasterRow
update "toko_<kode>"."master_rows"
set "kode" = $1, "nama" = $2, "data" = $3, "updated_by" = $4, "updated_at" = $5
where "toko_<kode>"."master_rows"."_id" = $6
returning "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at";

-- setMasterRowStatus
update "toko_<kode>"."master_rows"
set "status" = $1, "updated_by" = $2, "updated_at" = $3
where ("toko_<kode>"."master_rows"."_id" = $4 and "toko_<kode>"."master_rows"."master" = $5)
returning "_id", "master", "kode", "nama", "data", "status", "created_by", "created_at", "updated_by", "updated_at";
