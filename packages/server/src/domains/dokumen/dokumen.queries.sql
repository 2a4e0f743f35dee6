-- The SQL of dokumen.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: counterTable, singleRowTable, escapeLike

-- documentWhere
("toko_<kode>"."service"."tanggal" >= $1 and "toko_<kode>"."service"."tanggal" <= $2 and "toko_<kode>"."service"."status" = $3 and ("toko_<kode>"."service"."no_faktur_service" ilike $4 or "toko_<kode>"."service"."nama_customer" ilike $5 or "toko_<kode>"."service"."nama_barang" ilike $6 or "toko_<kode>"."service"."kode_barcode" ilike $7 or "toko_<kode>"."service"."kode_tukang" ilike $8));

-- pageDocuments
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."tanggal" >= $1 and "toko_<kode>"."service"."tanggal" <= $2 and "toko_<kode>"."service"."status" = $3 and ("toko_<kode>"."service"."no_faktur_service" ilike $4 or "toko_<kode>"."service"."nama_customer" ilike $5 or "toko_<kode>"."service"."nama_barang" ilike $6 or "toko_<kode>"."service"."kode_barcode" ilike $7 or "toko_<kode>"."service"."kode_tukang" ilike $8))
order by "toko_<kode>"."service"."id" desc
offset $9;
select count(*)
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."tanggal" >= $1 and "toko_<kode>"."service"."tanggal" <= $2 and "toko_<kode>"."service"."status" = $3 and ("toko_<kode>"."service"."no_faktur_service" ilike $4 or "toko_<kode>"."service"."nama_customer" ilike $5 or "toko_<kode>"."service"."nama_barang" ilike $6 or "toko_<kode>"."service"."kode_barcode" ilike $7 or "toko_<kode>"."service"."kode_tukang" ilike $8));

-- documentNumberOf
select "no_faktur_service"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."no_faktur_service" = $1 or "toko_<kode>"."service"."no_faktur_service" = $2)
limit $3;

-- documentRows
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where "toko_<kode>"."service"."no_faktur_service" in ($1)
order by "toko_<kode>"."service"."id" asc
for update;
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where "toko_<kode>"."service"."no_faktur_service" in ($1)
order by "toko_<kode>"."service"."id" asc;

-- markCancelled
update "toko_<kode>"."service"
set "status" = $1, "batal_by" = $2, "batal_at" = $3, "batal_alasan" = $4, "batal_otorisasi" = $5
where ("toko_<kode>"."service"."no_faktur_service" = $6 and "toko_<kode>"."service"."status" in ($7));
update "toko_<kode>"."service"
set "status" = $1, "batal_by" = $2, "batal_at" = $3, "batal_alasan" = $4
where ("toko_<kode>"."service"."no_faktur_service" = $5 and "toko_<kode>"."service"."status" in ($6));

-- totalsByDay
select "tanggal", sum("total"), sum("berat")
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."status" in ($1) and "toko_<kode>"."service"."tanggal" >= $2 and "toko_<kode>"."service"."tanggal" <= $3)
group by "toko_<kode>"."service"."tanggal";

-- pendingDocuments
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."status_valid" = $1 and "toko_<kode>"."service"."status" <> $2 and "toko_<kode>"."service"."kode_sales" = $3)
order by "toko_<kode>"."service"."id" asc
limit $4;

-- markDocumentsValid
update "toko_<kode>"."service"
set "status_valid" = $1, "validated_by" = $2, "validated_at" = $3
where ("toko_<kode>"."service"."no_faktur_service" in ($4) and "toko_<kode>"."service"."status_valid" = $5 and "toko_<kode>"."service"."status" <> $6)
returning "no_faktur_service";
