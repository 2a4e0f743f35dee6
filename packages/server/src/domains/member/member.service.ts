import { MSG } from '@emas/contract';
import {
  type CreateMemberInput,
  type EditMemberInput,
  type HadiahStockRow,
  type JenisPoin,
  type JenisTransaksiPoin,
  type ListMemberQuery,
  MEMBER_MSG,
  MEMBER_SETTING_DEFAULT,
  type MemberRow,
  type MemberSetting,
  type PoinRow,
  type TransaksiPoinQuery,
  type TukarPointInput,
  type TukarPointRow,
} from '@emas/contract/api/member';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { findParaSystem, findToko, upsertParaSystem } from '../system/system.api.ts';
import {
  activeMasterData,
  findMember,
  findMemberByNik,
  hadiahStockOf,
  hadiahStocks,
  insertHadiahStock,
  insertMember,
  insertPoin,
  insertTukar,
  lockHadiah,
  markResetDone,
  nextNumber,
  type PoinWithName,
  pageMemberPoin,
  pageMembers,
  pageTransaksiPoin,
  pageTukar,
  poinByRef,
  resetAllPoints,
  resetDone,
  type StoredMember,
  type StoredPoin,
  type StoredTukar,
  setMemberPoint,
  updateMember,
} from './member.queries.ts';
import {
  isResetDay,
  latestResetDay,
  numberedKode,
  type PointRule,
  pointsEarned,
  type ResetPeriode,
} from './member-points.ts';

type Tx = Db;

export const toMemberRow = (r: StoredMember): MemberRow => ({
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  kelurahan: r.kelurahan,
  kecamatan: r.kecamatan,
  kota: r.kota,
  no_hp: r.no_hp,
  nik: r.nik,
  tgl_lahir: r.tgl_lahir,
  tgl_daftar: r.tgl_daftar,
  kode_cabang_daftar: r.kode_cabang_daftar,
  point: r.point,
  status: r.status === 'NONAKTIF' ? 'NONAKTIF' : 'ACTIVE',
  input_by: r.input_by,
  input_date: r.input_date.toISOString(),
  updated_by: r.updated_by,
});

const toPoinRow = (r: StoredPoin | PoinWithName, nama = ''): PoinRow => ({
  id: Number(r.id),
  tanggal: r.tanggal,
  kode_member: r.kode_member,
  nama_customer: 'nama_customer' in r ? r.nama_customer : nama,
  jenis: r.jenis as JenisPoin,
  no_ref: r.no_ref,
  deskripsi: r.deskripsi,
  total_rp: Number(r.total_rp),
  poin_in: r.poin_in,
  poin_out: r.poin_out,
  saldo: r.saldo,
  input_by: r.input_by,
  created_at: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
});

const toTukarRow = (r: StoredTukar): TukarPointRow => ({
  no_tukar: r.no_tukar,
  tanggal: r.tanggal,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  kode_hadiah: r.kode_hadiah,
  nama_hadiah: r.nama_hadiah,
  qty: r.qty,
  poin: r.poin,
  total_poin: r.total_poin,
  sisa_poin: r.sisa_poin,
  keterangan: r.keterangan,
  input_by: r.input_by,
  created_at: r.created_at.toISOString(),
});

async function businessDay(shop: ShopContext, tx: Tx = shop.db): Promise<string> {
  const toko = await findToko(shop, tx);
  if (!toko) throw new AppError(500, MSG.serverError, 'shop row missing');
  return toko.tgl_system;
}

// ---------------------------------------------------------------------------------------------
// Setting member (para_system keys)

const SETTING_KEYS: Record<keyof MemberSetting, string> = {
  prefix_kode: 'MEMBER_PREFIX_KODE',
  panjang_kode: 'MEMBER_PANJANG_KODE',
  nilai_point: 'MEMBER_NILAI_POINT',
  minimal_sisa_poin: 'MEMBER_MINIMAL_SISA_POIN',
};

export async function getMemberSetting(shop: ShopContext, tx: Tx = shop.db): Promise<MemberSetting> {
  const out = { ...MEMBER_SETTING_DEFAULT };
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof MemberSetting, string][]) {
    const row = await findParaSystem(shop, key, tx);
    if (!row) continue;
    if (field === 'prefix_kode') out.prefix_kode = row.value;
    else {
      const n = Number(row.value);
      if (Number.isInteger(n) && n >= 0) out[field] = n;
    }
  }
  return out;
}

export async function setMemberSetting(
  shop: ShopContext,
  user: SessionUser,
  input: MemberSetting,
): Promise<MemberSetting> {
  await shop.db.transaction(async (tx) => {
    const old = await getMemberSetting(shop, tx as unknown as Tx);
    for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof MemberSetting, string][])
      await upsertParaSystem(shop, tx as unknown as Tx, key, String(input[field]), user.user_id);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'para_system',
      entity_key: 'SETTING_MEMBER',
      old_value: old,
      new_value: input,
    });
  });
  return getMemberSetting(shop);
}

// ---------------------------------------------------------------------------------------------
// Members

export async function listMembers(shop: ShopContext, q: ListMemberQuery) {
  const { rows, total } = await pageMembers(shop, q);
  return { rows: rows.map(toMemberRow), total };
}

/** The look-up of the sales and pre-order screens: the member as a one-element list. */
export async function findMemberByKode(shop: ShopContext, kode: string): Promise<MemberRow[]> {
  const m = await findMember(shop, shop.db, kode);
  if (!m) throw notFound(MEMBER_MSG.kodeMissing);
  return [toMemberRow(m)];
}

async function checkNik(shop: ShopContext, tx: Tx, nik: string | undefined, self?: string) {
  if (!nik) return;
  const other = await findMemberByNik(shop, tx, nik);
  if (other && other.kode_member !== self) throw conflict(MEMBER_MSG.nikExists(other.kode_member));
}

function checkBirth(tglLahir: string | undefined, today: string) {
  if (tglLahir && tglLahir > today) throw badRequest(MEMBER_MSG.tglLahirFuture);
}

const memberValues = (input: CreateMemberInput | EditMemberInput) => ({
  nama_customer: input.nama_customer,
  alamat_customer: input.alamat_customer,
  kelurahan: input.kelurahan ?? '',
  kecamatan: input.kecamatan ?? '',
  kota: input.kota ?? '',
  no_hp: input.no_hp,
  nik: input.nik ?? '',
  tgl_lahir: input.tgl_lahir ?? null,
});

export async function createMember(
  shop: ShopContext,
  user: SessionUser,
  input: CreateMemberInput,
): Promise<MemberRow> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const tanggal = await openBusinessDay(shop, tx, user);
    checkBirth(input.tgl_lahir, tanggal);
    await checkNik(shop, tx, input.nik);
    let kode = input.kode_member;
    if (!kode) {
      const setting = await getMemberSetting(shop, tx);
      // Numbered codes skip codes typed in by hand.
      for (;;) {
        const n = await nextNumber(shop, tx, `KODE:${setting.prefix_kode}`);
        kode = numberedKode(setting.prefix_kode, setting.panjang_kode, n);
        if (!(await findMember(shop, tx, kode))) break;
      }
    } else if (await findMember(shop, tx, kode)) throw conflict(MEMBER_MSG.memberExists(kode));
    const values = {
      kode_member: kode,
      ...memberValues(input),
      tgl_daftar: tanggal,
      kode_cabang_daftar: shop.kode_toko,
      input_by: user.user_id,
    };
    const row = await insertMember(shop, tx, values);
    if (!row) throw conflict(MEMBER_MSG.memberExists(kode));
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'ADD',
      entity: 'member',
      entity_key: kode,
      new_value: values,
    });
    return toMemberRow(row);
  });
}

export async function editMember(
  shop: ShopContext,
  user: SessionUser,
  kode: string,
  input: EditMemberInput,
): Promise<MemberRow> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const current = await findMember(shop, tx, kode, true);
    if (!current) throw notFound(MEMBER_MSG.kodeMissing);
    checkBirth(input.tgl_lahir, await businessDay(shop, tx));
    await checkNik(shop, tx, input.nik, kode);
    const values = {
      ...memberValues(input),
      status: input.status ?? (current.status as 'ACTIVE' | 'NONAKTIF'),
      updated_by: user.user_id,
    };
    const row = await updateMember(shop, tx, kode, values);
    const { point: _p, input_date: _i, updated_at: _u, ...old } = current;
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'member',
      entity_key: kode,
      old_value: old,
      new_value: values,
    });
    return toMemberRow(row as StoredMember);
  });
}

// ---------------------------------------------------------------------------------------------
// The point ledger: every change of a member's points goes through `movePoints`

type Movement = {
  kode_member: string;
  jenis: JenisPoin;
  no_ref: string;
  deskripsi: string;
  tanggal: string;
  input_by: string;
  total_rp?: number;
  poin_in?: number;
  poin_out?: number;
  /** Balance allowed below 0 (a cancelled sale whose points were already spent). */
  allowNegative?: boolean;
  /** Fewest points that must stay (gift exchange). */
  keep?: number;
};

/**
 * One ledger row and the member's new balance, with the member row locked: concurrent movements of
 * one member run one after the other, and `member.point` always equals the sum of the ledger.
 */
async function movePoints(
  shop: ShopContext,
  tx: Tx,
  mv: Movement,
): Promise<{ row: StoredPoin; member: StoredMember }> {
  const member = await findMember(shop, tx, mv.kode_member, true);
  if (!member) throw notFound(MEMBER_MSG.kodeMissing);
  const poinIn = mv.poin_in ?? 0;
  const poinOut = mv.poin_out ?? 0;
  const saldo = member.point + poinIn - poinOut;
  if (!mv.allowNegative && poinOut > 0 && saldo < (mv.keep ?? 0))
    throw badRequest(MEMBER_MSG.pointShort(member.point, poinOut + (mv.keep ?? 0)));
  const row = await insertPoin(shop, tx, {
    tanggal: mv.tanggal,
    kode_member: member.kode_member,
    jenis: mv.jenis,
    no_ref: mv.no_ref,
    deskripsi: mv.deskripsi,
    total_rp: mv.total_rp ?? 0,
    poin_in: poinIn,
    poin_out: poinOut,
    saldo,
    input_by: mv.input_by,
  });
  await setMemberPoint(shop, tx, member.kode_member, saldo);
  return { row, member: { ...member, point: saldo } };
}

/** What a transaction gives the member service (the sales, order and service domains). */
export type AddPointsInput = {
  kode_member: string;
  /** The transaction's number (no_faktur_group of a sale, no_pesanan, ...): earns once. */
  no_faktur: string;
  /** Business day of the transaction. */
  tanggal: string;
  /** Master parameter-point `jenis_transaksi` (default PENJUALAN). */
  jenis_transaksi?: JenisTransaksiPoin;
  /** The invoice lines: group and Rupiah total (after rounding, what the customer pays). */
  lines: readonly { kode_group: string; total: number }[];
  input_by: string;
};

/**
 * Points earned by a transaction, inside the caller's transaction `tx`: from master parameter-point
 * (per group: floor(total / kelipatan) x poin), written as one TAMBAH ledger row (also with 0
 * points: the purchase counts for the top-member report). An unknown member is 404 'Kode Member
 * Tidak Tersedia'; an inactive one earns nothing; a number that already earned is 409.
 */
export async function addPoints(
  shop: ShopContext,
  tx: Tx,
  input: AddPointsInput,
): Promise<{ poin: number; total: number; saldo: number; id: number | null }> {
  const member = await findMember(shop, tx, input.kode_member, true);
  if (!member) throw notFound(MEMBER_MSG.kodeMissing);
  if (member.status !== 'ACTIVE') return { poin: 0, total: 0, saldo: member.point, id: null };
  if ((await poinByRef(shop, tx, 'TAMBAH', input.no_faktur)).length)
    throw conflict(MEMBER_MSG.alreadyEarned(input.no_faktur));
  const rules = (await activeMasterData(shop, tx, 'parameter-point')).map(
    (r): PointRule => ({
      jenis_transaksi: String(r.data.jenis_transaksi ?? ''),
      kode_group: String(r.data.kode_group ?? ''),
      kelipatan: Number(r.data.kelipatan ?? 0),
      poin: Number(r.data.poin ?? 0),
    }),
  );
  const jenis = input.jenis_transaksi ?? 'PENJUALAN';
  const earned = pointsEarned(rules, jenis, input.lines);
  const { row } = await movePoints(shop, tx, {
    kode_member: member.kode_member,
    jenis: 'TAMBAH',
    no_ref: input.no_faktur,
    deskripsi: `POIN ${jenis}`,
    tanggal: input.tanggal,
    input_by: input.input_by,
    total_rp: earned.total,
    poin_in: earned.poin,
  });
  return { poin: earned.poin, total: earned.total, saldo: row.saldo, id: Number(row.id) };
}

/**
 * Takes back the points a cancelled transaction earned (one BATAL row), inside the caller's
 * transaction. The balance may go below 0 when the points were already spent: the cancellation is
 * never refused for it, and the member cannot exchange until the balance is positive again. A
 * transaction that earned nothing answers null; a second reversal is 409.
 */
export async function reversePoints(
  shop: ShopContext,
  tx: Tx,
  input: { no_faktur: string; tanggal: string; input_by: string; deskripsi?: string },
): Promise<{ kode_member: string; poin: number; saldo: number } | null> {
  const earned = await poinByRef(shop, tx, 'TAMBAH', input.no_faktur);
  const first = earned[0];
  if (!first) return null;
  if ((await poinByRef(shop, tx, 'BATAL', input.no_faktur)).length)
    throw conflict(MEMBER_MSG.alreadyReversed(input.no_faktur));
  const poin = earned.reduce((s, r) => s + r.poin_in - r.poin_out, 0);
  const total = earned.reduce((s, r) => s + Number(r.total_rp), 0);
  const { row } = await movePoints(shop, tx, {
    kode_member: first.kode_member,
    jenis: 'BATAL',
    no_ref: input.no_faktur,
    deskripsi: input.deskripsi ?? 'BATAL TRANSAKSI',
    tanggal: input.tanggal,
    input_by: input.input_by,
    total_rp: total,
    poin_out: poin,
    allowNegative: true,
  });
  return { kode_member: first.kode_member, poin, saldo: row.saldo };
}

/**
 * Points used to pay a transaction (module BAYAR_POINT), inside the caller's transaction: one BAYAR
 * row worth poin x nilai_point Rupiah (setting-member). Not more points than the member has.
 */
export async function payWithPoints(
  shop: ShopContext,
  tx: Tx,
  input: { kode_member: string; no_faktur: string; poin: number; tanggal: string; input_by: string },
): Promise<{ nilai_rp: number; saldo: number }> {
  if (!Number.isInteger(input.poin) || input.poin <= 0) throw badRequest(MEMBER_MSG.poinEmpty);
  const setting = await getMemberSetting(shop, tx);
  const nilai = input.poin * setting.nilai_point;
  const { row } = await movePoints(shop, tx, {
    kode_member: input.kode_member,
    jenis: 'BAYAR',
    no_ref: input.no_faktur,
    deskripsi: 'BAYAR DENGAN POINT',
    tanggal: input.tanggal,
    input_by: input.input_by,
    total_rp: nilai,
    poin_out: input.poin,
  });
  return { nilai_rp: nilai, saldo: row.saldo };
}

export async function memberTransaksi(shop: ShopContext, kode: string, page: number, limit: number) {
  const member = await findMember(shop, shop.db, kode);
  if (!member) throw notFound(MEMBER_MSG.kodeMissing);
  const { rows, total } = await pageMemberPoin(shop, kode, page, limit);
  return { rows: rows.map((r) => toPoinRow(r)), total };
}

export async function listTransaksiPoin(shop: ShopContext, q: TransaksiPoinQuery) {
  const { rows, total } = await pageTransaksiPoin(shop, q);
  return { rows: rows.map((r) => toPoinRow(r)), total };
}

/** A correction by hand: never below 0. */
export async function koreksiPoin(
  shop: ShopContext,
  user: SessionUser,
  input: { kode_member: string; poin: number; keterangan: string },
): Promise<PoinRow> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const tanggal = await openBusinessDay(shop, tx, user);
    const member = await findMember(shop, tx, input.kode_member, true);
    if (!member) throw notFound(MEMBER_MSG.kodeMissing);
    if (member.point + input.poin < 0) throw badRequest(MEMBER_MSG.koreksiBelowZero(member.point));
    const n = await nextNumber(shop, tx, `KP${tanggal.replaceAll('-', '')}`);
    const { row } = await movePoints(shop, tx, {
      kode_member: member.kode_member,
      jenis: 'KOREKSI',
      no_ref: `KP${tanggal.replaceAll('-', '')}${String(n).padStart(4, '0')}`,
      deskripsi: input.keterangan,
      tanggal,
      input_by: user.user_id,
      poin_in: Math.max(0, input.poin),
      poin_out: Math.max(0, -input.poin),
    });
    return toPoinRow(row, member.nama_customer);
  });
}

// ---------------------------------------------------------------------------------------------
// Gifts

const giftOf = (data: Record<string, unknown>, kode: string, nama: string) => ({
  kode_hadiah: kode,
  nama_hadiah: String(data.nama_hadiah ?? nama),
  poin: Number(data.poin ?? 0),
  harga_hadiah: Number(data.harga_hadiah ?? 0),
});

export async function listHadiahStock(shop: ShopContext): Promise<HadiahStockRow[]> {
  const [gifts, stocks] = await Promise.all([
    activeMasterData(shop, shop.db, 'data-hadiah'),
    hadiahStocks(shop),
  ]);
  return gifts.map((g) => ({ ...giftOf(g.data, g.kode, g.nama), stock: stocks.get(g.kode) ?? 0 }));
}

const docNumber = async (shop: ShopContext, tx: Tx, prefix: string, tanggal: string) => {
  const day = tanggal.replaceAll('-', '');
  const n = await nextNumber(shop, tx, `${prefix}${day}`);
  return `${prefix}${day}${String(n).padStart(4, '0')}`;
};

export async function hadiahStockIn(
  shop: ShopContext,
  user: SessionUser,
  input: { kode_hadiah: string; qty: number; keterangan?: string },
): Promise<HadiahStockRow> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const tanggal = await openBusinessDay(shop, tx, user);
    const gift = await lockHadiah(shop, tx, input.kode_hadiah);
    if (!gift) throw notFound(MEMBER_MSG.hadiahMissing(input.kode_hadiah));
    const info = giftOf(gift.data, gift.kode, gift.nama);
    await insertHadiahStock(shop, tx, {
      tanggal,
      kode_hadiah: gift.kode,
      nama_hadiah: info.nama_hadiah,
      jenis: 'MASUK',
      no_ref: await docNumber(shop, tx, 'SH', tanggal),
      keterangan: input.keterangan ?? 'STOCK MASUK',
      stock_in: input.qty,
      input_by: user.user_id,
    });
    return { ...info, stock: await hadiahStockOf(shop, tx, gift.kode) };
  });
}

/**
 * Tukar point: the member gives qty x the gift's points (data-hadiah) for qty gifts. One exchange
 * document, one TUKAR ledger row and one gift stock row, in one transaction with the member and the
 * gift locked; refused when the points (keeping setting-member's minimal_sisa_poin) or the stock do
 * not reach.
 */
export async function tukarPoint(
  shop: ShopContext,
  user: SessionUser,
  input: TukarPointInput,
): Promise<TukarPointRow> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const tanggal = await openBusinessDay(shop, tx, user);
    const member = await findMember(shop, tx, input.kode_member, true);
    if (!member) throw notFound(MEMBER_MSG.kodeMissing);
    if (member.status !== 'ACTIVE') throw badRequest(MEMBER_MSG.memberInactive(member.kode_member));
    const gift = await lockHadiah(shop, tx, input.kode_hadiah);
    if (!gift) throw notFound(MEMBER_MSG.hadiahMissing(input.kode_hadiah));
    const info = giftOf(gift.data, gift.kode, gift.nama);
    const stock = await hadiahStockOf(shop, tx, gift.kode);
    if (stock < input.qty) throw badRequest(MEMBER_MSG.stockShort(info.nama_hadiah, stock));
    const setting = await getMemberSetting(shop, tx);
    const total = info.poin * input.qty;
    const no_tukar = await docNumber(shop, tx, 'TP', tanggal);
    const deskripsi = `TUKAR ${input.qty} ${info.nama_hadiah}`;
    const { row } = await movePoints(shop, tx, {
      kode_member: member.kode_member,
      jenis: 'TUKAR',
      no_ref: no_tukar,
      deskripsi,
      tanggal,
      input_by: user.user_id,
      poin_out: total,
      keep: setting.minimal_sisa_poin,
    });
    await insertHadiahStock(shop, tx, {
      tanggal,
      kode_hadiah: gift.kode,
      nama_hadiah: info.nama_hadiah,
      jenis: 'TUKAR',
      no_ref: no_tukar,
      keterangan: `TUKAR POINT ${member.kode_member} ${member.nama_customer}`,
      stock_out: input.qty,
      input_by: user.user_id,
    });
    const saved = await insertTukar(shop, tx, {
      no_tukar,
      tanggal,
      kode_member: member.kode_member,
      nama_customer: member.nama_customer,
      alamat_customer: member.alamat_customer,
      kode_hadiah: gift.kode,
      nama_hadiah: info.nama_hadiah,
      qty: input.qty,
      poin: info.poin,
      total_poin: total,
      sisa_poin: row.saldo,
      keterangan: input.keterangan ?? '',
      input_by: user.user_id,
    });
    return toTukarRow(saved);
  });
}

export async function listTukar(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; page: number; limit: number },
) {
  const { rows, total } = await pageTukar(shop, q);
  return { rows: rows.map(toTukarRow), total };
}

// ---------------------------------------------------------------------------------------------
// Point reset (parameter-reset-poin-member, module RESET_POINT_MEMBER_MODULE)

type ResetParam = { kode_reset: string; periode: ResetPeriode; tgl_reset: string };

const resetParams = async (shop: ShopContext, tx: Tx): Promise<ResetParam[]> =>
  (await activeMasterData(shop, tx, 'parameter-reset-poin-member'))
    .map((r) => ({
      kode_reset: r.kode,
      periode: String(r.data.periode ?? '') as ResetPeriode,
      tgl_reset: String(r.data.tgl_reset ?? ''),
    }))
    .filter(
      (r) =>
        /^\d{4}-\d{2}-\d{2}$/.test(r.tgl_reset) &&
        ['BULANAN', 'TRIWULAN', 'SEMESTER', 'TAHUNAN'].includes(r.periode),
    );

/** One reset of every balance to 0 for the reset day `day` of a parameter, at most once per day. */
async function applyReset(
  shop: ShopContext,
  tx: Tx,
  p: ResetParam,
  day: string,
  tanggal: string,
  inputBy: string,
): Promise<{ members: number; poin: number } | null> {
  const noRef = `RESET-${p.kode_reset}-${day}`;
  if (await resetDone(shop, tx, noRef)) return null;
  const done = await resetAllPoints(shop, tx, {
    tanggal,
    no_ref: noRef,
    deskripsi: `RESET POIN ${p.periode} ${day}`,
    input_by: inputBy,
  });
  await markResetDone(shop, tx, noRef);
  return done;
}

/** The closing step: closing a reset day resets the balances (when the module is on). */
export async function runDueResets(
  shop: ShopContext,
  tx: Tx,
  ctx: { tgl_system: string; user_id: string; moduleOn: boolean },
) {
  if (!ctx.moduleOn) return { members: 0, poin: 0 };
  let members = 0;
  let poin = 0;
  for (const p of await resetParams(shop, tx)) {
    if (!isResetDay(p.tgl_reset, p.periode, ctx.tgl_system)) continue;
    const done = await applyReset(shop, tx, p, ctx.tgl_system, ctx.tgl_system, ctx.user_id);
    members += done?.members ?? 0;
    poin += done?.poin ?? 0;
  }
  return { members, poin };
}

/** Runs the latest due reset of a parameter now (a reset day the closing did not reach yet). */
export async function resetPoinNow(shop: ShopContext, user: SessionUser, kodeReset: string) {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const tanggal = await openBusinessDay(shop, tx, user);
    const p = (await resetParams(shop, tx)).find((r) => r.kode_reset === kodeReset);
    if (!p) throw notFound(MEMBER_MSG.resetMissing(kodeReset));
    const day = latestResetDay(p.tgl_reset, p.periode, tanggal);
    if (!day) throw badRequest(MEMBER_MSG.resetNotDue(p.tgl_reset));
    const done = await applyReset(shop, tx, p, day, tanggal, user.user_id);
    if (!done) throw conflict(MEMBER_MSG.resetAlready);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'RESET',
      entity: 'member',
      entity_key: `RESET-${p.kode_reset}-${day}`,
      new_value: done,
    });
    return { ...done, tanggal: day };
  });
}
