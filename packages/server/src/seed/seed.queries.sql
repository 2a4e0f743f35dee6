-- The SQL of seed.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- hasToko
select "kode_toko"
from "toko_<kode>"."toko"
limit $1;

-- insertToko
insert into "toko_<kode>"."toko" ("kode_toko", "nama_toko", "alamat_toko", "no_telp", "no_whatsapp", "tgl_system", "app_type", "credential_key_fp", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, default, default)
on conflict do nothing;

-- insertUsers
insert into "toko_<kode>"."users" ("user_id", "user_name", "level", "password_hash", "no_hp", "status", "akses", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, default, default, default, default)
on conflict do nothing;

-- insertParaSystem
insert into "toko_<kode>"."para_system" ("key", "value", "updated_by", "updated_at")
values ($1, $2, default, default)
on conflict do nothing;

-- setBusinessDay
update "toko_<kode>"."toko"
set "tgl_system" = $1;

-- onBusinessDay
update "toko_<kode>"."toko"
set "tgl_system" = $1;

-- readyItemsOf
select "kode_barcode"
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."status" = $1 and "toko_<kode>"."barang"."kode_group" = $2 and "toko_<kode>"."barang"."kadar" > $3)
order by "toko_<kode>"."barang"."kode_barcode" desc
limit $4;

-- earliestPrice
select "kode_group", "tanggal", "harga_jual", "harga_beli", "updated_by", "updated_at"
from "toko_<kode>"."harga_emas"
where "toko_<kode>"."harga_emas"."kode_group" = $1
order by "toko_<kode>"."harga_emas"."tanggal" asc
limit $2;

-- insertPrice
insert into "toko_<kode>"."harga_emas" ("kode_group", "tanggal", "harga_jual", "harga_beli", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, $6);
