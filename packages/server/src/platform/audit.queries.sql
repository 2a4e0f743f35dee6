-- The SQL of audit.queries.ts, written by `npm run sql:write -w @emas/server` (src/test/queries-sql.ts): do not edit.

-- writeAudit
insert into "toko_<kode>"."audit_log" ("id", "at", "user_id", "action", "entity", "entity_key", "old_value", "new_value")
values ($1, default, $2, $3, $4, $5, $6, $7);
insert into "toko_<kode>"."audit_log" ("id", "at", "user_id", "action", "entity", "entity_key", "old_value", "new_value")
values ($1, default, $2, $3, $4, $5, default, default);
