-- The SQL of otorisasi.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertOtorisasi
insert into "toko_<kode>"."otorisasi" ("id", "tanggal", "jam", "kategori", "description", "keterangan", "authorised_by", "requested_by", "no_faktur", "jumlah", "used_for")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11);

-- usedForNumber
update "toko_<kode>"."otorisasi"
set "used_for" = $1
where "toko_<kode>"."otorisasi"."id" = $2;

-- useOtorisasi
update "toko_<kode>"."otorisasi"
set "used_for" = $1
where ("toko_<kode>"."otorisasi"."id" = $2 and "toko_<kode>"."otorisasi"."used_for" is null)
returning "id", "tanggal", "jam", "kategori", "description", "keterangan", "authorised_by", "requested_by", "no_faktur", "jumlah", "used_for";

-- otorisasiBetween
select "id", "tanggal", "jam", "kategori", "description", "keterangan", "authorised_by", "requested_by", "no_faktur", "jumlah", "used_for"
from "toko_<kode>"."otorisasi"
where ("toko_<kode>"."otorisasi"."tanggal" >= $1 and "toko_<kode>"."otorisasi"."tanggal" <= $2)
order by "toko_<kode>"."otorisasi"."jam" asc
limit $3;
