import { DOC_PREFIX, MSG, type ShopResult } from '@emas/contract';
import {
  KAS_KATEGORI,
  KAS_MSG,
  type KirimUang,
  type KirimUangCreated,
  kodeTokoOfNoReff,
} from '@emas/contract/api/kas';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { lockBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { findToko } from '../system/system.api.ts';
import { callShop, fanOut } from '../toko/fan-out.ts';
import {
  findShopTarget as findShop,
  listShopTargets as listShops,
  shopLimits,
} from '../toko/toko.service.ts';
import { guardDrawerOut } from './drawer.service.ts';
import { insertCashRows } from './kas.queries.ts';
import {
  deleteTerimaClaim,
  findKirimUang,
  findTerimaUang,
  finishTerimaUang,
  insertKirimUang,
  insertTerimaUang,
  listKirimUangRows,
  markKirimReceived,
  type StoredKirimUang,
} from './kas-extra.queries.ts';
import { nextDocumentNumber } from './nomor-dokumen.ts';
import { buildNotaKirim } from './nota-kirim.ts';

/**
 * Kirim Uang Pusat / Terima Uang Pusat. A branch sends: its cash row out of the sender's drawer and a
 * PENDING transfer numbered KU-{branch}-{yymmdd}-{nnnn}. Head office receives by that reference: it
 * finds the branch from the reference, asks the branch (with its service credential) to mark the
 * transfer DONE, and books the cash in at head office. The branch is asked outside head office's
 * transaction (in the demo all shops share one embedded database connection), so head office first
 * claims the reference (terima_uang PROSES), then asks the branch, then finishes with its cash row.
 */

const toKirimUang = (r: StoredKirimUang): KirimUang => ({
  no_reff: r.no_reff,
  ip_cabang: r.ip_cabang,
  tgl_system: r.tgl_system,
  input_by: r.input_by,
  jumlah_rp: r.jumlah_rp,
  tujuan: r.tujuan,
  keterangan: r.keterangan,
  status: r.status === 'DONE' ? 'DONE' : 'PENDING',
  received_by: r.received_by,
  received_at: r.received_at ? new Date(r.received_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

export async function createKirimUang(
  shop: ShopContext,
  user: SessionUser,
  body: { jumlah_rp: number; tujuan: string; keterangan: string; id_otorisasi?: string },
): Promise<KirimUangCreated> {
  if (shop.appType === 'PUSAT') throw badRequest(KAS_MSG.kirimOnlyBranch);
  const row = await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const tanggal = await openBusinessDay(shop, tx, user);
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.KIRIM_UANG, tanggal);
    await guardDrawerOut(shop, tx, {
      tanggal,
      input_by: user.user_id,
      jumlah: body.jumlah_rp,
      id_otorisasi: body.id_otorisasi,
      usedFor: no,
    });
    const [k] = await insertKirimUang(shop, tx, {
      no_reff: no,
      tgl_system: tanggal,
      ip_cabang: shop.kode_toko,
      input_by: user.user_id,
      jumlah_rp: body.jumlah_rp,
      tujuan: body.tujuan,
      keterangan: body.keterangan,
      status: 'PENDING',
    });
    if (!k) throw new AppError(500, KAS_MSG.kirimFailed, 'kirim_uang insert returned nothing');
    await insertCashRows(shop, tx, [
      {
        tanggal,
        kategori: KAS_KATEGORI.KIRIM_UANG,
        deskripsi: no,
        jenis: 'CASH',
        jumlah_out: body.jumlah_rp,
        keterangan: `${body.tujuan} ${body.keterangan}`.slice(0, 255),
        input_by: user.user_id,
        id_trx: no,
      },
    ]);
    return toKirimUang(k);
  });
  const pdf = await notaKirimPdf(shop, row, user.user_id);
  return { ...row, nota_kirim: pdf.toString('base64') };
}

async function notaKirimPdf(shop: ShopContext, k: KirimUang, userId: string): Promise<Buffer> {
  if (shop.appType === 'PUSAT') {
    const branch = await findShop(shop, k.ip_cabang);
    return buildNotaKirim(k, { nama_toko: branch?.nama_toko ?? k.ip_cabang, alamat_toko: '' }, userId);
  }
  const toko = await findToko(shop);
  return buildNotaKirim(
    k,
    { nama_toko: toko?.nama_toko ?? shop.kode_toko, alamat_toko: toko?.alamat_toko ?? '' },
    userId,
  );
}

export async function kirimUangNota(shop: ShopContext, user: SessionUser, noReff: string): Promise<Buffer> {
  return notaKirimPdf(shop, await getKirimUang(shop, noReff), user.user_id);
}

type ListQuery = { ip_cabang: string; status?: 'ALL' | 'DONE'; tgl_from?: string; tgl_to?: string };

/**
 * The transfers per shop. Head office asks the chosen branch (or every branch for ALL) through the
 * fan-out, a failing branch becoming 'Data Gagal Dimuat'; a branch answers for itself.
 */
export async function listKirimUang(
  shop: ShopContext,
  path: 'kirim-uang' | 'kirim-uang-history',
  q: ListQuery,
): Promise<ShopResult<KirimUang[]>[]> {
  const all = q.ip_cabang === 'ALL' || q.ip_cabang === 'SEMUA';
  if (shop.appType === 'PUSAT') {
    const targets = await listShops(shop, all ? undefined : [q.ip_cabang]);
    if (!targets.length) throw notFound('Toko Tidak Ditemukan');
    const query: Record<string, string> = { ip_cabang: 'ALL' };
    if (q.status) query.status = q.status;
    if (q.tgl_from) query.tgl_from = q.tgl_from;
    if (q.tgl_to) query.tgl_to = q.tgl_to;
    const results = await fanOut(targets, { method: 'GET', path, query }, shopLimits(shop));
    // A branch answers a one-element list of its own result: head office shows that element's rows.
    return results.map((r) =>
      r.status === 'success'
        ? { ...r, data: ((r.data as ShopResult<KirimUang[]>[])[0] as { data?: KirimUang[] })?.data ?? [] }
        : r,
    );
  }
  if (!all && q.ip_cabang !== shop.kode_toko) throw notFound('Toko Tidak Ditemukan');
  const toko = await findToko(shop);
  const rows = await listKirimUangRows(shop, {
    status: q.status === 'DONE' ? 'DONE' : undefined,
    tgl_from: q.tgl_from,
    tgl_to: q.tgl_to,
  });
  return [
    {
      kode_toko: shop.kode_toko,
      nama_toko: toko?.nama_toko ?? shop.kode_toko,
      status: 'success',
      data: rows.map(toKirimUang),
      count: rows.length,
    },
  ];
}

/** The branch of a reference, as head office knows it. */
async function branchOf(shop: ShopContext, noReff: string) {
  const kode = kodeTokoOfNoReff(noReff);
  const target = kode ? await findShop(shop, kode) : undefined;
  if (!target) throw notFound(KAS_MSG.noReffNotFound);
  return target;
}

async function askBranch(
  shop: ShopContext,
  noReff: string,
  method: 'GET' | 'PUT',
  suffix = '',
): Promise<{ status: number; body: { status?: string; message?: string; data?: unknown } }> {
  const target = await branchOf(shop, noReff);
  try {
    const res = await callShop(
      target,
      { method, path: `kirim-uang/${encodeURIComponent(noReff)}${suffix}` },
      shopLimits(shop),
    );
    return {
      status: res.status,
      body: JSON.parse(res.body.toString('utf8')) as { status?: string; message?: string },
    };
  } catch {
    return { status: 502, body: { status: 'error', message: MSG.multiShopFailed } };
  }
}

/** One transfer by reference: the branch's own, or (head office) asked from the branch. */
export async function getKirimUang(shop: ShopContext, noReff: string): Promise<KirimUang> {
  if (shop.appType !== 'PUSAT') {
    const row = await findKirimUang(shop, noReff);
    if (!row) throw notFound(KAS_MSG.noReffNotFound);
    return toKirimUang(row);
  }
  const res = await askBranch(shop, noReff, 'GET');
  if (res.status === 404) throw notFound(KAS_MSG.noReffNotFound);
  if (res.status !== 200 || res.body.status !== 'success') throw new AppError(502, KAS_MSG.terimaFailed);
  return res.body.data as KirimUang;
}

/**
 * Branch: marks the transfer received; only head office (its service credential) may.
 * Head office: claims the reference, asks the branch, then books its cash row in.
 */
export async function receiveKirimUang(
  shop: ShopContext,
  user: SessionUser,
  noReff: string,
): Promise<KirimUang> {
  if (shop.appType !== 'PUSAT') {
    if (user.kind !== 'SERVICE') throw forbidden(KAS_MSG.terimaOnlyPusat);
    return shop.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = await findKirimUang(shop, noReff, tx);
      if (!row) throw notFound(KAS_MSG.noReffNotFound);
      const [done] = await markKirimReceived(shop, tx, noReff, user.user_id);
      if (!done) throw conflict(KAS_MSG.alreadyReceived(noReff));
      return toKirimUang(done);
    });
  }

  const transfer = await getKirimUang(shop, noReff);
  const mine = await findTerimaUang(shop, noReff);
  if (mine?.status === 'DONE') throw conflict(KAS_MSG.alreadyReceived(noReff));
  let claimed = false;
  if (!mine) {
    const [c] = await shop.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const tanggal = await openBusinessDay(shop, tx, user);
      return insertTerimaUang(shop, tx, {
        no_reff: noReff,
        status: 'PROSES',
        ip_cabang: transfer.ip_cabang,
        tgl_system: tanggal,
        jumlah_rp: transfer.jumlah_rp,
        received_by: user.user_id,
      });
    });
    claimed = Boolean(c);
  }
  // A reference head office claimed before (a retry, or a concurrent receiver) goes on: the branch's
  // answer 409 means it is marked received already, and the finish below happens exactly once.
  const res = await askBranch(shop, noReff, 'PUT', '/reception');
  const branchDone = res.status === 200 || res.status === 409;
  if (!branchDone) {
    if (claimed) await deleteTerimaClaim(shop, noReff);
    if (res.status === 404) throw notFound(KAS_MSG.noReffNotFound);
    throw new AppError(502, KAS_MSG.terimaFailed, `branch answered ${res.status} ${res.body.message ?? ''}`);
  }
  const received =
    res.status === 200 ? (res.body.data as KirimUang) : { ...transfer, status: 'DONE' as const };
  await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The branch has already marked it received: book it on whatever day is open now, never refuse.
    const tanggal = await lockBusinessDay(shop, tx);
    const [fin] = await finishTerimaUang(shop, tx, noReff);
    if (!fin) throw conflict(KAS_MSG.alreadyReceived(noReff));
    await insertCashRows(shop, tx, [
      {
        tanggal,
        kategori: KAS_KATEGORI.TERIMA_UANG,
        deskripsi: noReff,
        jenis: 'CASH',
        jumlah_in: fin.jumlah_rp,
        keterangan: `DARI ${fin.ip_cabang}`,
        input_by: user.user_id,
        id_trx: noReff,
      },
    ]);
  });
  return received;
}
