-- The SQL of akun.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- listAkun
select "nomor_akun", "nama_akun"
from "toko_<kode>"."akun"
order by "toko_<kode>"."akun"."nomor_akun" asc
limit $1;

-- existingAkun
select "nomor_akun"
from "toko_<kode>"."akun"
where "toko_<kode>"."akun"."nomor_akun" in ($1);

-- listParaAkun
select "trx", "type", "detail_akun", "urutan", "updated_by", "updated_at"
from "toko_<kode>"."para_akun_transaksi"
order by "toko_<kode>"."para_akun_transaksi"."urutan" asc, "toko_<kode>"."para_akun_transaksi"."trx" asc
limit $1;

-- lockParaAkun
select "trx", "type", "detail_akun", "urutan", "updated_by", "updated_at"
from "toko_<kode>"."para_akun_transaksi"
where ("toko_<kode>"."para_akun_transaksi"."trx" = $1 and "toko_<kode>"."para_akun_transaksi"."type" = $2)
limit $3
for update;

-- updateParaAkun
update "toko_<kode>"."para_akun_transaksi"
set "trx" = $1, "type" = $2, "detail_akun" = $3, "urutan" = $4, "updated_by" = $5, "updated_at" = $6
where ("toko_<kode>"."para_akun_transaksi"."trx" = $7 and "toko_<kode>"."para_akun_transaksi"."type" = $8)
returning "trx", "type", "detail_akun", "urutan", "updated_by", "updated_at";
