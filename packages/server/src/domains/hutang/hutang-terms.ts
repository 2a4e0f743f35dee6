import {
  addDays,
  api,
  type BungaBand,
  findBungaBand,
  formatMoney,
  kadarPlafondFor,
  loanPlafond,
  monthlyRate,
  parsePembulatan,
  piecePlafond,
} from '@emas/contract';
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { activeMasterRows } from '../master/master.api.ts';
import { findParaSystem } from '../system/system.api.ts';

const MSG = api.HUTANG_MSG;
const num = (v: unknown, fallback = 0) => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? fallback : n;
};

/** A term without a parameter-hutang-pokok row for any of the pieces' groups (days). */
export const DEFAULT_LAMA_PINJAM = 120;

type Piece = z.infer<typeof api.hutangPieceInput>;

export type PricedPiece = Piece & {
  berat_bruto: number;
  taksiran_persen: number;
  sumber: 'GROUP' | 'KADAR' | 'NONE';
  plafond_gram: number;
  plafond: number;
  exact: string;
};

export type LoanTerms = {
  harga_24k: number;
  pieces: PricedPiece[];
  plafond: number;
  pokok_saran: number;
  band: (BungaBand & { minimal_hari: number }) | undefined;
  pembulatan: number;
  lama_pinjam: number;
  lama_pinjam_maks: number | null;
};

/**
 * The 24K price per gram the kadar plafond is taken from: the day's 24K purchase price (harga_beli:
 * what the shop would pay for the gold) with harga_100%; with prices per group, the purchase price of
 * the group of the highest kadar, brought to 100 %.
 */
function harga24k(day: Awaited<ReturnType<typeof getDay>>): number {
  if (day.base) return day.base.harga_beli;
  const best = [...day.groups]
    .filter((g) => g.kadar > 0 && g.harga_beli > 0)
    .sort((a, b) => b.kadar - a.kadar)[0];
  return best ? new Decimal(best.harga_beli).times(100).div(best.kadar).toDecimalPlaces(0).toNumber() : 0;
}

type MasterRow = Awaited<ReturnType<typeof activeMasterRows>>[number];

/**
 * The longest term (days) of a loan on pieces of these groups: the smallest positive lama_pinjam of
 * parameter-hutang-pokok ("Lama Pinjam Maksimal") among the groups; null when none has one.
 */
function termLimit(pokok: readonly MasterRow[], groups: readonly string[]): number | null {
  const pokokBy = new Map(pokok.map((r) => [r.kode, r.data]));
  const terms = groups
    .map((g) => pokokBy.get(g)?.lama_pinjam)
    .filter((v) => num(v) > 0)
    .map(num);
  return terms.length ? Math.min(...terms) : null;
}

/** The longest term of a loan on pieces of these groups, read inside the caller's transaction. */
export async function maxTermOf(
  shop: ShopContext,
  tx: Db,
  groups: readonly string[],
): Promise<number | null> {
  return termLimit(await activeMasterRows(shop, 'parameter-hutang-pokok', tx), groups);
}

/** What the plafond of a piece depends on; a piece without a condition counts at taksiran 100 %. */
export type PlafondPiece = { kode_group: string; kadar: number; berat: number; kondisi?: string };
export type PlafondOf<P extends PlafondPiece> = P & {
  taksiran_persen: number;
  sumber: 'GROUP' | 'KADAR' | 'NONE';
  plafond_gram: number;
  plafond: number;
  exact: string;
};

/**
 * The plafond of pieces (rules in contract hutang/rules.ts), read from the masters inside the caller's
 * transaction: the one rule of a pawn loan and of a deposit's payout (DESIGN.md section 6). Unknown
 * groups and conditions are refused.
 */
export async function piecesPlafond<P extends PlafondPiece>(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  input: readonly P[],
): Promise<{ harga_24k: number; pieces: PlafondOf<P>[]; plafond: number }> {
  const [day, groups, kondisi, kadars, kadarPlafond, groupPlafond] = await readAll(tx, [
    () => getDay(shop, tanggal, tx),
    () => activeMasterRows(shop, 'group', tx),
    () => activeMasterRows(shop, 'kondisi-pinjaman', tx),
    () => activeMasterRows(shop, 'kadar', tx),
    () => activeMasterRows(shop, 'plafond-kadar-hutang', tx),
    () => activeMasterRows(shop, 'master-plafond-hutang', tx),
  ]);
  const groupKodes = new Set(groups.map((g) => g.kode));
  const kondisiBy = new Map(kondisi.map((k) => [k.kode, k.data]));
  const persenBy = new Map(kadarPlafond.map((r) => [r.kode, num(r.data.plafond_persen)]));
  const kadarRows = kadars.map((k) => ({
    kode_kadar: k.kode,
    kadar: num(k.data.kadar),
    plafond_persen: persenBy.get(k.kode) ?? null,
  }));
  const groupBy = new Map(groupPlafond.map((r) => [r.kode, r.data]));
  const h24 = harga24k(day);

  const pieces = input.map((p): PlafondOf<P> => {
    if (!groupKodes.has(p.kode_group)) throw badRequest(MSG.groupUnknown(p.kode_group));
    let taksiran = 100;
    if (p.kondisi !== undefined) {
      const k = kondisiBy.get(p.kondisi);
      if (!k) throw badRequest(MSG.kondisiUnknown(p.kondisi));
      taksiran = num(k.persentase_taksiran, 100);
    }
    const g = groupBy.get(p.kode_group);
    const kadar = kadarPlafondFor(kadarRows, p.kadar);
    const r = piecePlafond({
      berat: p.berat,
      kadar: p.kadar,
      taksiran_persen: taksiran,
      group: g
        ? { plafond_per_gram: num(g.plafond_per_gram), maksimal_hutang: num(g.maksimal_hutang) }
        : null,
      kadar_persen: kadar?.plafond_persen ?? null,
      harga_24k: h24,
    });
    const plafond_gram =
      r.sumber === 'GROUP'
        ? num(g?.plafond_per_gram)
        : r.sumber === 'KADAR'
          ? new Decimal(h24)
              .times(p.kadar)
              .times(kadar?.plafond_persen ?? 0)
              .div(10_000)
              .toDecimalPlaces(0, Decimal.ROUND_FLOOR)
              .toNumber()
          : 0;
    return {
      ...p,
      taksiran_persen: taksiran,
      sumber: r.sumber,
      plafond_gram,
      plafond: r.plafond,
      exact: r.exact,
    };
  });
  return { harga_24k: h24, pieces, plafond: loanPlafond(pieces) };
}

/**
 * The plafond of the pieces, the rate band of the amount, the rounding unit and the term, read from
 * the masters inside the caller's transaction.
 */
export async function loanTerms(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  jumlah: number,
  input: readonly Piece[],
): Promise<LoanTerms> {
  const [priced, bunga, pokok, pembulatan] = await readAll(tx, [
    () => piecesPlafond(shop, tx, tanggal, input),
    () => activeMasterRows(shop, 'parameter-bunga-hutang', tx),
    () => activeMasterRows(shop, 'parameter-hutang-pokok', tx),
    () => findParaSystem(shop, 'PEMBULATAN', tx),
  ]);
  const pieces = priced.pieces.map((p): PricedPiece => ({ ...p, berat_bruto: p.berat_bruto ?? p.berat }));
  const pokokBy = new Map(pokok.map((r) => [r.kode, r.data]));
  const h24 = priced.harga_24k;
  const plafond = priced.plafond;
  const pokokExact = pieces.reduce(
    (s, p) => s.plus(new Decimal(num(pokokBy.get(p.kode_group)?.pokok_per_gram)).times(p.berat)),
    new Decimal(0),
  );
  const maks = termLimit(
    pokok,
    pieces.map((p) => p.kode_group),
  );
  const found = findBungaBand(
    bunga.map((b) => ({
      kode_bunga: b.kode,
      jumlah_dari: num(b.data.jumlah_dari),
      jumlah_sampai: num(b.data.jumlah_sampai),
      bunga: num(b.data.bunga),
      minimal_hari: num(b.data.minimal_hari, 1),
    })),
    jumlah,
  );
  return {
    harga_24k: h24,
    pieces,
    plafond,
    pokok_saran: Math.min(plafond, pokokExact.toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber()),
    band: found,
    pembulatan: parsePembulatan(pembulatan?.value),
    lama_pinjam: maks ?? DEFAULT_LAMA_PINJAM,
    lama_pinjam_maks: maks,
  };
}

/** The rate band of a loan amount, or a 400 naming the amount. */
export function requireBand(terms: LoanTerms, jumlah: number) {
  if (!terms.band) throw badRequest(MSG.noBungaBand(formatMoney(jumlah)));
  return terms.band;
}

/** The screen's plafond answer. */
export function toPlafondAnswer(tanggal: string, jumlah: number, t: LoanTerms): api.HutangPlafond {
  return {
    tgl_hutang: tanggal,
    harga_24k: t.harga_24k,
    pieces: t.pieces.map((p) => ({
      kode_group: p.kode_group,
      kadar: p.kadar,
      berat: p.berat,
      kondisi: p.kondisi,
      taksiran_persen: p.taksiran_persen,
      sumber: p.sumber,
      plafond_gram: p.plafond_gram,
      plafond: p.plafond,
    })),
    plafond: t.plafond,
    pokok_saran: t.pokok_saran,
    kode_bunga: t.band?.kode_bunga ?? null,
    bunga: t.band?.bunga ?? null,
    bunga_bulan: t.band ? monthlyRate(t.band.bunga) : null,
    minimal_hari: t.band?.minimal_hari ?? null,
    pembulatan: t.pembulatan,
    lama_pinjam: t.lama_pinjam,
    lama_pinjam_maks: t.lama_pinjam_maks,
    tgl_tempo: addDays(tanggal, t.lama_pinjam),
    melebihi_plafond: jumlah > t.plafond,
  };
}
