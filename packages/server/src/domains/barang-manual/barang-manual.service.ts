import { api, DOC_PREFIX } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData } from '../barang/barang.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { openBusinessDay } from '../system/business-day.ts';
import {
  addStock,
  findBarangManual,
  findPlaces,
  gramText,
  insertMutasi,
  type Place,
  takeStock,
  toBarangManual,
} from './barang-manual.queries.ts';

const MSG = api.BARANG_MANUAL_MSG;
const J = api.JENIS_MUTASI_MANUAL;

/** The API's place (tray as kode_toko) as stored. */
export const placeOf = (p: {
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
}) => ({
  kode_gudang: p.kode_gudang,
  kode_baki: p.kode_toko,
  kode_group: p.kode_group,
  kode_dept: p.kode_dept,
});

/**
 * The places of a change must be real: each tray an active tray of its warehouse, each group and
 * type active masters.
 */
export async function checkPlaces(shop: ShopContext, tx: Db, places: readonly Place[]): Promise<void> {
  const of = (master: string, kode: (p: Place) => string) => () =>
    activeMasterData(shop, tx, master, places.map(kode));
  const [baki, group, jenis] = await readAll(tx, [
    of('baki', (p) => p.kode_baki),
    of('group', (p) => p.kode_group),
    of('jenis', (p) => p.kode_dept),
  ]);
  for (const p of places) {
    const b = baki.get(p.kode_baki);
    if (!b || String(b.kode_gudang ?? '').toUpperCase() !== p.kode_gudang)
      throw badRequest(MSG.bakiUnknown(p.kode_baki, p.kode_gudang));
    if (!group.has(p.kode_group)) throw badRequest(MSG.groupUnknown(p.kode_group));
    if (!jenis.has(p.kode_dept)) throw badRequest(MSG.deptUnknown(p.kode_dept));
  }
}

/** GET barang-manual: the stock rows (group and tray upper-cased by the query schema). */
export async function listBarangManual(shop: ShopContext, query: unknown): Promise<api.BarangManual[]> {
  const q = api.barangManualQuery.parse(query);
  const rows = await findBarangManual(shop, {
    kode_gudang: q.kode_gudang,
    kode_baki: q.kode_toko,
    kode_group: q.kode_group,
    kode_dept: q.kode_dept,
  });
  return rows.map(toBarangManual);
}

type Ctx = { tx: Db; tanggal: string; no: string; user: SessionUser };

/** A change of manual stock in one transaction under a new number of `prefix`. */
async function stockChange(
  shop: ShopContext,
  user: SessionUser,
  prefix: string,
  work: (c: Ctx) => Promise<Place[]>,
): Promise<api.MutasiManualSaved> {
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const no = await nextDocumentNumber(shop, tx, prefix, tanggal);
    const places = await work({ tx, tanggal, no, user });
    const rows = await findPlaces(shop, tx, places);
    return { no_ref: no, rows: rows.map(toBarangManual) };
  });
}

/** Tambah barang manual: each line's qty and weight into the tray, a TAMBAH ledger row each. */
export function tambahBarangManual(shop: ShopContext, user: SessionUser, body: api.TambahBarangManualBody) {
  const input = api.tambahBarangManualBody.parse(body);
  const places = input.detail_barang.map((l) => placeOf({ ...input, ...l }));
  return stockChange(shop, user, DOC_PREFIX.TAMBAH_MANUAL, async ({ tx, tanggal, no }) => {
    await checkPlaces(shop, tx, places);
    for (const [i, l] of input.detail_barang.entries())
      await addStock(shop, tx, places[i] as Place, l.qty, l.berat, l.harga_modal);
    await insertMutasi(
      shop,
      tx,
      input.detail_barang.map((l, i) => ({
        tanggal,
        no_ref: no,
        jenis: J.tambah,
        ...(places[i] as Place),
        qty: l.qty,
        berat: gramText(l.berat),
        harga: l.harga_modal,
        input_by: user.user_id,
      })),
    );
    return places;
  });
}

/** Pindah barang manual: out of one tray into another (the same group and type), one PINDAH pair. */
export function pindahBarangManual(shop: ShopContext, user: SessionUser, body: api.PindahBarangManualBody) {
  const input = api.pindahBarangManualBody.parse(body);
  const from = placeOf(input);
  const to = { ...from, kode_gudang: input.kode_gudang_tujuan, kode_baki: input.kode_toko_tujuan };
  if (from.kode_gudang === to.kode_gudang && from.kode_baki === to.kode_baki) throw badRequest(MSG.sameBaki);
  return stockChange(shop, user, DOC_PREFIX.PINDAH_MANUAL, async ({ tx, tanggal, no }) => {
    await checkPlaces(shop, tx, [from, to]);
    const taken = await takeStock(shop, tx, from, input.qty, input.berat);
    await addStock(shop, tx, to, input.qty, input.berat, taken.harga_modal);
    const row = { tanggal, no_ref: no, jenis: J.pindah, input_by: user.user_id };
    await insertMutasi(shop, tx, [
      { ...row, ...from, qty: -input.qty, berat: gramText(-input.berat), keterangan: to.kode_baki },
      { ...row, ...to, qty: input.qty, berat: gramText(input.berat), keterangan: from.kode_baki },
    ]);
    return [from, to];
  });
}

/** Hancur barang manual: out of a tray, one HANCUR ledger row. */
export function hancurBarangManual(shop: ShopContext, user: SessionUser, body: api.HancurBarangManualBody) {
  const input = api.hancurBarangManualBody.parse(body);
  const place = placeOf(input);
  return stockChange(shop, user, DOC_PREFIX.HANCUR_MANUAL, async ({ tx, tanggal, no }) => {
    await takeStock(shop, tx, place, input.qty, input.berat);
    await insertMutasi(shop, tx, [
      {
        tanggal,
        no_ref: no,
        jenis: J.hancur,
        ...place,
        qty: -input.qty,
        berat: gramText(-input.berat),
        keterangan: input.keterangan,
        input_by: user.user_id,
      },
    ]);
    return [place];
  });
}
