-- The SQL of harga-emas.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- pricesInEffect
select distinct on ("toko_<kode>"."harga_emas"."kode_group") "toko_<kode>"."harga_emas"."kode_group" as kode_group, "toko_<kode>"."harga_emas"."tanggal"::text as tanggal, "toko_<kode>"."harga_emas"."harga_jual" as harga_jual, "toko_<kode>"."harga_emas"."harga_beli" as harga_beli, "toko_<kode>"."harga_emas"."updated_by" as updated_by
from "toko_<kode>"."harga_emas"
where "toko_<kode>"."harga_emas"."tanggal" <= $1
order by "toko_<kode>"."harga_emas"."kode_group", "toko_<kode>"."harga_emas"."tanggal" desc;

-- lockDayPrice
select "kode_group", "tanggal", "harga_jual", "harga_beli", "updated_by", "updated_at"
from "toko_<kode>"."harga_emas"
where ("toko_<kode>"."harga_emas"."tanggal" = $1 and "toko_<kode>"."harga_emas"."kode_group" = $2)
for update;

-- upsertDayPrice
insert into "toko_<kode>"."harga_emas" ("kode_group", "tanggal", "harga_jual", "harga_beli", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, default)
on conflict ("kode_group","tanggal") do update
set "harga_jual" = $6, "harga_beli" = $7, "updated_by" = $8, "updated_at" = $9;

-- historyBetween
select "id", "tanggal", "kode_group", "harga_jual_lama", "harga_beli_lama", "harga_jual_baru", "harga_beli_baru", "changed_by", "changed_at"
from "toko_<kode>"."harga_emas_history"
where ("toko_<kode>"."harga_emas_history"."tanggal" >= $1 and "toko_<kode>"."harga_emas_history"."tanggal" <= $2 and "toko_<kode>"."harga_emas_history"."kode_group" = $3)
order by "toko_<kode>"."harga_emas_history"."changed_at" desc, "toko_<kode>"."harga_emas_history"."kode_group" asc
limit $4;
select "id", "tanggal", "kode_group", "harga_jual_lama", "harga_beli_lama", "harga_jual_baru", "harga_beli_baru", "changed_by", "changed_at"
from "toko_<kode>"."harga_emas_history"
where ("toko_<kode>"."harga_emas_history"."tanggal" >= $1 and "toko_<kode>"."harga_emas_history"."tanggal" <= $2)
order by "toko_<kode>"."harga_emas_history"."changed_at" desc, "toko_<kode>"."harga_emas_history"."kode_group" asc
limit $3;
