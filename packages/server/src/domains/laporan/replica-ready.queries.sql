-- The SQL of replica-ready.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- replicaTablePresent
select to_regclass('public.emas_replica') is not null as ok;

-- replicaStateRows
with seen as ( select s.subname, greatest(s.latest_end_time, s.last_msg_receipt_time) as at, s.pid from pg_stat_subscription s where s.relid is null ), kept as ( update public.emas_replica r set last_received_at = seen.at from seen where seen.subname = r.subscription and seen.at is not null and (r.last_received_at is null or seen.at > r.last_received_at) returning r.kode_toko, r.last_received_at ) select r.kode_toko, r.schema_name, r.subscription, r.branch, coalesce(k.last_received_at, r.last_received_at) as received_at, (select seen.pid is not null from seen where seen.subname = r.subscription) as connected, (sub.oid is not null and sub.subenabled and not exists ( select 1 from pg_subscription_rel sr where sr.srsubid = sub.oid and sr.srsubstate not in ('r', 's') )) as ready
from public.emas_replica r
left
join kept k on k.kode_toko = r.kode_toko
left
join pg_subscription sub on sub.subname = r.subscription
order by r.kode_toko;
