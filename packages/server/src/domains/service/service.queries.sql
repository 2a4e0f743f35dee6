-- The SQL of service.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.
-- Sends no statement: SERVICE_TABLE

-- insertService
insert into "toko_<kode>"."service" ("id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
returning "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- findServices
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where "toko_<kode>"."service"."no_faktur_service" in ($1);

-- updateService
update "toko_<kode>"."service"
set "id" = $1, "tanggal" = $2, "jam" = $3, "no_faktur_service" = $4, "kode_sales" = $5, "kode_member" = $6, "nama_customer" = $7, "alamat_customer" = $8, "no_hp" = $9, "kode_barcode" = $10, "nama_barang" = $11, "berat" = $12, "berat_selesai" = $13, "kode_deskripsi" = $14, "deskripsi" = $15, "keterangan" = $16, "kode_tukang" = $17, "total_estimasi" = $18, "total" = $19, "dp_rp" = $20, "bayar_ambil" = $21, "tgl_janji" = $22, "tgl_selesai" = $23, "tgl_ambil" = $24, "status" = $25, "status_valid" = $26, "validated_by" = $27, "validated_at" = $28, "input_by" = $29, "selesai_by" = $30, "ambil_by" = $31, "batal_by" = $32, "batal_at" = $33, "batal_alasan" = $34, "batal_otorisasi" = $35
where "toko_<kode>"."service"."no_faktur_service" = $36
returning "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi";

-- servicesTakenOn
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."tanggal" = $1 and "toko_<kode>"."service"."status" <> $2)
order by "toko_<kode>"."service"."id" asc;

-- servicesPickedUpOn
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."tgl_ambil" = $1 and "toko_<kode>"."service"."status" = $2)
order by "toko_<kode>"."service"."id" asc;

-- servicesOfDay
select "id", "tanggal", "jam", "no_faktur_service", "kode_sales", "kode_member", "nama_customer", "alamat_customer", "no_hp", "kode_barcode", "nama_barang", "berat", "berat_selesai", "kode_deskripsi", "deskripsi", "keterangan", "kode_tukang", "total_estimasi", "total", "dp_rp", "bayar_ambil", "tgl_janji", "tgl_selesai", "tgl_ambil", "status", "status_valid", "validated_by", "validated_at", "input_by", "selesai_by", "ambil_by", "batal_by", "batal_at", "batal_alasan", "batal_otorisasi"
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."tanggal" = $1 or "toko_<kode>"."service"."tgl_ambil" = $2)
order by "toko_<kode>"."service"."id" asc;

-- serviceTotalsByDay
select "tanggal", sum("total")
from "toko_<kode>"."service"
where ("toko_<kode>"."service"."status" <> $1 and "toko_<kode>"."service"."tanggal" >= $2 and "toko_<kode>"."service"."tanggal" <= $3)
group by "toko_<kode>"."service"."tanggal";
