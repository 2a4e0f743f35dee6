-- The SQL of marketplace.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- findMarketplace
select "k_m", "id", "a_i", "c_i", "c_s", "b_t", "s_i", "updated_by", "updated_at"
from "toko_<kode>"."marketplace_setting"
where "toko_<kode>"."marketplace_setting"."k_m" = $1
limit $2;

-- lockMarketplace
select "k_m", "id", "a_i", "c_i", "c_s", "b_t", "s_i", "updated_by", "updated_at"
from "toko_<kode>"."marketplace_setting"
where "toko_<kode>"."marketplace_setting"."k_m" = $1
limit $2
for update;

-- upsertMarketplace
insert into "toko_<kode>"."marketplace_setting" ("k_m", "id", "a_i", "c_i", "c_s", "b_t", "s_i", "updated_by", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
on conflict ("k_m") do update
set "k_m" = $10, "id" = $11, "a_i" = $12, "c_i" = $13, "c_s" = $14, "b_t" = $15, "s_i" = $16, "updated_by" = $17, "updated_at" = now()
returning "k_m", "id", "a_i", "c_i", "c_s", "b_t", "s_i", "updated_by", "updated_at";
