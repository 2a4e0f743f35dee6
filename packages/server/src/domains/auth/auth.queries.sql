-- The SQL of auth.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: sessionTables, credentialTables

-- findUserForLogin
select "user_id", "user_name", "level", "password_hash", "no_hp", "status", "akses", "created_at", "updated_at"
from "toko_<kode>"."users"
where "toko_<kode>"."users"."user_id" = $1
limit $2;

-- insertSession
insert into "toko_<kode>"."sessions" ("token_hash", "user_id", "kind", "created_at", "expires_at", "revoked_at")
values ($1, $2, $3, default, $4, default);
insert into "toko_<kode>"."sessions" ("token_hash", "user_id", "kind", "created_at", "expires_at", "revoked_at")
values ($1, $2, default, default, $3, default);

-- findLiveSession
select "toko_<kode>"."users"."user_id", "toko_<kode>"."users"."user_name", "toko_<kode>"."users"."level", md5("toko_<kode>"."users"."akses"::text), (extract(epoch from "toko_<kode>"."sessions"."expires_at") * 1000)::int8, "toko_<kode>"."users"."akses"
from "toko_<kode>"."sessions"
inner
join "toko_<kode>"."users" on "toko_<kode>"."users"."user_id" = "toko_<kode>"."sessions"."user_id"
where ("toko_<kode>"."sessions"."token_hash" = $1 and "toko_<kode>"."sessions"."revoked_at" is null and "toko_<kode>"."sessions"."expires_at" > now() and "toko_<kode>"."users"."status" = $2)
limit $3;
select "toko_<kode>"."users"."user_id", "toko_<kode>"."users"."user_name", "toko_<kode>"."users"."level", md5("toko_<kode>"."users"."akses"::text), (extract(epoch from "toko_<kode>"."sessions"."expires_at") * 1000)::int8
from "toko_<kode>"."sessions"
inner
join "toko_<kode>"."users" on "toko_<kode>"."users"."user_id" = "toko_<kode>"."sessions"."user_id"
where ("toko_<kode>"."sessions"."token_hash" = $1 and "toko_<kode>"."sessions"."revoked_at" is null and "toko_<kode>"."sessions"."expires_at" > now() and "toko_<kode>"."users"."status" = $2)
limit $3;

-- findLiveServiceCredential
select "name"
from "toko_<kode>"."service_credentials"
where ("toko_<kode>"."service_credentials"."token_hash" = $1 and "toko_<kode>"."service_credentials"."revoked_at" is null)
limit $2;

-- revokeSession
update "toko_<kode>"."sessions"
set "revoked_at" = now()
where ("toko_<kode>"."sessions"."token_hash" = $1 and "toko_<kode>"."sessions"."revoked_at" is null);

-- revokeAllSessions
update "toko_<kode>"."sessions"
set "revoked_at" = now()
where "toko_<kode>"."sessions"."revoked_at" is null
returning "token_hash";

-- revokeSessionsOfUser
update "toko_<kode>"."sessions"
set "revoked_at" = now()
where ("toko_<kode>"."sessions"."user_id" = $1 and "toko_<kode>"."sessions"."revoked_at" is null);

-- sessionLiveCondition
exists (select "user_id" from "toko_<kode>"."sessions" where ("toko_<kode>"."sessions"."token_hash" = $1 and "toko_<kode>"."sessions"."revoked_at" is null and "toko_<kode>"."sessions"."expires_at" > now()) limit $2);

-- isSessionLive
select "user_id"
from "toko_<kode>"."sessions"
where ("toko_<kode>"."sessions"."token_hash" = $1 and "toko_<kode>"."sessions"."revoked_at" is null and "toko_<kode>"."sessions"."expires_at" > now())
limit $2;

-- liveSessionsByUser
select "toko_<kode>"."users"."user_id", "toko_<kode>"."users"."user_name", "toko_<kode>"."users"."level", count(*)
from "toko_<kode>"."sessions"
inner
join "toko_<kode>"."users" on "toko_<kode>"."users"."user_id" = "toko_<kode>"."sessions"."user_id"
where ("toko_<kode>"."sessions"."kind" = $1 and "toko_<kode>"."sessions"."revoked_at" is null and "toko_<kode>"."sessions"."expires_at" > now())
group by "toko_<kode>"."users"."user_id", "toko_<kode>"."users"."user_name", "toko_<kode>"."users"."level"
order by "toko_<kode>"."users"."user_id";
