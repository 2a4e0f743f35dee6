-- The SQL of outbox.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertOutboxRows
insert into "toko_<kode>"."outbox" ("id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
returning "id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at";

-- claimDue
update "toko_<kode>"."outbox"
set "attempts" = "toko_<kode>"."outbox"."attempts" + 1, "next_attempt_at" = now() + ($1::int * interval '1 millisecond')
where "toko_<kode>"."outbox"."id" in (select "id" from "toko_<kode>"."outbox" where ("toko_<kode>"."outbox"."status" = $2 and "toko_<kode>"."outbox"."channel" in ($3) and "toko_<kode>"."outbox"."id" in ($4)) order by "toko_<kode>"."outbox"."id" limit $5 for update skip locked)
returning "id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at";
update "toko_<kode>"."outbox"
set "attempts" = "toko_<kode>"."outbox"."attempts" + 1, "next_attempt_at" = now() + ($1::int * interval '1 millisecond')
where "toko_<kode>"."outbox"."id" in (select "id" from "toko_<kode>"."outbox" where ("toko_<kode>"."outbox"."status" = $2 and "toko_<kode>"."outbox"."channel" in ($3) and "toko_<kode>"."outbox"."next_attempt_at" <= now()) order by "toko_<kode>"."outbox"."id" limit $4 for update skip locked)
returning "id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at";

-- releaseClaimed
update "toko_<kode>"."outbox"
set "attempts" = "toko_<kode>"."outbox"."attempts" - 1, "next_attempt_at" = now()
where ("toko_<kode>"."outbox"."status" = $1 and ("toko_<kode>"."outbox"."id" = $2 and "toko_<kode>"."outbox"."attempts" = $3));

-- finishAttempt
update "toko_<kode>"."outbox"
set "status" = $1, "last_error" = $2, "next_attempt_at" = now() + ($3::int * interval '1 millisecond'), "result" = $4
where ("toko_<kode>"."outbox"."id" = $5 and "toko_<kode>"."outbox"."attempts" = $6 and "toko_<kode>"."outbox"."status" = $7)
returning "id";
update "toko_<kode>"."outbox"
set "status" = $1, "last_error" = $2
where ("toko_<kode>"."outbox"."id" = $3 and "toko_<kode>"."outbox"."attempts" = $4 and "toko_<kode>"."outbox"."status" = $5)
returning "id";

-- listOutboxRows
select "id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at"
from "toko_<kode>"."outbox"
where ("toko_<kode>"."outbox"."channel" = $1 and "toko_<kode>"."outbox"."status" = $2)
order by "toko_<kode>"."outbox"."id" desc
limit $3;

-- findOutboxRow
select "id", "channel", "kind", "tujuan", "isi", "payload", "ref", "status", "attempts", "last_error", "next_attempt_at", "result", "sent_at", "created_by", "created_at"
from "toko_<kode>"."outbox"
where "toko_<kode>"."outbox"."id" = $1
limit $2;

-- leaseForRetry
update "toko_<kode>"."outbox"
set "status" = $1, "attempts" = case when "toko_<kode>"."outbox"."status" = 'FAIL' then 0 else "toko_<kode>"."outbox"."attempts" end, "last_error" = $2, "next_attempt_at" = now() + ($3::int * interval '1 millisecond')
where ("toko_<kode>"."outbox"."id" = $4 and ("toko_<kode>"."outbox"."status" = $5 or ("toko_<kode>"."outbox"."status" = $6 and "toko_<kode>"."outbox"."next_attempt_at" > now() + ($7::int * interval '1 millisecond'))))
returning "id";
