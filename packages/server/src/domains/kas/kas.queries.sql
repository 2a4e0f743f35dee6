-- The SQL of kas.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- insertCashRows
insert into "toko_<kode>"."kas" ("id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
returning "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at";

-- cashRowsInsert
insert into "toko_<kode>"."kas" ("id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18);

-- cashRowsOfTrx
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."id_trx" = $1
order by "toko_<kode>"."kas"."id";

-- nextDocumentSequence
insert into "toko_<kode>"."nomor_dokumen" ("prefix", "tanggal", "last")
values ($1, $2, $3)
on conflict ("prefix","tanggal") do update
set "last" = "toko_<kode>"."nomor_dokumen"."last" + excluded.last
returning "prefix", "last";

-- takeDocumentSequences
insert into "toko_<kode>"."nomor_dokumen" ("prefix", "tanggal", "last")
values ($1, $2, $3)
on conflict ("prefix","tanggal") do update
set "last" = "toko_<kode>"."nomor_dokumen"."last" + excluded.last
returning "prefix", "last";

-- documentSequencesTake
insert into "toko_<kode>"."nomor_dokumen" ("prefix", "tanggal", "last")
values ($1, $2, $3)
on conflict ("prefix","tanggal") do update
set "last" = "toko_<kode>"."nomor_dokumen"."last" + excluded.last
returning "prefix", "last";

-- cashBalance
select coalesce(sum("jumlah_in" - "jumlah_out"), 0)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."input_by" = $2 and "toko_<kode>"."kas"."jenis" = $3);

-- cashRowsOfTrxs
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."id_trx" in ($1)
order by "toko_<kode>"."kas"."id";

-- lockDrawer
select pg_advisory_xact_lock(hashtextextended($1, 0));

-- writeNumbered
with nomor_taken as (insert into "toko_<kode>"."nomor_dokumen" ("prefix", "tanggal", "last") values ($1, $2, $3) on conflict ("prefix","tanggal") do update set "last" = "toko_<kode>"."nomor_dokumen"."last" + excluded.last returning "prefix", "last"), $4 select prefix, last
from nomor_taken;
