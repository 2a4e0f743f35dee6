import {
  type BarangExternal,
  EXTERNAL_MSG,
  EXTERNAL_PROVIDER_PATHS,
  type ExternalRange,
  type MemberExternal,
  type ProcessExternalBody,
  type ProcessExternalResult,
} from '@emas/contract/api/external';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  barcodesIn,
  JENIS_JUAL,
  lockBarang,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { insertOutboxRows } from '../outbox/outbox.api.ts';
import { drainOutbox, leasedUntil } from '../outbox/outbox.worker.ts';
import { callProvider } from '../outbox/provider.ts';
import { counterSettings } from '../penjualan/counter-settings.ts';
import { groupPrices, quoteItem } from '../penjualan/penjualan.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import {
  insertNewMembers,
  lockByIdExt,
  markRegistrationsSold,
  readyAddedBetween,
  registeredAddedBetween,
  registeredByIdExt,
  setOutboxId,
  takeForRegistration,
} from './external.queries.ts';
import './external.sender.ts';

/** Most items one registration call queues. */
const MAX_ITEMS = 1000;

/**
 * POST barang/register-web-external: the ready items added within the days that are not on the web
 * yet (or whose registration FAILed) are queued in the outbox, one row each, in one transaction; the
 * outbox is then tried at once. Answers every registered item of those days with its status.
 */
export async function registerWebExternal(
  shop: ShopContext,
  user: SessionUser,
  range: ExternalRange,
): Promise<BarangExternal[]> {
  const items = await readyAddedBetween(shop, range.tgl_from, range.tgl_to, MAX_ITEMS);
  const [settings, tanggal] = await Promise.all([counterSettings(shop), findBusinessDay(shop)]);
  const prices = await groupPrices(shop, shop.db, tanggal);
  const ids = await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const taken = new Set(
      await takeForRegistration(
        shop,
        tx,
        items.map((i) => i.kode_barcode),
      ),
    );
    const queued = items.filter((i) => taken.has(i.kode_barcode));
    const rows = await insertOutboxRows(
      shop,
      tx,
      queued.map((i) => {
        let harga_jual = 0;
        try {
          harga_jual = quoteItem(i, prices.get(i.kode_group), settings).harga_total;
        } catch {
          // No gold price for the group: the web shop prices it itself.
        }
        const payload = {
          kode_barcode: i.kode_barcode,
          nama_barang: i.nama_barang,
          berat: String(i.berat),
          harga_jual,
          kode_group: i.kode_group,
          kode_dept: i.kode_dept,
          kadar_cetak: i.kadar_cetak,
        };
        return {
          channel: 'EXTERNAL',
          kind: 'REGISTER_BARANG',
          tujuan: i.kode_barcode,
          isi: `${i.kode_barcode} ${i.nama_barang}`,
          payload,
          ref: i.kode_barcode,
          next_attempt_at: leasedUntil(shop),
          created_by: user.user_id,
        };
      }),
    );
    for (const r of rows) await setOutboxId(shop, tx, r.tujuan, r.id);
    return rows.map((r) => r.id);
  });
  if (ids.length) await drainOutbox(shop, { ids });
  const out = await registeredAddedBetween(shop, range.tgl_from, range.tgl_to);
  if (!out.length) throw notFound(EXTERNAL_MSG.barangKosong);
  return out;
}

/** A read from the web shop; it cannot be reached: 502 with its text or the screen's default text. */
async function readProvider(shop: ShopContext, path: string, range: ExternalRange): Promise<unknown[]> {
  const p = shop.config.externalShop;
  if (!p) throw new AppError(503, EXTERNAL_MSG.providerDown);
  let answer: Awaited<ReturnType<typeof callProvider>>;
  try {
    answer = await callProvider(p, 'GET', path, { query: range, timeoutMs: shop.config.outbox.timeoutMs });
  } catch (e) {
    throw new AppError(502, EXTERNAL_MSG.providerDown, (e as Error).message);
  }
  if (answer.status < 200 || answer.status >= 300) {
    // A refusal (4xx) is the web's own text; a failure of the web itself is the screen's default text.
    const m = answer.status < 500 ? answer.body.message : undefined;
    throw new AppError(502, typeof m === 'string' && m ? m : EXTERNAL_MSG.sendFailed);
  }
  return Array.isArray(answer.body.data) ? answer.body.data : [];
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** GET barang/find-sold-external: the web's sales of the days that are items registered here. */
export async function findSoldExternal(shop: ShopContext, range: ExternalRange): Promise<BarangExternal[]> {
  const sold = await readProvider(shop, EXTERNAL_PROVIDER_PATHS.sold, range);
  const ids = [...new Set(sold.map((s) => str((s as { id_ext?: unknown }).id_ext)).filter(Boolean))];
  const rows = await registeredByIdExt(shop, ids);
  if (!rows.length) throw notFound(EXTERNAL_MSG.barangKosong);
  return rows;
}

/** GET member/external/find-active: the members who registered on the web within the days. */
export async function findActiveMembers(shop: ShopContext, range: ExternalRange): Promise<MemberExternal[]> {
  const list = await readProvider(shop, EXTERNAL_PROVIDER_PATHS.members, range);
  const members = list
    .map((m) => m as Record<string, unknown>)
    .map((m) => ({
      kode_member: str(m.kode_member).toUpperCase(),
      nama_customer: str(m.nama_customer).toUpperCase(),
      alamat_customer: str(m.alamat_customer),
      tgl_lahir: /^\d{4}-\d{2}-\d{2}$/.test(str(m.tgl_lahir)) ? str(m.tgl_lahir) : null,
    }))
    .filter((m) => m.kode_member && m.nama_customer);
  if (!members.length) throw notFound(EXTERNAL_MSG.memberKosong);
  return members;
}

/**
 * POST external/process-external-italy: in one transaction, the web's sold items are marked SOLD here
 * (a JUAL ledger row each, under row locks: an item already sold, or two calls at once, mark it once)
 * and the web's members are added (a code already here is kept).
 */
export async function processExternal(
  shop: ShopContext,
  user: SessionUser,
  body: ProcessExternalBody,
): Promise<ProcessExternalResult> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const tanggal = await openBusinessDay(shop, tx, user);
    const ids = [...new Set(body.data_barangs)];
    const regs = ids.length ? await lockByIdExt(shop, tx, ids) : [];
    const open = regs.filter((r) => r.status_external !== 'SOLD');
    const items = open.length
      ? await lockBarang(
          shop,
          tx,
          open.map((r) => r.kode_barcode),
        )
      : [];
    const ready = new Set(items.filter((i) => i.status === 'READY').map((i) => i.kode_barcode));
    const sell = open.filter((r) => ready.has(r.kode_barcode));
    for (const r of sell)
      await writeLedgerFromItems(shop, tx, barcodesIn(shop, [r.kode_barcode]), {
        tanggal,
        jenis: JENIS_JUAL,
        sign: -1,
        no_ref: `WEB-${r.id_ext}`,
        keterangan: 'TERJUAL DI WEB EXTERNAL',
        input_by: user.user_id,
      });
    const kodes = sell.map((r) => r.kode_barcode);
    if (kodes.length) {
      await updateBarang(shop, tx, kodes, { status: 'SOLD' }, user.user_id);
      await markRegistrationsSold(shop, tx, kodes, user.user_id);
    }
    const added = await insertNewMembers(
      shop,
      tx,
      body.data_members.map((m) => ({
        kode_member: m.kode_member.toUpperCase(),
        nama_customer: m.nama_customer.toUpperCase(),
        alamat_customer: m.alamat_customer ?? '',
        tgl_lahir: m.tgl_lahir ?? null,
        tgl_daftar: tanggal,
        kode_cabang_daftar: shop.kode_toko,
        input_by: user.user_id,
      })),
    );
    const soldIds = new Set(sell.map((r) => r.id_ext));
    const result: ProcessExternalResult = {
      barang_terjual: kodes,
      barang_dilewati: ids.filter((id) => !soldIds.has(id)),
      member_baru: added.map((m) => m.kode_member),
    };
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'PROCESS_EXTERNAL',
      entity: 'barang_external',
      entity_key: tanggal,
      old_value: null,
      new_value: result,
    });
    return result;
  });
}
