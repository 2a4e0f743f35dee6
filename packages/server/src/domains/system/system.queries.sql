-- The SQL of system.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- findParaSystem
select "key", "value", "updated_by", "updated_at"
from "toko_<kode>"."para_system"
where "toko_<kode>"."para_system"."key" = $1
limit $2;

-- upsertParaSystem
insert into "toko_<kode>"."para_system" ("key", "value", "updated_by", "updated_at")
values ($1, $2, $3, $4)
on conflict ("key") do update
set "value" = $5, "updated_by" = $6, "updated_at" = $7;

-- findToko
select "kode_toko", "nama_toko", "alamat_toko", "no_telp", "no_whatsapp", "tgl_system", "app_type", "updated_at"
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1
limit $2;

-- lockToko
select "kode_toko", "nama_toko", "alamat_toko", "no_telp", "no_whatsapp", "tgl_system", "app_type", "credential_key_fp", "updated_at"
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1
limit $2
for update;

-- updateToko
update "toko_<kode>"."toko"
set "nama_toko" = $1, "alamat_toko" = $2, "no_telp" = $3, "no_whatsapp" = $4, "tgl_system" = $5, "updated_at" = now()
where "toko_<kode>"."toko"."kode_toko" = $6
returning "kode_toko", "nama_toko", "alamat_toko", "no_telp", "no_whatsapp", "tgl_system", "app_type", "credential_key_fp", "updated_at";

-- insertClosingLog
insert into "toko_<kode>"."closing_log" ("id", "tgl_system", "tgl_system_baru", "closed_by", "started_at", "finished_at", "sessions_ended", "steps")
values (default, $1, $2, $3, $4, default, $5, $6);

-- lastClosing
select "tgl_system"
from "toko_<kode>"."closing_log"
order by "toko_<kode>"."closing_log"."tgl_system" desc
limit $1;

-- findShopForUser
select "kode_toko", "nama_toko", "alamat_toko", "no_telp", "tgl_system", "no_whatsapp", "app_type", (select coalesce(json_agg(json_build_object('key', "key", 'active', "active") order by "key"), '[]'::json) from "toko_<kode>"."system_modules"), (select "value" from "toko_<kode>"."para_system" where "key" = 'PEMBULATAN')
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1
limit $2;

-- findCredentialKeyFingerprint
select "credential_key_fp"
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1
limit $2;

-- recordCredentialKeyFingerprint
update "toko_<kode>"."toko"
set "credential_key_fp" = $1
where ("toko_<kode>"."toko"."kode_toko" = $2 and "toko_<kode>"."toko"."credential_key_fp" is null);

-- tryClosingLock
select pg_try_advisory_xact_lock(hashtext($1)) as ok;

-- alwaysTrue
true;

-- lockBusinessDay
select "tgl_system"
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1
for share;

-- findBusinessDay
select "tgl_system"
from "toko_<kode>"."toko"
where "toko_<kode>"."toko"."kode_toko" = $1;
