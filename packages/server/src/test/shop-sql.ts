import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/database.ts';
import type { ShopServer } from '../platform/app.ts';
import { call } from './harness.ts';

/** Raw SQL over a shop's schema in tests: `$s` stands for the schema name. */
export const shopRows = async <T>(server: ShopServer, text: string) =>
  rowsOf<T>(await server.shop.db.execute(sql.raw(text.replaceAll('$s', server.shop.schema))));

/** Puts money in a cashier's drawer (KAS MASUK), so that money may leave it. */
export async function fundDrawer(server: ShopServer, token: string, jumlah: number): Promise<void> {
  const res = await call(server, 'POST', 'uang-kas', {
    token,
    body: { kategori: 'KAS MASUK', deskripsi: 'modal', jumlah },
  });
  expect(res.status, res.body.message).toBe(201);
}

/** A cash row (kas) as the loan and deposit tests compare them. */
export type CashRow = {
  kategori: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  deskripsi: string;
};

/** The cash rows of the documents whose number (id_trx) starts with `prefix`, in the order written. */
export const cashRowsLike = (server: ShopServer, prefix: string) =>
  shopRows<CashRow>(
    server,
    `select kategori, jenis, jumlah_in::int, jumlah_out::int, deskripsi from "$s".kas
     where id_trx like '${prefix}%' order by id`,
  );
