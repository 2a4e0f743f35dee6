import { describe, expect, it } from 'vitest';
import { isReadOnly, writeTargets } from './write-targets.ts';

describe('writeTargets', () => {
  it('names the table of an insert, update, delete, merge and truncate, without schema or quotes', () => {
    expect(writeTargets('insert into "toko_a"."sessions" ("token_hash") values ($1)')).toEqual(['sessions']);
    expect(writeTargets('update "s"."users" set "status" = $1 where "user_id" = $2')).toEqual(['users']);
    expect(writeTargets('delete from s.login_attempts where key = $1')).toEqual(['login_attempts']);
    expect(writeTargets('merge into "s"."barang" b using x on true when matched then do nothing')).toEqual([
      'barang',
    ]);
    expect(writeTargets('truncate table s.kas')).toEqual(['kas']);
    expect(writeTargets('UPDATE ONLY Toko SET tgl_system = $1')).toEqual(['toko']);
  });

  it('finds every target of a with-query, and keeps a quoted name as written', () => {
    const text = `with old as (select * from "s"."barang" where kode_barcode = $1 for update),
      w0 as (insert into "s"."stock_ledger" (tanggal) values ($2) returning 1),
      w1 as (update "s"."barang" set status = 'SOLD' from old where true returning 1)
      insert into "s"."Penjualan" (id) select 1`;
    expect(writeTargets(text)?.sort()).toEqual(['Penjualan', 'barang', 'stock_ledger']);
  });

  it('answers null (every table) for what may write elsewhere', () => {
    expect(writeTargets('create table t (id int)')).toBeNull();
    expect(writeTargets('insert into a values (1); delete from b')).toBeNull();
    expect(writeTargets('do $$ begin perform 1; end $$')).toBeNull();
    expect(writeTargets('copy s.kas from stdin')).toBeNull();
    expect(writeTargets('call s.tutup_toko()')).toBeNull();
    expect(writeTargets('select s.some_function()')).toBeNull();
  });

  it('an upsert names its table (and a harmless extra for its do update)', () => {
    const found = writeTargets(
      'insert into "s"."nomor_dokumen" ("prefix", "last") values ($1, 1) on conflict ("prefix") do update set "last" = "s"."nomor_dokumen"."last" + 1 returning "last"',
    );
    expect(found).toContain('nomor_dokumen');
  });

  it("a row lock or an upsert's do update is not a write target; a select that writes is no read", () => {
    expect(
      writeTargets('with old as (select * from s.barang for update) update s.barang set status = 1'),
    ).toEqual(['barang']);
    expect(writeTargets('insert into s.t (k) values (1) on conflict (k) do update set k = 2')).toEqual(['t']);
    expect(isReadOnly('select * from s.barang where kode = $1 for update')).toBe(true);
    expect(isReadOnly('select * from s.barang for no key update skip locked')).toBe(true);
    expect(isReadOnly('with x as (select 1) select * from x')).toBe(true);
    expect(isReadOnly('with x as (delete from s.t returning 1) select * from x')).toBe(false);
    expect(isReadOnly("select nextval('s.seq')")).toBe(false);
    expect(isReadOnly('insert into s.t values (1)')).toBe(false);
  });
});
