-- The SQL of kupon.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- findKuponRow
select "data"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."kode" = $2 and "toko_<kode>"."master_rows"."status" = $3)
limit $4
for update;
select "data"
from "toko_<kode>"."master_rows"
where ("toko_<kode>"."master_rows"."master" = $1 and "toko_<kode>"."master_rows"."kode" = $2 and "toko_<kode>"."master_rows"."status" = $3)
limit $4;

-- countKuponUsed
select count(*)
from "toko_<kode>"."kupon_pakai"
where ("toko_<kode>"."kupon_pakai"."kode_kupon" = $1 and "toko_<kode>"."kupon_pakai"."status" = $2);

-- memberUsedKupon
select "id"
from "toko_<kode>"."kupon_pakai"
where ("toko_<kode>"."kupon_pakai"."kode_kupon" = $1 and "toko_<kode>"."kupon_pakai"."kode_member" = $2 and "toko_<kode>"."kupon_pakai"."status" = $3)
limit $4;

-- insertKuponPakai
insert into "toko_<kode>"."kupon_pakai" ("id", "kode_kupon", "no_faktur_group", "tanggal", "jam", "kode_member", "nama_customer", "total_belanja", "potongan", "status", "input_by", "batal_by", "batal_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13);

-- kuponUsages
select "id", "kode_kupon", "no_faktur_group", "tanggal", "jam", "kode_member", "nama_customer", "total_belanja", "potongan", "status", "input_by", "batal_by", "batal_at"
from "toko_<kode>"."kupon_pakai"
where "toko_<kode>"."kupon_pakai"."kode_kupon" = $1
order by "toko_<kode>"."kupon_pakai"."id" desc;
select "id", "kode_kupon", "no_faktur_group", "tanggal", "jam", "kode_member", "nama_customer", "total_belanja", "potongan", "status", "input_by", "batal_by", "batal_at"
from "toko_<kode>"."kupon_pakai"
where "toko_<kode>"."kupon_pakai"."kode_kupon" = $1
order by "toko_<kode>"."kupon_pakai"."id" desc
limit $2;

-- cancelKuponPakai
update "toko_<kode>"."kupon_pakai"
set "status" = $1, "batal_by" = $2, "batal_at" = $3
where ("toko_<kode>"."kupon_pakai"."no_faktur_group" = $4 and "toko_<kode>"."kupon_pakai"."status" = $5)
returning "kode_kupon";
