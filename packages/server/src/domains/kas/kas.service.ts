import { DOC_PREFIX, MODULE, MSG } from '@emas/contract';
import {
  type ByDeskripsi,
  CASH_REPORT_DETAIL_EVENT,
  type CashRow,
  KAS_KATEGORI,
  KAS_MSG,
  type KasSetting,
  type KasUser,
  PARA_KAS_KELUAR_MELEBIHI_SALDO,
  PARA_WAJIB_VALIDASI_NON_CASH,
  type ReportCashDetailBody,
  type SaldoHarian,
  type SaldoKasir,
  type SaldoRekening,
  type TransferBalanceBody,
  type TransferBalanceResult,
  UANG_BANK_KATEGORI,
  UANG_KAS_KATEGORI,
  type UangBankBody,
  type UangBankList,
  type UangKasBody,
} from '@emas/contract/api/kas';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { runJob } from '../../platform/jobs.ts';
import type { Live } from '../../platform/live.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findMasterRowByKode } from '../master/master.api.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { findParaSystem, upsertParaSystem } from '../system/system.api.ts';
import { guardDrawerOut, overdrawRule } from './drawer.service.ts';
import { insertCashRows, type StoredKas } from './kas.queries.ts';
import {
  cashReportPage,
  countCashReport,
  findActiveUser,
  insertPengalihan,
  kasRowsByDeskripsi,
  kasRowsByIds,
  kasRowsOfDay,
  listActiveUsers,
  lockCashRowsOf,
  markValid,
  openNonCash,
  saldoPerKasir,
  saldoPerRekening,
} from './kas-extra.queries.ts';
import { nextDocumentNumber } from './nomor-dokumen.ts';

/** Document prefixes of the cash screens that the shared list does not name. */
export const KAS_PREFIX = { PENGALIHAN: 'PS', UANG_BANK: 'BK' } as const;

const asDb = (tx: unknown) => tx as Db;

export const toCashRow = (r: StoredKas): CashRow => ({
  _id: r.id,
  tanggal: r.tanggal,
  kategori: r.kategori,
  deskripsi: r.deskripsi,
  jenis: r.jenis,
  jumlah_in: r.jumlah_in,
  jumlah_out: r.jumlah_out,
  kode_bank: r.kode_bank,
  no_rekening: r.no_rekening,
  keterangan: r.keterangan,
  input_by: r.input_by,
  id_trx: r.id_trx,
  status_validasi: r.status_validasi,
  validated_by: r.validated_by,
  created_at: new Date(r.created_at).toISOString(),
});

const only = <T>(rows: T[]): T => {
  const r = rows[0];
  if (!r) throw new AppError(500, MSG.serverError, 'insert returned nothing');
  return r;
};

// ---------------------------------------------------------------------------------------------
// Uang kas and uang bank

/** Cash in or out of the user's drawer on the business day (KAS MASUK / KAS KELUAR). */
export async function addUangKas(shop: ShopContext, user: SessionUser, body: UangKasBody): Promise<CashRow> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.KAS, tanggal);
    const masuk = body.kategori === KAS_KATEGORI.KAS_MASUK;
    if (!masuk)
      await guardDrawerOut(shop, tx, {
        tanggal,
        input_by: user.user_id,
        jumlah: body.jumlah,
        id_otorisasi: body.id_otorisasi,
        usedFor: no,
      });
    const rows = await insertCashRows(shop, tx, [
      {
        tanggal,
        kategori: body.kategori,
        deskripsi: body.deskripsi,
        jenis: 'CASH',
        jumlah_in: masuk ? body.jumlah : 0,
        jumlah_out: masuk ? 0 : body.jumlah,
        keterangan: body.keterangan ?? '',
        input_by: user.user_id,
        id_trx: no,
      },
    ]);
    return toCashRow(only(rows));
  });
}

export async function listUangKas(shop: ShopContext, tanggal?: string): Promise<CashRow[]> {
  const day = tanggal ?? (await findBusinessDay(shop));
  return (await kasRowsOfDay(shop, day, UANG_KAS_KATEGORI)).map(toCashRow);
}

/** Money in or out of one of the shop's accounts (master rekening): a non-cash row, OPEN until validated. */
export async function addUangBank(
  shop: ShopContext,
  user: SessionUser,
  body: UangBankBody,
): Promise<CashRow> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const rekening = await findMasterRowByKode(shop, tx, 'rekening', body.no_rekening);
    if (rekening?.status !== 'ACTIVE') throw badRequest(KAS_MSG.unknownRekening(body.no_rekening));
    const data = rekening.data as Record<string, unknown>;
    const tanggal = await openBusinessDay(shop, tx, user);
    const no = await nextDocumentNumber(shop, tx, KAS_PREFIX.UANG_BANK, tanggal);
    const masuk = body.kategori === KAS_KATEGORI.BANK_MASUK;
    const jenis = String(data.jenis_rekening ?? 'TRANSFER');
    const rows = await insertCashRows(shop, tx, [
      {
        tanggal,
        kategori: body.kategori,
        deskripsi: body.deskripsi,
        jenis: jenis === 'QRIS' ? 'TRANSFER' : jenis,
        jumlah_in: masuk ? body.jumlah : 0,
        jumlah_out: masuk ? 0 : body.jumlah,
        kode_bank: String(data.kode_bank ?? ''),
        no_rekening: body.no_rekening,
        keterangan: body.keterangan ?? '',
        input_by: user.user_id,
        id_trx: no,
      },
    ]);
    return toCashRow(only(rows));
  });
}

export async function listUangBank(shop: ShopContext, tanggal?: string): Promise<UangBankList> {
  const day = tanggal ?? (await findBusinessDay(shop));
  const [rows, saldo] = await Promise.all([
    kasRowsOfDay(shop, day, UANG_BANK_KATEGORI),
    saldoPerRekening(shop, day, UANG_BANK_KATEGORI),
  ]);
  return {
    rows: rows.map(toCashRow),
    saldo: saldo.map((s): SaldoRekening => ({ ...s, saldo: s.masuk - s.keluar })),
  };
}

/** The reference computation of a drawer: saldo akhir = saldo awal + masuk - keluar. */
export function summariseSaldo(
  rows: { input_by: string; saldo_awal: number; masuk: number; keluar: number }[],
): { rows: SaldoKasir[]; total: SaldoKasir } {
  const out = rows.map((r) => ({ ...r, saldo_akhir: r.saldo_awal + r.masuk - r.keluar }));
  const total = out.reduce(
    (a, r) => ({
      input_by: 'TOTAL',
      saldo_awal: a.saldo_awal + r.saldo_awal,
      masuk: a.masuk + r.masuk,
      keluar: a.keluar + r.keluar,
      saldo_akhir: a.saldo_akhir + r.saldo_akhir,
    }),
    { input_by: 'TOTAL', saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 },
  );
  return { rows: out, total };
}

/** Each cashier's drawer on a day (CASH rows): saldo awal, in, out and saldo akhir. */
export async function saldoHarian(shop: ShopContext, tanggal?: string): Promise<SaldoHarian> {
  const day = tanggal ?? (await findBusinessDay(shop));
  return { tanggal: day, ...summariseSaldo(await saldoPerKasir(shop, day)) };
}

export async function listUsers(shop: ShopContext, level?: string): Promise<KasUser[]> {
  return listActiveUsers(shop, level);
}

// ---------------------------------------------------------------------------------------------
// Pengalihan Saldo Uang

const REPORT_BATCH = 200;

/**
 * The cash rows that may be moved (CASH, in the period, not moved before), pushed in batches over the
 * live channel (`cash-report-detail` and `job-progress`): PROGRESS with rows, then FINISH. SALDO AWAL
 * rows are sent too; the screen leaves them out of its list, and the move refuses them.
 */
export async function reportCashDetail(
  shop: ShopContext,
  live: Live | undefined,
  user: SessionUser,
  body: ReportCashDetailBody,
): Promise<{ uid: string; total: number }> {
  const kategori = body.kategori && body.kategori !== 'SEMUA' ? body.kategori : undefined;
  const inputBy = body.input_by ?? body.user_id;
  const q = {
    tgl_from: body.tgl_from,
    tgl_to: body.tgl_to,
    kategori,
    input_by:
      inputBy && inputBy.toUpperCase() !== 'SEMUA' && inputBy.toUpperCase() !== 'ALL' ? inputBy : undefined,
  };
  const { uid, result } = await runJob(
    live,
    user.user_id,
    async (report) => {
      const total = await countCashReport(shop, q);
      let sent = 0;
      let after = 0;
      while (sent < total) {
        const page = await cashReportPage(shop, q, after, REPORT_BATCH);
        if (!page.length) break;
        sent += page.length;
        after = page[page.length - 1]?.id ?? after;
        report(sent, total, undefined, page.map(toCashRow));
      }
      return sent;
    },
    { event: CASH_REPORT_DETAIL_EVENT, decorate: (p) => ({ ...p, uid: body.uid ?? p.uid }) },
  );
  return { uid: body.uid ?? uid, total: result };
}

/**
 * Moves the selected cash rows' balance to a cashier: per source cashier one row out of the source's
 * drawer and one into the destination's, on the business day, in one transaction. Each cash row is
 * moved at most once (kas_pengalihan keyed by the row): a second, concurrent move of the same rows is
 * refused whole.
 */
export async function transferBalance(
  shop: ShopContext,
  user: SessionUser,
  body: TransferBalanceBody,
): Promise<TransferBalanceResult> {
  if (body.transactions.some((t) => t.kategori === KAS_KATEGORI.SALDO_AWAL))
    throw badRequest(KAS_MSG.saldoAwalNotMovable);
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tujuan = await findActiveUser(shop, tx, body.user_tujuan);
    if (tujuan?.level !== 'KASIR') throw badRequest(KAS_MSG.tujuanNotKasir);
    const same = body.transactions.find((k) => k.input_by === tujuan.user_id);
    if (same) throw badRequest(KAS_MSG.tujuanSameAsAsal(same.input_by));
    const tanggal = await openBusinessDay(shop, tx, user);
    const rows = await lockCashRowsOf(shop, tx, body.transactions);
    const found = new Set(rows.map((r) => `${r.input_by}\u0000${r.kategori}\u0000${r.id_trx}`));
    if (
      !rows.length ||
      body.transactions.some((k) => !found.has(`${k.input_by}\u0000${k.kategori}\u0000${k.id_trx}`))
    )
      throw badRequest(KAS_MSG.nothingToMove);
    const noRef = await nextDocumentNumber(shop, tx, KAS_PREFIX.PENGALIHAN, tanggal);
    const moved = await insertPengalihan(
      shop,
      tx,
      rows.map((r) => ({
        kas_id: r.id,
        no_ref: noRef,
        user_asal: r.input_by,
        user_tujuan: tujuan.user_id,
        moved_by: user.user_id,
      })),
    );
    if (moved.length !== rows.length) throw conflict(KAS_MSG.alreadyMoved);

    const bySource = new Map<string, { jumlah: number; rows: number }>();
    for (const r of rows) {
      const s = bySource.get(r.input_by) ?? { jumlah: 0, rows: 0 };
      s.jumlah += r.jumlah_in - r.jumlah_out;
      s.rows += 1;
      bySource.set(r.input_by, s);
    }
    const moves = [...bySource.entries()].map(([input_by, s]) => ({ input_by, ...s }));
    if (moves.every((m) => m.jumlah === 0)) throw badRequest(KAS_MSG.nothingToMove);
    // A move takes money out of each source drawer it nets positive for: that drawer must hold it.
    for (const m of [...moves].sort((a, b) => (a.input_by < b.input_by ? -1 : 1)))
      await guardDrawerOut(shop, tx, { tanggal, input_by: m.input_by, jumlah: m.jumlah, usedFor: noRef });
    const base = {
      tanggal,
      kategori: KAS_KATEGORI.PENGALIHAN,
      deskripsi: noRef,
      jenis: 'CASH',
      id_trx: noRef,
    };
    await insertCashRows(
      shop,
      tx,
      moves.flatMap((m) => [
        {
          ...base,
          input_by: m.input_by,
          jumlah_in: m.jumlah < 0 ? -m.jumlah : 0,
          jumlah_out: Math.max(m.jumlah, 0),
          keterangan: `KE ${tujuan.user_id}`,
        },
        {
          ...base,
          input_by: tujuan.user_id,
          jumlah_in: Math.max(m.jumlah, 0),
          jumlah_out: m.jumlah < 0 ? -m.jumlah : 0,
          keterangan: `DARI ${m.input_by}`,
        },
      ]),
    );
    return { no_ref: noRef, user_tujuan: tujuan.user_id, moves };
  });
}

// ---------------------------------------------------------------------------------------------
// Validasi Non Cash

export async function listNonCash(
  shop: ShopContext,
  q: { no_rekening: string; usere_name?: string },
): Promise<CashRow[]> {
  if (q.usere_name && !(await activeModules(shop)).has(MODULE.VALIDASI_INPUT_BY_KEUANGAN))
    throw forbidden(MSG.moduleOff);
  const rows = await openNonCash(shop, {
    no_rekening: q.no_rekening === 'ALL' || q.no_rekening === 'SEMUA' ? undefined : q.no_rekening,
    input_by: q.usere_name && q.usere_name.toUpperCase() !== 'ALL' ? q.usere_name : undefined,
  });
  return rows.map(toCashRow);
}

const listOf = (rows: StoredKas[]) =>
  [...new Set(rows.map((r) => r.deskripsi || String(r.id)))].slice(0, 10).join(', ');

/**
 * OPEN -> VALID, all or nothing: an unknown id is 404, a cash row 400, and a row that is VALID already
 * (before, or validated by a concurrent request meanwhile) refuses the whole request with its invoice.
 */
export async function validateNonCash(shop: ShopContext, user: SessionUser, ids: number[]) {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const rows = await kasRowsByIds(shop, tx, ids);
    if (rows.length !== ids.length) throw notFound(KAS_MSG.dataNotFound);
    const cash = rows.filter((r) => r.status_validasi !== 'OPEN' && r.status_validasi !== 'VALID');
    if (cash.length) throw badRequest(KAS_MSG.notNonCash(listOf(cash)));
    const valid = rows.filter((r) => r.status_validasi === 'VALID');
    if (valid.length) throw conflict(KAS_MSG.alreadyValid(listOf(valid)));
    const done = new Set((await markValid(shop, tx, ids, user.user_id)).map((r) => r.id));
    if (done.size !== ids.length)
      throw conflict(KAS_MSG.alreadyValid(listOf(rows.filter((r) => !done.has(r.id)))));
    return { validated: done.size };
  });
}

/** The info popup: every cash row of one invoice (deskripsi). */
export async function cashByDeskripsi(shop: ShopContext, deskripsi: string): Promise<ByDeskripsi> {
  const rows = await kasRowsByDeskripsi(shop, deskripsi);
  const first = rows[0];
  if (!first) throw notFound(KAS_MSG.dataTidakAda);
  return {
    deskripsi: first.deskripsi,
    tanggal: first.tanggal,
    kategori: first.kategori,
    input_by: first.input_by,
    rows: rows.map(toCashRow),
  };
}

// ---------------------------------------------------------------------------------------------
// The closing guard's setting

export async function kasSetting(shop: ShopContext, tx?: Db): Promise<KasSetting> {
  const [row, overdraw] = await readAll(tx ?? shop.db, [
    () => findParaSystem(shop, PARA_WAJIB_VALIDASI_NON_CASH, tx),
    () => overdrawRule(shop, tx),
  ]);
  return { wajib_validasi_non_cash: row?.value === 'YA', kas_keluar_melebihi_saldo: overdraw };
}

/** Stored as the para-system key TUTUP_TOKO_WAJIB_VALIDASI_NON_CASH ('YA' / 'TIDAK'), audited. */
export async function setKasSetting(
  shop: ShopContext,
  user: SessionUser,
  s: {
    wajib_validasi_non_cash: boolean;
    kas_keluar_melebihi_saldo?: KasSetting['kas_keluar_melebihi_saldo'];
  },
): Promise<KasSetting> {
  const values: [string, string][] = [
    [PARA_WAJIB_VALIDASI_NON_CASH, s.wajib_validasi_non_cash ? 'YA' : 'TIDAK'],
  ];
  if (s.kas_keluar_melebihi_saldo) values.push([PARA_KAS_KELUAR_MELEBIHI_SALDO, s.kas_keluar_melebihi_saldo]);
  await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    for (const [key, value] of values) {
      const old = await findParaSystem(shop, key, tx);
      await upsertParaSystem(shop, tx, key, value, user.user_id);
      await writeAudit(shop, tx, {
        user_id: user.user_id,
        action: 'SET_PARA_SYSTEM',
        entity: 'para_system',
        entity_key: key,
        old_value: old?.value ?? null,
        new_value: value,
      });
    }
  });
  return kasSetting(shop);
}
