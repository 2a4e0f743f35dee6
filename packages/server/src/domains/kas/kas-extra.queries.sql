-- The SQL of kas-extra.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- kasRowsOfDay
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."kategori" in ($2))
order by "toko_<kode>"."kas"."id" asc;

-- saldoPerKasir
select "input_by", coalesce(sum(case when "toko_<kode>"."kas"."kategori" = 'SALDO AWAL' then "jumlah_in" - "jumlah_out" else 0 end), 0), coalesce(sum(case when "toko_<kode>"."kas"."kategori" = 'SALDO AWAL' then 0 else "jumlah_in" end), 0), coalesce(sum(case when "toko_<kode>"."kas"."kategori" = 'SALDO AWAL' then 0 else "jumlah_out" end), 0)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."jenis" = $2)
group by "toko_<kode>"."kas"."input_by"
order by "toko_<kode>"."kas"."input_by" asc;

-- saldoPerRekening
select "kode_bank", "no_rekening", coalesce(sum("jumlah_in"), 0), coalesce(sum("jumlah_out"), 0)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."kategori" in ($2))
group by "toko_<kode>"."kas"."kode_bank", "toko_<kode>"."kas"."no_rekening"
order by "toko_<kode>"."kas"."kode_bank" asc, "toko_<kode>"."kas"."no_rekening" asc;

-- countCashReport
select count(*)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" >= $1 and "toko_<kode>"."kas"."tanggal" <= $2 and "toko_<kode>"."kas"."jenis" = $3 and "toko_<kode>"."kas"."kategori" = $4 and "toko_<kode>"."kas"."input_by" = $5 and not exists (select 1 from "toko_<kode>"."kas_pengalihan" where "toko_<kode>"."kas_pengalihan"."kas_id" = "toko_<kode>"."kas"."id"));
select count(*)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" >= $1 and "toko_<kode>"."kas"."tanggal" <= $2 and "toko_<kode>"."kas"."jenis" = $3 and not exists (select 1 from "toko_<kode>"."kas_pengalihan" where "toko_<kode>"."kas_pengalihan"."kas_id" = "toko_<kode>"."kas"."id"));

-- cashReportPage
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where (("toko_<kode>"."kas"."tanggal" >= $1 and "toko_<kode>"."kas"."tanggal" <= $2 and "toko_<kode>"."kas"."jenis" = $3 and "toko_<kode>"."kas"."kategori" = $4 and "toko_<kode>"."kas"."input_by" = $5 and not exists (select 1 from "toko_<kode>"."kas_pengalihan" where "toko_<kode>"."kas_pengalihan"."kas_id" = "toko_<kode>"."kas"."id")) and "toko_<kode>"."kas"."id" > $6)
order by "toko_<kode>"."kas"."id" asc
limit $7;
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where (("toko_<kode>"."kas"."tanggal" >= $1 and "toko_<kode>"."kas"."tanggal" <= $2 and "toko_<kode>"."kas"."jenis" = $3 and not exists (select 1 from "toko_<kode>"."kas_pengalihan" where "toko_<kode>"."kas_pengalihan"."kas_id" = "toko_<kode>"."kas"."id")) and "toko_<kode>"."kas"."id" > $4)
order by "toko_<kode>"."kas"."id" asc
limit $5;

-- lockCashRowsOf
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."jenis" = $1 and ("toko_<kode>"."kas"."input_by", "toko_<kode>"."kas"."kategori", "toko_<kode>"."kas"."id_trx") in (($2, $3, $4)))
order by "toko_<kode>"."kas"."id" asc
for update;

-- insertPengalihan
insert into "toko_<kode>"."kas_pengalihan" ("kas_id", "no_ref", "user_asal", "user_tujuan", "moved_by", "moved_at")
values ($1, $2, $3, $4, $5, default)
on conflict do nothing
returning "kas_id";

-- findActiveUser
select "user_id", "user_name", "level"
from "toko_<kode>"."users"
where ("toko_<kode>"."users"."user_id" = $1 and "toko_<kode>"."users"."status" = $2)
limit $3;

-- listActiveUsers
select "user_id", "user_name", "level"
from "toko_<kode>"."users"
where ("toko_<kode>"."users"."status" = $1 and "toko_<kode>"."users"."level" = $2)
order by "toko_<kode>"."users"."user_id" asc;
select "user_id", "user_name", "level"
from "toko_<kode>"."users"
where "toko_<kode>"."users"."status" = $1
order by "toko_<kode>"."users"."user_id" asc;

-- openNonCash
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."status_validasi" = $1 and "toko_<kode>"."kas"."jenis" <> $2 and "toko_<kode>"."kas"."no_rekening" = $3 and "toko_<kode>"."kas"."input_by" = $4)
order by "toko_<kode>"."kas"."tanggal" asc, "toko_<kode>"."kas"."id" asc
limit $5;
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."status_validasi" = $1 and "toko_<kode>"."kas"."jenis" <> $2)
order by "toko_<kode>"."kas"."tanggal" asc, "toko_<kode>"."kas"."id" asc
limit $3;

-- markValid
update "toko_<kode>"."kas"
set "status_validasi" = $1, "validated_by" = $2, "validated_at" = $3
where ("toko_<kode>"."kas"."id" in ($4) and "toko_<kode>"."kas"."status_validasi" = $5)
returning "id";

-- kasRowsByIds
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."id" in ($1)
order by "toko_<kode>"."kas"."id" asc;

-- kasRowsByDeskripsi
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."deskripsi" = $1
order by "toko_<kode>"."kas"."id" asc
limit $2;

-- countOpenNonCashOfDay
select count(*)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."status_validasi" = $1 and "toko_<kode>"."kas"."tanggal" = $2);

-- openNonCashOfDay
select count(*), coalesce(sum("jumlah_in" + "jumlah_out"), 0)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."status_validasi" = $1 and "toko_<kode>"."kas"."tanggal" = $2);

-- cashBalancesOfDay
select "input_by", coalesce(sum("jumlah_in" - "jumlah_out"), 0)
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."jenis" = $2)
group by "toko_<kode>"."kas"."input_by"
order by "toko_<kode>"."kas"."input_by" asc;

-- insertGesek
insert into "toko_<kode>"."gesek_tunai" ("no_gesek", "tanggal", "kode_bank", "no_credit_card", "card_hash", "nama_customer", "gesek", "fee", "fee_rp", "cash", "input_by", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "no_gesek", "tanggal", "kode_bank", "no_credit_card", "card_hash", "nama_customer", "gesek", "fee", "fee_rp", "cash", "input_by", "created_at";

-- upsertKartu
insert into "toko_<kode>"."kartu_kredit_customer" ("card_hash", "no_credit_card", "valid_until", "nama_customer", "no_ktp", "alamat_customer", "no_hp", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8)
on conflict ("card_hash") do update
set "no_credit_card" = $9, "valid_until" = $10, "nama_customer" = $11, "no_ktp" = $12, "alamat_customer" = $13, "no_hp" = $14, "updated_at" = $15;

-- findKartu
select "card_hash", "no_credit_card", "valid_until", "nama_customer", "no_ktp", "alamat_customer", "no_hp", "updated_at"
from "toko_<kode>"."kartu_kredit_customer"
where "toko_<kode>"."kartu_kredit_customer"."card_hash" = $1
limit $2;

-- kasRowsOfKategoriInRange
select "id", "tanggal", "kategori", "deskripsi", "jenis", "jumlah_in", "jumlah_out", "tunai_diterima", "kembalian", "kode_bank", "no_rekening", "keterangan", "input_by", "id_trx", "status_validasi", "validated_by", "validated_at", "created_at"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."kategori" = $1 and "toko_<kode>"."kas"."tanggal" >= $2 and "toko_<kode>"."kas"."tanggal" <= $3)
order by "toko_<kode>"."kas"."tanggal" asc, "toko_<kode>"."kas"."id" asc
limit $4;

-- gesekReportPage
select "no_gesek", "tanggal", "kode_bank", "no_credit_card", "card_hash", "nama_customer", "gesek", "fee", "fee_rp", "cash", "input_by", "created_at"
from "toko_<kode>"."gesek_tunai"
where ("toko_<kode>"."gesek_tunai"."tanggal" >= $1 and "toko_<kode>"."gesek_tunai"."tanggal" <= $2 and ("toko_<kode>"."gesek_tunai"."tanggal", "toko_<kode>"."gesek_tunai"."no_gesek") > ($3, $4))
order by "toko_<kode>"."gesek_tunai"."tanggal" asc, "toko_<kode>"."gesek_tunai"."no_gesek" asc
limit $5;
select "no_gesek", "tanggal", "kode_bank", "no_credit_card", "card_hash", "nama_customer", "gesek", "fee", "fee_rp", "cash", "input_by", "created_at"
from "toko_<kode>"."gesek_tunai"
where ("toko_<kode>"."gesek_tunai"."tanggal" >= $1 and "toko_<kode>"."gesek_tunai"."tanggal" <= $2)
order by "toko_<kode>"."gesek_tunai"."tanggal" asc, "toko_<kode>"."gesek_tunai"."no_gesek" asc
limit $3;

-- insertKirimUang
insert into "toko_<kode>"."kirim_uang" ("no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
returning "no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at";

-- listKirimUangRows
select "no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at"
from "toko_<kode>"."kirim_uang"
where ("toko_<kode>"."kirim_uang"."status" = $1 and "toko_<kode>"."kirim_uang"."tgl_system" >= $2 and "toko_<kode>"."kirim_uang"."tgl_system" <= $3)
order by "toko_<kode>"."kirim_uang"."tgl_system" desc, "toko_<kode>"."kirim_uang"."no_reff" desc
limit $4;
select "no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at"
from "toko_<kode>"."kirim_uang"
order by "toko_<kode>"."kirim_uang"."tgl_system" desc, "toko_<kode>"."kirim_uang"."no_reff" desc
limit $1;

-- findKirimUang
select "no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at"
from "toko_<kode>"."kirim_uang"
where "toko_<kode>"."kirim_uang"."no_reff" = $1
limit $2;

-- markKirimReceived
update "toko_<kode>"."kirim_uang"
set "status" = $1, "received_by" = $2, "received_at" = $3
where ("toko_<kode>"."kirim_uang"."no_reff" = $4 and "toko_<kode>"."kirim_uang"."status" = $5 and "toko_<kode>"."kirim_uang"."received_at" is null)
returning "no_reff", "tgl_system", "ip_cabang", "input_by", "jumlah_rp", "tujuan", "keterangan", "status", "received_by", "received_at", "created_at";

-- insertTerimaUang
insert into "toko_<kode>"."terima_uang" ("no_reff", "status", "ip_cabang", "tgl_system", "jumlah_rp", "received_by", "received_at")
values ($1, $2, $3, $4, $5, $6, $7)
on conflict do nothing
returning "no_reff", "status", "ip_cabang", "tgl_system", "jumlah_rp", "received_by", "received_at";

-- findTerimaUang
select "no_reff", "status", "ip_cabang", "tgl_system", "jumlah_rp", "received_by", "received_at"
from "toko_<kode>"."terima_uang"
where "toko_<kode>"."terima_uang"."no_reff" = $1
limit $2;

-- deleteTerimaClaim
delete
from "toko_<kode>"."terima_uang"
where ("toko_<kode>"."terima_uang"."no_reff" = $1 and "toko_<kode>"."terima_uang"."status" = $2);

-- finishTerimaUang
update "toko_<kode>"."terima_uang"
set "status" = $1, "received_at" = $2
where ("toko_<kode>"."terima_uang"."no_reff" = $3 and "toko_<kode>"."terima_uang"."status" = $4)
returning "no_reff", "status", "ip_cabang", "tgl_system", "jumlah_rp", "received_by", "received_at";

-- cashSumsOfDayByJenis
select "jenis", coalesce(sum("jumlah_in"), 0), coalesce(sum("jumlah_out"), 0)
from "toko_<kode>"."kas"
where "toko_<kode>"."kas"."tanggal" = $1
group by "toko_<kode>"."kas"."jenis"
order by "toko_<kode>"."kas"."jenis";

-- expensesOfDay
select "deskripsi", "jumlah_out", "input_by"
from "toko_<kode>"."kas"
where ("toko_<kode>"."kas"."tanggal" = $1 and "toko_<kode>"."kas"."kategori" = $2)
order by "toko_<kode>"."kas"."id";
