-- The SQL of nota.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- labelsOfType
select "id", "type", "is_mobile", "name", "isi", "jenis", "width", "height", "position_x", "position_y", "rotate", "font_size", "status", "is_deletable", "font_family", "seq", "updated_by", "updated_at"
from "toko_<kode>"."nota_label"
where "toko_<kode>"."nota_label"."type" = $1
order by "toko_<kode>"."nota_label"."is_mobile" asc, "toko_<kode>"."nota_label"."seq" asc, "toko_<kode>"."nota_label"."id" asc;

-- countOfType
select count(*)
from "toko_<kode>"."nota_label"
where "toko_<kode>"."nota_label"."type" = $1;

-- findLabel
select "id", "type", "is_mobile", "name", "isi", "jenis", "width", "height", "position_x", "position_y", "rotate", "font_size", "status", "is_deletable", "font_family", "seq", "updated_by", "updated_at"
from "toko_<kode>"."nota_label"
where ("toko_<kode>"."nota_label"."type" = $1 and "toko_<kode>"."nota_label"."is_mobile" = $2 and "toko_<kode>"."nota_label"."name" = $3)
for update;

-- labelsNamed
select "id", "type", "is_mobile", "name", "isi", "jenis", "width", "height", "position_x", "position_y", "rotate", "font_size", "status", "is_deletable", "font_family", "seq", "updated_by", "updated_at"
from "toko_<kode>"."nota_label"
where ("toko_<kode>"."nota_label"."name" = $1 and "toko_<kode>"."nota_label"."is_mobile" = $2)
order by "toko_<kode>"."nota_label"."type" asc;

-- namesOfType
select "name"
from "toko_<kode>"."nota_label"
where ("toko_<kode>"."nota_label"."type" = $1 and "toko_<kode>"."nota_label"."is_mobile" = $2);

-- insertLabels
insert into "toko_<kode>"."nota_label" ("id", "type", "is_mobile", "name", "isi", "jenis", "width", "height", "position_x", "position_y", "rotate", "font_size", "status", "is_deletable", "font_family", "seq", "updated_by", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, default)
on conflict do nothing;

-- lockType
select pg_advisory_xact_lock(hashtext($1));

-- maxSeq
select coalesce(max("seq"), 0)
from "toko_<kode>"."nota_label"
where ("toko_<kode>"."nota_label"."type" = $1 and "toko_<kode>"."nota_label"."is_mobile" = $2);

-- upsertLabel
insert into "toko_<kode>"."nota_label" ("id", "type", "is_mobile", "name", "isi", "jenis", "width", "height", "position_x", "position_y", "rotate", "font_size", "status", "is_deletable", "font_family", "seq", "updated_by", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, default)
on conflict ("type","is_mobile","name") do update
set "isi" = $17, "jenis" = $18, "width" = $19, "height" = $20, "position_x" = $21, "position_y" = $22, "rotate" = $23, "font_size" = $24, "status" = $25, "font_family" = $26, "seq" = $27, "updated_by" = $28, "updated_at" = now();

-- setFontOfType
update "toko_<kode>"."nota_label"
set "font_family" = $1, "updated_by" = $2, "updated_at" = now()
where ("toko_<kode>"."nota_label"."type" = $3 and "toko_<kode>"."nota_label"."is_mobile" = $4);

-- deleteLabel
delete
from "toko_<kode>"."nota_label"
where ("toko_<kode>"."nota_label"."type" = $1 and "toko_<kode>"."nota_label"."is_mobile" = $2 and "toko_<kode>"."nota_label"."name" = $3);
