import fc from 'fast-check';
import type { ShopServer } from '../platform/app.ts';
import { sqlOf } from './harness.ts';

type CashRow = { id_trx: string; kategori: string; masuk: number; keluar: number };

/**
 * A shop's cash of some categories per document (id_trx) and category, for the tests that hold the
 * cash against the documents: `net(no)` is what a document holds (in - out); `total(kategori, side,
 * only)` the money in or out of a category (over some documents only).
 */
export async function cashLedger(server: ShopServer, kategori: readonly string[]) {
  const rows = await sqlOf(server)<CashRow>(
    `select id_trx, kategori, sum(jumlah_in)::bigint::int as masuk, sum(jumlah_out)::bigint::int as keluar
     from "$s".kas where kategori in (${kategori.map((k) => `'${k}'`).join(', ')}) group by 1, 2`,
  );
  return {
    net: (no: string | undefined) =>
      rows.filter((r) => r.id_trx === no).reduce((s, r) => s + r.masuk - r.keluar, 0),
    total: (k: string, side: 'masuk' | 'keluar', only?: ReadonlySet<string>) =>
      rows.filter((r) => r.kategori === k && (!only || only.has(r.id_trx))).reduce((s, r) => s + r[side], 0),
  };
}

/** The sum of `f` over the rows. */
export const sumOf = <T>(rows: readonly T[], f: (r: T) => number): number =>
  rows.reduce((s, r) => s + f(r), 0);

/** What the customer pays of `rest`: `cashPct` % in cash, the rest by debit card (no zero lines). */
export function splitPayment(rest: number, cashPct: number) {
  const cash = Math.floor((rest * cashPct) / 100);
  return [
    { jenis: 'CASH' as const, jumlah: cash },
    { jenis: 'DEBET' as const, jumlah: rest - cash, kode_bank: 'BCA' },
  ].filter((p) => p.jumlah > 0);
}

/** A model test's move on one of its documents (`pick`) paid partly in cash (`cash` %). */
export const pickAndPay = <K extends string>(k: K) =>
  fc.record({ k: fc.constant(k), pick: fc.nat(), cash: fc.integer({ min: 0, max: 100 }) });

/** A down payment as a counter takes it: none, in cash, or by transfer. */
export const downPayment = (dp: number, transfer: boolean) =>
  dp
    ? [
        transfer
          ? { jenis: 'TRANSFER' as const, jumlah: dp, kode_bank: 'BCA', no_rekening: '5271234567' }
          : { jenis: 'CASH' as const, jumlah: dp },
      ]
    : [];
