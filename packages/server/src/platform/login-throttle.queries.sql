-- The SQL of login-throttle.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- countLoginAttempt
insert into "toko_<kode>"."login_attempts" ("key", "count", "window_until")
values ($1, $2, now() + $3 * interval '1 millisecond')
on conflict ("key") do update
set "count" = case when "toko_<kode>"."login_attempts"."window_until" <= now() then 1 else "toko_<kode>"."login_attempts"."count" + 1 end, "window_until" = case when "toko_<kode>"."login_attempts"."window_until" <= now() then excluded.window_until else "toko_<kode>"."login_attempts"."window_until" end
returning "key", "count";

-- uncountLoginAttempt
update "toko_<kode>"."login_attempts"
set "count" = "toko_<kode>"."login_attempts"."count" - 1
where ("toko_<kode>"."login_attempts"."key" = $1 and "toko_<kode>"."login_attempts"."count" > $2 and "toko_<kode>"."login_attempts"."window_until" > now());

-- clearLoginAttempts
delete
from "toko_<kode>"."login_attempts"
where "toko_<kode>"."login_attempts"."key" = $1;

-- purgeLoginAttempts
delete
from "toko_<kode>"."login_attempts"
where "toko_<kode>"."login_attempts"."window_until" <= now();

-- rememberLoginKey
insert into "toko_<kode>"."login_attempts" ("key", "count", "window_until")
values ($1, $2, now() + $3 * interval '1 millisecond')
on conflict ("key") do update
set "window_until" = now() + $4 * interval '1 millisecond';

-- hasLoginKey
select "key"
from "toko_<kode>"."login_attempts"
where ("toko_<kode>"."login_attempts"."key" = $1 and "toko_<kode>"."login_attempts"."window_until" > now())
limit $2;
