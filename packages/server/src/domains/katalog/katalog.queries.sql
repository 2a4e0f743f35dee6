-- The SQL of katalog.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- listEntries
select "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."katalog_content"
where ("toko_<kode>"."katalog_content"."jenis" = $1 and "toko_<kode>"."katalog_content"."varian" = $2)
order by "toko_<kode>"."katalog_content"."kode" asc;

-- listVarian
select "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."katalog_content"
where "toko_<kode>"."katalog_content"."varian" = $1
order by "toko_<kode>"."katalog_content"."jenis" asc, "toko_<kode>"."katalog_content"."kode" asc;

-- lockEntries
select "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at"
from "toko_<kode>"."katalog_content"
where ("toko_<kode>"."katalog_content"."jenis" = $1 and "toko_<kode>"."katalog_content"."kode" = $2)
order by "toko_<kode>"."katalog_content"."varian" asc
for update;

-- insertEntry
insert into "toko_<kode>"."katalog_content" ("jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, default, default, default)
on conflict do nothing
returning "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at";

-- updateEntry
update "toko_<kode>"."katalog_content"
set "data" = $1, "updated_by" = $2, "updated_at" = $3
where ("toko_<kode>"."katalog_content"."jenis" = $4 and "toko_<kode>"."katalog_content"."varian" = $5 and "toko_<kode>"."katalog_content"."kode" = $6)
returning "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at";

-- upsertEntry
insert into "toko_<kode>"."katalog_content" ("jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, default, default, default)
on conflict ("jenis","varian","kode") do update
set "data" = $6, "updated_by" = $7, "updated_at" = $8
returning "jenis", "varian", "kode", "data", "created_by", "created_at", "updated_by", "updated_at";

-- deleteEntry
delete
from "toko_<kode>"."katalog_content"
where ("toko_<kode>"."katalog_content"."jenis" = $1 and "toko_<kode>"."katalog_content"."varian" = $2 and "toko_<kode>"."katalog_content"."kode" = $3);

-- bumpCounter
insert into "toko_<kode>"."katalog_counter" ("name", "n")
values ($1, $2)
on conflict ("name") do update
set "n" = "toko_<kode>"."katalog_counter"."n" + 1
returning "n";

-- readCounter
select "n"
from "toko_<kode>"."katalog_counter"
where "toko_<kode>"."katalog_counter"."name" = $1;
