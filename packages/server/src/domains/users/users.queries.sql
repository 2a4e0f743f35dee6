-- The SQL of users.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- pageUsers
select "user_id", "user_name", "level", "no_hp", "status", "created_at", "updated_at"
from "toko_<kode>"."users"
where ("toko_<kode>"."users"."user_id" ilike $1 or "toko_<kode>"."users"."user_name" ilike $2)
order by "toko_<kode>"."users"."status" desc, "toko_<kode>"."users"."user_id"
limit $3
offset $4;
select count(*)
from "toko_<kode>"."users"
where ("toko_<kode>"."users"."user_id" ilike $1 or "toko_<kode>"."users"."user_name" ilike $2);
select "user_id", "user_name", "level", "no_hp", "status", "created_at", "updated_at"
from "toko_<kode>"."users"
order by "toko_<kode>"."users"."status" desc, "toko_<kode>"."users"."user_id"
limit $1
offset $2;
select count(*)
from "toko_<kode>"."users";

-- findUser
select "user_id", "user_name", "level", "password_hash", "no_hp", "status", "akses", "created_at", "updated_at"
from "toko_<kode>"."users"
where "toko_<kode>"."users"."user_id" = $1
limit $2;

-- findUserCaseInsensitive
select "user_id"
from "toko_<kode>"."users"
where lower("toko_<kode>"."users"."user_id") = lower($1)
limit $2;

-- insertUser
insert into "toko_<kode>"."users" ("user_id", "user_name", "level", "password_hash", "no_hp", "status", "akses", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, default, default, default, default)
on conflict do nothing
returning "user_id", "user_name", "level", "no_hp", "status", "created_at", "updated_at";

-- updateUser
update "toko_<kode>"."users"
set "user_name" = $1, "level" = $2, "password_hash" = $3, "no_hp" = $4, "status" = $5, "akses" = $6, "updated_at" = now()
where "toko_<kode>"."users"."user_id" = $7
returning "user_id", "user_name", "level", "no_hp", "status", "created_at", "updated_at";
