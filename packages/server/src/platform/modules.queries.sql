-- The SQL of modules.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- listModuleRows
select "key", "active", "updated_by", "updated_at"
from "toko_<kode>"."system_modules"
order by "toko_<kode>"."system_modules"."key" asc;

-- upsertModule
insert into "toko_<kode>"."system_modules" ("key", "active", "updated_by", "updated_at")
values ($1, $2, $3, $4)
on conflict ("key") do update
set "active" = $5, "updated_by" = $6, "updated_at" = $7;
insert into "toko_<kode>"."system_modules" ("key", "active", "updated_by", "updated_at")
values ($1, $2, default, $3)
on conflict ("key") do update
set "active" = $4, "updated_at" = $5;

-- insertMissingModules
insert into "toko_<kode>"."system_modules" ("key", "active", "updated_by", "updated_at")
values ($1, $2, default, default)
on conflict do nothing;
