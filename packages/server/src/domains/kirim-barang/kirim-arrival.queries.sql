-- The SQL of kirim-arrival.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- lastShipmentOf
select "toko_<kode>"."kirim_barang_detail"."kode_barcode", "toko_<kode>"."kirim_barang"."kode_toko_tujuan", "toko_<kode>"."kirim_barang_detail"."status"
from "toko_<kode>"."kirim_barang_detail"
inner
join "toko_<kode>"."kirim_barang" on "toko_<kode>"."kirim_barang"."no_kirim" = "toko_<kode>"."kirim_barang_detail"."no_kirim"
where "toko_<kode>"."kirim_barang_detail"."kode_barcode" in ($1)
order by "toko_<kode>"."kirim_barang"."created_at" desc, "toko_<kode>"."kirim_barang"."no_kirim" desc;

-- deleteGoneBarang
delete
from "toko_<kode>"."barang"
where ("toko_<kode>"."barang"."kode_barcode" in ($1) and "toko_<kode>"."barang"."status" = $2);
