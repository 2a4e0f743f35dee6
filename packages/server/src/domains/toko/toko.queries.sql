-- The SQL of toko.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- listShops
select "kode_toko", "nama_toko", "portal", "service_token", "created_at"
from "toko_<kode>"."master_toko"
where "toko_<kode>"."master_toko"."kode_toko" in ($1)
order by "toko_<kode>"."master_toko"."kode_toko" asc;
select "kode_toko", "nama_toko", "portal", "service_token", "created_at"
from "toko_<kode>"."master_toko"
order by "toko_<kode>"."master_toko"."kode_toko" asc;

-- findShop
select "kode_toko", "nama_toko", "portal", "service_token", "created_at"
from "toko_<kode>"."master_toko"
where "toko_<kode>"."master_toko"."kode_toko" = $1
limit $2;

-- lockShop
select "kode_toko", "nama_toko", "portal", "service_token", "created_at"
from "toko_<kode>"."master_toko"
where "toko_<kode>"."master_toko"."kode_toko" = $1
limit $2
for update;

-- insertShop
insert into "toko_<kode>"."master_toko" ("kode_toko", "nama_toko", "portal", "service_token", "created_at")
values ($1, $2, $3, $4, default)
on conflict do nothing
returning "kode_toko", "nama_toko", "portal", "service_token", "created_at";
insert into "toko_<kode>"."master_toko" ("kode_toko", "nama_toko", "portal", "service_token", "created_at")
values ($1, $2, $3, default, default)
on conflict do nothing
returning "kode_toko", "nama_toko", "portal", "service_token", "created_at";

-- updateShop
update "toko_<kode>"."master_toko"
set "nama_toko" = $1, "portal" = $2, "service_token" = $3
where "toko_<kode>"."master_toko"."kode_toko" = $4
returning "kode_toko", "nama_toko", "portal", "service_token", "created_at";

-- deleteShop
delete
from "toko_<kode>"."master_toko"
where "toko_<kode>"."master_toko"."kode_toko" = $1
returning "kode_toko", "nama_toko", "portal", "service_token", "created_at";

-- insertServiceCredential
insert into "toko_<kode>"."service_credentials" ("id", "name", "token_hash", "created_by", "created_at", "revoked_at")
values (default, $1, $2, $3, default, default)
returning "id", "name", "token_hash", "created_by", "created_at", "revoked_at";

-- listServiceCredentials
select "id", "name", "token_hash", "created_by", "created_at", "revoked_at"
from "toko_<kode>"."service_credentials"
order by "toko_<kode>"."service_credentials"."id" asc;

-- revokeServiceCredentials
update "toko_<kode>"."service_credentials"
set "revoked_at" = $1
where ("toko_<kode>"."service_credentials"."revoked_at" is null and "toko_<kode>"."service_credentials"."id" = $2)
returning "id", "name", "token_hash", "created_by", "created_at", "revoked_at";

-- findServiceCredential
select "id", "name", "token_hash", "created_by", "created_at", "revoked_at"
from "toko_<kode>"."service_credentials"
where "toko_<kode>"."service_credentials"."id" = $1
limit $2;
