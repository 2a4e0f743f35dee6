-- The SQL of fingerprint.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- findTemplate
select "user_id", "fp", "template", "enrolled_by", "enrolled_at"
from "toko_<kode>"."fingerprint_template"
where "toko_<kode>"."fingerprint_template"."user_id" = $1
limit $2;

-- upsertTemplate
insert into "toko_<kode>"."fingerprint_template" ("user_id", "fp", "template", "enrolled_by", "enrolled_at")
values ($1, $2, $3, $4, $5)
on conflict ("user_id") do update
set "fp" = $6, "template" = $7, "enrolled_by" = $8, "enrolled_at" = now();

-- deleteTemplate
delete
from "toko_<kode>"."fingerprint_template"
where "toko_<kode>"."fingerprint_template"."user_id" = $1
returning "user_id";

-- authoriserUsers
select "toko_<kode>"."users"."user_id", "toko_<kode>"."users"."user_name", "toko_<kode>"."users"."level", "toko_<kode>"."fingerprint_template"."enrolled_at"
from "toko_<kode>"."users"
left
join "toko_<kode>"."fingerprint_template" on "toko_<kode>"."fingerprint_template"."user_id" = "toko_<kode>"."users"."user_id"
where ("toko_<kode>"."users"."level" in ($1) and "toko_<kode>"."users"."status" = $2)
order by "toko_<kode>"."users"."user_id" asc;

-- insertScan
insert into "toko_<kode>"."fingerprint_scan" ("id", "purpose", "user_id", "kategori", "fp", "requested_by", "status", "created_at", "scanned_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
returning "id", "purpose", "user_id", "kategori", "fp", "requested_by", "status", "created_at", "scanned_at";

-- waitingScans
select "id", "purpose", "user_id", "kategori", "fp", "requested_by", "status", "created_at", "scanned_at"
from "toko_<kode>"."fingerprint_scan"
where ("toko_<kode>"."fingerprint_scan"."requested_by" = $1 and "toko_<kode>"."fingerprint_scan"."status" = $2 and "toko_<kode>"."fingerprint_scan"."created_at" > now() - make_interval(mins => $3))
order by "toko_<kode>"."fingerprint_scan"."created_at" asc
limit $4;

-- lockWaitingScan
select "id", "purpose", "user_id", "kategori", "fp", "requested_by", "status", "created_at", "scanned_at"
from "toko_<kode>"."fingerprint_scan"
where ("toko_<kode>"."fingerprint_scan"."id" = $1 and "toko_<kode>"."fingerprint_scan"."requested_by" = $2 and "toko_<kode>"."fingerprint_scan"."status" = $3 and "toko_<kode>"."fingerprint_scan"."created_at" > now() - make_interval(mins => $4))
limit $5
for update;

-- setScanStatus
update "toko_<kode>"."fingerprint_scan"
set "status" = $1, "scanned_at" = now()
where "toko_<kode>"."fingerprint_scan"."id" = $2;

-- findGrant
select "id", "purpose", "user_id", "kategori", "fp", "requested_by", "status", "created_at", "scanned_at"
from "toko_<kode>"."fingerprint_scan"
where ("toko_<kode>"."fingerprint_scan"."id" = $1 and "toko_<kode>"."fingerprint_scan"."purpose" = $2 and "toko_<kode>"."fingerprint_scan"."status" = $3 and "toko_<kode>"."fingerprint_scan"."requested_by" = $4 and "toko_<kode>"."fingerprint_scan"."user_id" = $5 and "toko_<kode>"."fingerprint_scan"."scanned_at" > now() - make_interval(mins => $6))
limit $7;
