import { api, DOC_PREFIX, formatWaktuJakarta, MODULE, wastingOf } from '@emas/contract';
import {
  GUDANG_BELI,
  GUDANG_CUCI,
  type JenisCuci,
  type KirimCuciBody,
  type KirimCuciResult,
  kondisiSelesai,
  SEPUHAN_MSG as MSG,
  type RefiningItem,
  type RefiningStockQuery,
  type SortirBody,
  type SortirResult,
  STATUS_DICUCI,
  type StockSepuhManualBody,
  type StockSepuhManualRow,
  type TerimaCuciBody,
  type TerimaCuciResult,
} from '@emas/contract/api/sepuhan';
import Decimal from 'decimal.js';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  activeMasterData,
  barcodesIn,
  lockBarang,
  type StoredBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { checkLocation, relocate } from '../barang/barang.service.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { openBusinessDay } from '../system/business-day.ts';
import {
  anyCuciJob,
  insertCuci,
  insertManual,
  insertSortir,
  lockOpenJobs,
  manualRows,
  markReceived,
  openJobs,
  piecesIn,
  type StoredCuci,
  setItem,
  writeSusutRow,
} from './sepuhan.queries.ts';

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
const asDb = (tx: unknown) => tx as Db;
const sumBerat = (items: readonly { berat: string }[]) =>
  items.reduce((s, i) => s.plus(i.berat), new Decimal(0)).toNumber();

const toItem = (b: StoredBarang, job?: StoredCuci): RefiningItem => ({
  kode_barcode: b.kode_barcode,
  nama_barang: b.nama_barang,
  kode_group: b.kode_group,
  kode_dept: b.kode_dept,
  kode_gudang: b.kode_gudang,
  kode_baki: b.kode_baki,
  kadar: num(b.kadar),
  berat: num(b.berat),
  kondisi: b.kondisi,
  status: b.status,
  tgl_input: b.tgl_input,
  ...(job ? { no_kirim: job.no_kirim, jenis: job.jenis as JenisCuci, tgl_kirim: job.tgl_kirim } : {}),
});

/** The pieces a refining screen works on: in BELI, sorted in CUCI, ready to send, or away. */
export async function listRefiningStock(shop: ShopContext, q: RefiningStockQuery): Promise<RefiningItem[]> {
  if (q.posisi === 'BELI') return (await piecesIn(shop, GUDANG_BELI, 'READY')).map((b) => toItem(b));
  if (q.posisi === 'SORTIR') return (await piecesIn(shop, GUDANG_CUCI, 'READY')).map((b) => toItem(b));
  if (q.posisi === 'KIRIM')
    return (await piecesIn(shop, GUDANG_CUCI, 'READY', q.jenis ? [q.jenis] : ['CUCI', 'SEPUH'])).map((b) =>
      toItem(b),
    );
  const jobs = await openJobs(shop, q.jenis);
  const items = await piecesIn(shop, GUDANG_CUCI, STATUS_DICUCI);
  const byKode = new Map(items.map((b) => [b.kode_barcode, b]));
  return jobs.flatMap((j) => {
    const b = byKode.get(j.kode_barcode);
    return b ? [toItem(b, j)] : [];
  });
}

/** Locks the pieces; each must exist. */
async function lockAll(shop: ShopContext, tx: Db, kodes: readonly string[]) {
  const items = await lockBarang(shop, tx, kodes);
  const found = new Set(items.map((i) => i.kode_barcode));
  const missing = kodes.find((k) => !found.has(k));
  if (missing) throw notFound(MSG.notFound(missing));
  return items;
}

/**
 * Sortir Pembelian (mode SORTIR: pieces in BELI) and Pindah Sortir (mode PINDAH: pieces sorted into
 * CUCI): every piece goes to one destination, with a sorting row and ledger rows out and in.
 */
export async function sortir(
  shop: ShopContext,
  user: SessionUser,
  body: SortirBody,
  mode: 'SORTIR' | 'PINDAH',
): Promise<SortirResult> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const items = await lockAll(shop, tx, body.kode_barcodes);
    const source = mode === 'SORTIR' ? GUDANG_BELI : GUDANG_CUCI;
    for (const i of items)
      if (i.status !== 'READY' || i.kode_gudang !== source)
        throw conflict(mode === 'SORTIR' ? MSG.notInBeli(i.kode_barcode) : MSG.notSorted(i.kode_barcode));
    const hancur = body.tujuan === 'HANCUR';
    const to =
      body.tujuan === 'JUAL'
        ? await sellingPlace(shop, tx, body.kode_gudang_tujuan as string, body.kode_baki_tujuan)
        : await wholeGudang(shop, tx, hancur ? api.GUDANG_HANCUR : GUDANG_CUCI);
    const no = await nextDocumentNumber(
      shop,
      tx,
      mode === 'SORTIR' ? DOC_PREFIX.SORTIR : DOC_PREFIX.PINDAH_SORTIR,
      tanggal,
    );
    await insertSortir(
      shop,
      tx,
      items.map((i) => ({
        tanggal,
        no_sortir: no,
        jenis: mode,
        kode_barcode: i.kode_barcode,
        nama_barang: i.nama_barang,
        kode_group: i.kode_group,
        kode_dept: i.kode_dept,
        kadar: i.kadar,
        berat: i.berat,
        gudang_asal: i.kode_gudang,
        baki_asal: i.kode_baki,
        tujuan: body.tujuan,
        gudang_tujuan: to.kode_gudang,
        baki_tujuan: to.kode_baki,
        keterangan: body.keterangan ?? '',
        input_by: user.user_id,
      })),
    );
    await relocate(shop, tx, items, hancur ? { ...to, status: 'HANCUR', kondisi: 'HANCUR' } : to, {
      tanggal,
      no_ref: no,
      jenisOut: hancur ? 'HANCUR' : 'SORTIR_KELUAR',
      jenisIn: hancur ? 'HANCUR_MASUK' : 'SORTIR_MASUK',
      input_by: user.user_id,
      keterangan: `${mode === 'SORTIR' ? 'SORTIR' : 'PINDAH SORTIR'} ${body.tujuan}`,
    });
    if (!hancur)
      await setItem(
        shop,
        tx,
        body.kode_barcodes,
        { kondisi: body.tujuan === 'JUAL' ? 'BAGUS' : body.tujuan },
        user.user_id,
      );
    return { no_sortir: no, tujuan: body.tujuan, qty: items.length, berat: sumBerat(items) };
  });
}

/** Sorted pieces lie in the warehouse itself (no tray), as bought pieces lie in BELI. */
async function wholeGudang(shop: ShopContext, tx: Db, kode: string) {
  if (!(await activeMasterData(shop, tx, 'gudang', [kode])).has(kode))
    throw badRequest(api.BARANG_MSG.unknownGudang(kode));
  return { kode_gudang: kode, kode_baki: '' };
}

/** A piece goes back to sale in a warehouse's tray (never into BELI, CUCI or HANCUR). */
async function sellingPlace(shop: ShopContext, tx: Db, gudang: string, baki: string | undefined) {
  if ([GUDANG_BELI, GUDANG_CUCI, api.GUDANG_HANCUR].includes(gudang))
    throw badRequest(`${MSG.pickGudang}: ${gudang} Bukan Gudang Penjualan`);
  return checkLocation(shop, tx, gudang, baki);
}

/**
 * Kirim Barang Cuci: pieces sorted to CUCI or SEPUH leave the stock (a KIRIM_CUCI or KIRIM_SEPUH row)
 * and are away (status DICUCI) until received; to head office when SEPUHAN_PUSAT_MODULE is on.
 */
export async function kirimCuci(
  shop: ShopContext,
  user: SessionUser,
  body: KirimCuciBody,
): Promise<KirimCuciResult> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const tujuan = (await activeModules(shop, tx)).has(MODULE.SEPUHAN_PUSAT) ? 'PUSAT' : 'LOKAL';
    const items = await lockAll(shop, tx, body.kode_barcodes);
    for (const i of items)
      if (
        i.status !== 'READY' ||
        i.kode_gudang !== GUDANG_CUCI ||
        !['CUCI', 'SEPUH'].includes(i.kondisi ?? '')
      )
        throw conflict(MSG.notToSend(i.kode_barcode));
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.KIRIM_CUCI, tanggal);
    for (const jenis of ['CUCI', 'SEPUH'] as const) {
      const kodes = items.filter((i) => i.kondisi === jenis).map((i) => i.kode_barcode);
      if (!kodes.length) continue;
      await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
        tanggal,
        jenis: `KIRIM_${jenis}`,
        sign: -1,
        no_ref: no,
        keterangan: tujuan === 'PUSAT' ? 'KIRIM KE PUSAT' : '',
        input_by: user.user_id,
      });
    }
    await setItem(shop, tx, body.kode_barcodes, { status: STATUS_DICUCI }, user.user_id);
    await insertCuci(
      shop,
      tx,
      items.map((i) => ({
        no_kirim: no,
        tgl_kirim: tanggal,
        jenis: i.kondisi as string,
        tujuan,
        kode_barcode: i.kode_barcode,
        nama_barang: i.nama_barang,
        kode_group: i.kode_group,
        kode_dept: i.kode_dept,
        kadar: i.kadar,
        berat_kirim: i.berat,
        status: 'KIRIM',
        keterangan: body.keterangan ?? '',
        kirim_by: user.user_id,
      })),
    );
    return {
      no_kirim: no,
      tujuan,
      qty: items.length,
      berat: sumBerat(items),
      rows: items.map((i) => ({
        kode_barcode: i.kode_barcode,
        jenis: i.kondisi as JenisCuci,
        berat: num(i.berat),
      })),
    };
  });
}

/** Why a piece has no open job of this kind: received already, or never sent. */
async function noOpenJob(shop: ShopContext, tx: Db, kode: string): Promise<never> {
  const any = await anyCuciJob(shop, tx, kode);
  if (any.length) throw conflict(MSG.alreadyReceived(kode));
  throw badRequest(MSG.notAway(kode));
}

/**
 * Terima Barang Cuci (jenis CUCI) / Terima Sepuhan (SEPUH): each piece comes back with its weight after;
 * it re-enters CUCI (a TERIMA row at the weight sent) and the difference is written as its wasting (a
 * SUSUT row of weight only), recorded on the job. A job is received once: the second receipt of the
 * same piece, even at the same moment, finds no open job.
 */
export async function terimaCuci(
  shop: ShopContext,
  user: SessionUser,
  body: TerimaCuciBody,
  jenis: JenisCuci,
): Promise<TerimaCuciResult> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const kodes = body.detail_barang.map((d) => d.kode_barcode);
    await lockAll(shop, tx, kodes);
    const jobs = new Map((await lockOpenJobs(shop, tx, kodes)).map((j) => [j.kode_barcode, j]));
    const plan = [];
    for (const d of body.detail_barang) {
      const job = jobs.get(d.kode_barcode) ?? (await noOpenJob(shop, tx, d.kode_barcode));
      if (job.jenis !== jenis) throw badRequest(MSG.wrongJenis(d.kode_barcode, job.jenis));
      const w = wastingOf(num(job.berat_kirim), d.berat);
      if (!w) throw badRequest(d.berat <= 0 ? MSG.beratEmpty(d.kode_barcode) : MSG.heavier(d.kode_barcode));
      plan.push({ job, berat: d.berat, ...w });
    }
    const no = await nextDocumentNumber(
      shop,
      tx,
      jenis === 'CUCI' ? DOC_PREFIX.TERIMA_CUCI : DOC_PREFIX.TERIMA_SEPUH,
      tanggal,
    );
    await setItem(shop, tx, kodes, { status: 'READY' }, user.user_id);
    await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
      tanggal,
      jenis: `TERIMA_${jenis}`,
      sign: 1,
      no_ref: no,
      input_by: user.user_id,
    });
    for (const p of plan) {
      const kode = p.job.kode_barcode;
      if (p.susut > 0)
        await writeSusutRow(shop, tx, {
          tanggal,
          kode_barcode: kode,
          jenis: `SUSUT_${jenis}`,
          susut: p.susut.toFixed(3),
          no_ref: no,
          input_by: user.user_id,
        });
      await setItem(
        shop,
        tx,
        [kode],
        { berat: p.berat.toFixed(3), kondisi: kondisiSelesai(jenis) },
        user.user_id,
      );
      const done = await markReceived(shop, tx, p.job.id, {
        no_terima: no,
        tgl_terima: tanggal,
        berat_terima: p.berat.toFixed(3),
        susut: p.susut.toFixed(3),
        persen: p.persen.toFixed(2),
        terima_by: user.user_id,
      });
      if (done.length !== 1) throw conflict(MSG.alreadyReceived(kode));
    }
    const rows = plan.map((p) => ({
      kode_barcode: p.job.kode_barcode,
      no_kirim: p.job.no_kirim,
      jenis,
      berat_kirim: num(p.job.berat_kirim),
      berat_terima: p.berat,
      susut: p.susut,
      persen: p.persen,
    }));
    const susut = rows.reduce((s, r) => s.plus(r.susut), new Decimal(0)).toNumber();
    return { no_terima: no, qty: rows.length, susut, rows };
  });
}

const toManualRow = (r: {
  no_sortir: string;
  tanggal: string;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: string;
  input_by: string;
  at: Date;
}): StockSepuhManualRow => ({
  no_tambah_stock: r.no_sortir,
  tgl_system: r.tanggal,
  jam: formatWaktuJakarta(r.at).split(' ')[1] ?? '',
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  qty: r.qty,
  berat: num(r.berat),
  input_by: r.input_by,
});

/** Stock Cuci Manual: counted washing stock by group and jenis, without barcodes. */
export async function createStockSepuhManual(
  shop: ShopContext,
  user: SessionUser,
  body: StockSepuhManualBody,
): Promise<{ datasortirbeli: StockSepuhManualRow[] }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const lines = body.detail_barang;
    const groups = await activeMasterData(shop, tx, 'group', [...new Set(lines.map((l) => l.kode_group))]);
    const jenis = await activeMasterData(shop, tx, 'jenis', [...new Set(lines.map((l) => l.kode_dept))]);
    for (const l of lines) {
      if (!groups.has(l.kode_group)) throw badRequest(`Kategori ${l.kode_group} Tidak Ditemukan`);
      const j = jenis.get(l.kode_dept);
      if (!j || (j.kode_group && j.kode_group !== l.kode_group))
        throw badRequest(`Kode Jenis ${l.kode_dept} Tidak Ada Di Kategori ${l.kode_group}`);
    }
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.STOCK_CUCI_MANUAL, tanggal);
    const saved = await insertManual(
      shop,
      tx,
      lines.map((l) => ({
        no_sortir: no,
        tanggal,
        kode_group: l.kode_group,
        kode_dept: l.kode_dept,
        qty: l.qty,
        berat: l.berat.toFixed(3),
        input_by: user.user_id,
      })),
    );
    return { datasortirbeli: saved.map(toManualRow) };
  });
}

export async function stockSepuhManualReport(shop: ShopContext, q: { tgl_from: string; tgl_to: string }) {
  return (await manualRows(shop, q.tgl_from, q.tgl_to)).map(toManualRow);
}
