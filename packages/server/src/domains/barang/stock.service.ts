import type { api } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { registerMasterUsage } from '../master/master-usage.ts';
import { findBusinessDay } from '../system/business-day.ts';
import { registerClosingStep } from '../system/closing-steps.ts';
import { barangUses } from './barang.queries.ts';
import {
  computeBalances,
  type DailyBalance,
  isClosed,
  recomputeFromLedger,
  storeBalances,
  storedBalances,
} from './stock.queries.ts';

const KEY_FIELDS = ['kode_gudang', 'kode_baki', 'kode_group', 'kode_dept'] as const;
const VALUE_FIELDS = [
  'stock_awal',
  'berat_awal',
  'qty_in',
  'berat_in',
  'qty_out',
  'berat_out',
  'qty_jual',
  'berat_jual',
  'stock_akhir',
  'berat_akhir',
] as const;

type BalanceLike = Pick<DailyBalance, (typeof KEY_FIELDS)[number] | (typeof VALUE_FIELDS)[number]> & {
  tanggal: string;
};

const toRow = (r: BalanceLike): api.StockDailyRow => ({
  tanggal: r.tanggal,
  kode_gudang: r.kode_gudang,
  kode_baki: r.kode_baki,
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  stock_awal: Number(r.stock_awal),
  berat_awal: Number(r.berat_awal),
  qty_in: Number(r.qty_in),
  berat_in: Number(r.berat_in),
  qty_out: Number(r.qty_out),
  berat_out: Number(r.berat_out),
  qty_jual: Number(r.qty_jual),
  berat_jual: Number(r.berat_jual),
  stock_akhir: Number(r.stock_akhir),
  berat_akhir: Number(r.berat_akhir),
});

const keyOf = (r: Pick<DailyBalance, (typeof KEY_FIELDS)[number]>) => KEY_FIELDS.map((k) => r[k]).join('|');

/**
 * The closing step: stores the closing day's balances per warehouse, tray, group and jenis from the
 * previous closed day's akhir and the day's ledger, inside the closing's transaction.
 */
export const STOCK_CLOSING_STEP = 'Menghitung Saldo Stock Barang';

let registered = false;
/** Closing step and master usage checks, once per process. */
export function registerBarangHooks(): void {
  if (registered) return;
  registered = true;
  registerClosingStep({
    name: STOCK_CLOSING_STEP,
    run: async (tx, ctx) => ({ rows: await storeBalances(ctx.shop, tx, ctx.tgl_system, ctx.user_id) }),
  });
  const used =
    (column: 'kode_gudang' | 'kode_baki' | 'kode_group' | 'kode_dept') =>
    async (shop: ShopContext, tx: Db, kode: string) =>
      (await barangUses(shop, tx, column, kode)) ? 'Data Barang' : null;
  registerMasterUsage('gudang', used('kode_gudang'));
  registerMasterUsage('baki', used('kode_baki'));
  registerMasterUsage('group', used('kode_group'));
  registerMasterUsage('jenis', used('kode_dept'));
}

/** The balances of a day: stored by its closing, or computed now for a day not closed yet. */
export async function stockSaldo(
  shop: ShopContext,
  q: { tanggal?: string; kode_gudang?: string },
): Promise<api.StockSaldo> {
  const today = await findBusinessDay(shop);
  const tanggal = q.tanggal ?? today;
  if (tanggal > today) throw badRequest('Tanggal Tidak Boleh Melebihi Tanggal Sistem');
  if (await isClosed(shop, shop.db, tanggal)) {
    const rows = await storedBalances(shop, shop.db, tanggal, q.kode_gudang);
    return { tanggal, sumber: 'TUTUP_TOKO', rows: rows.map(toRow) };
  }
  const rows = (await computeBalances(shop, shop.db, tanggal)).filter(
    (r) => !q.kode_gudang || r.kode_gudang === q.kode_gudang,
  );
  return { tanggal, sumber: 'DIHITUNG', rows: rows.map(toRow) };
}

/** Recomputes a closed day from the whole ledger and lists every number that differs from the stored one. */
export async function stockCheck(shop: ShopContext, tanggal: string): Promise<api.StockCheck> {
  const stored = await isClosed(shop, shop.db, tanggal);
  const [saved, computed] = await Promise.all([
    storedBalances(shop, shop.db, tanggal),
    recomputeFromLedger(shop, shop.db, tanggal),
  ]);
  const a = new Map(saved.map((r) => [keyOf(r), toRow(r)]));
  const b = new Map(computed.map((r) => [keyOf(r), toRow(r)]));
  const selisih: api.StockSelisih[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const s = a.get(key);
    const c = b.get(key);
    const ref = (s ?? c) as api.StockDailyRow;
    for (const kolom of VALUE_FIELDS) {
      const tersimpan = s?.[kolom] ?? 0;
      const dihitung = c?.[kolom] ?? 0;
      if (tersimpan !== dihitung)
        selisih.push({
          kode_gudang: ref.kode_gudang,
          kode_baki: ref.kode_baki,
          kode_group: ref.kode_group,
          kode_dept: ref.kode_dept,
          kolom,
          tersimpan,
          dihitung,
        });
    }
  }
  return { tanggal, tersimpan: stored, cocok: stored && selisih.length === 0, selisih };
}
