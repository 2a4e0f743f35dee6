import {
  type api,
  LIVE_EVENTS,
  MODULES,
  MSG,
  PPN_PARAM,
  ppnPercent,
  REFUND_BATAL_CICILAN,
  REFUND_BATAL_PESANAN,
  REFUND_PERCENT_MESSAGE,
  readRefundPercent,
  toWhatsappNumber,
} from '@emas/contract';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Live } from '../../platform/live.ts';
import { listModuleRows, upsertModule } from '../../platform/modules.queries.ts';
import { forgetModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findParaSystem, findToko, updateToko, upsertParaSystem } from './system.queries.ts';

const describe = new Map(MODULES.map((m) => [m.key as string, m.description]));

export async function listModules(shop: ShopContext): Promise<api.ModuleSettingRow[]> {
  const rows = await listModuleRows(shop);
  return rows
    .filter((r) => describe.has(r.key))
    .map((r) => ({
      key: r.key,
      active: r.active,
      description: describe.get(r.key) ?? r.key,
      updated_by: r.updated_by,
      updated_at: r.updated_at?.toISOString() ?? null,
    }));
}

/** Switches modules on or off and tells every connected user of the shop. */
export async function setModules(
  shop: ShopContext,
  live: Live,
  actor: SessionUser,
  modules: { key: string; active: boolean }[],
): Promise<api.ModuleSettingRow[]> {
  await shop.db.transaction((tx) => writeModules(shop, tx, actor, modules));
  return announceModules(shop, live);
}

/** The module switches written inside the caller's transaction; announceModules after its commit. */
export async function writeModules(
  shop: ShopContext,
  tx: Parameters<typeof listModuleRows>[1] & Parameters<typeof writeAudit>[1],
  actor: SessionUser,
  modules: { key: string; active: boolean }[],
): Promise<void> {
  const unknown = modules.find((m) => !describe.has(m.key));
  if (unknown) throw badRequest(`${MSG.unknownModule}: ${unknown.key}`);
  const before = new Map((await listModuleRows(shop, tx)).map((r) => [r.key, r.active]));
  for (const m of modules) {
    if (before.get(m.key) === m.active) continue;
    await upsertModule(shop, tx, m.key, m.active, actor.user_id);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'SET_MODULE',
      entity: 'system_modules',
      entity_key: m.key,
      old_value: before.get(m.key) ?? null,
      new_value: m.active,
    });
  }
}

/** Tells every connected user of the shop the modules changed. */
export async function announceModules(shop: ShopContext, live: Live): Promise<api.ModuleSettingRow[]> {
  forgetModules(shop);
  const rows = await listModules(shop);
  live.toShop(LIVE_EVENTS.settingsChanged, { module: rows.map((r) => ({ key: r.key, active: r.active })) });
  return rows;
}

/** System parameters with a known shape are checked; others are free text. */
const PARA_RULES: Record<string, (v: string) => string | null> = {
  PEMBULATAN: (v) =>
    /^\d{1,7}$/.test(v) && Number(v) > 0 ? null : 'Pembulatan Harus Berupa Angka Lebih Dari 0',
  kategori_harga: (v) =>
    ['harga_100%', 'harga_group'].includes(v) ? null : 'Kategori Harga Harus harga_100% atau harga_group',
  // The tax base and rate of PPN (DESIGN.md section 6, Tax), percentages.
  [PPN_PARAM.dppPersen.key]: (v) => (ppnPercent(v, -1) >= 0 ? null : 'DPP Harus Berupa Persen 0 Sampai 100'),
  [PPN_PARAM.tarifPersen.key]: (v) =>
    ppnPercent(v, -1) >= 0 ? null : 'Tarif PPN Harus Berupa Persen 0 Sampai 100',
  // The share of a cancelled order's down payment refunded (batal pesanan), percent.
  [REFUND_BATAL_PESANAN.key]: (v) => (readRefundPercent(v) === null ? REFUND_PERCENT_MESSAGE : null),
  // The same for a cancelled instalment sale (batal cicilan): the share of what was paid refunded.
  [REFUND_BATAL_CICILAN.key]: (v) => (readRefundPercent(v) === null ? REFUND_PERCENT_MESSAGE : null),
};

export async function getParaSystem(shop: ShopContext, key: string): Promise<api.ParaSystem> {
  const row = await findParaSystem(shop, key);
  if (!row) throw new AppError(404, `Parameter ${key} Tidak Ditemukan`);
  return { key: row.key, value: row.value };
}

export async function setParaSystem(shop: ShopContext, actor: SessionUser, key: string, value: string) {
  const problem = PARA_RULES[key]?.(value);
  if (problem) throw badRequest(problem);
  await shop.db.transaction(async (tx) => {
    const old = await findParaSystem(shop, key, tx);
    await upsertParaSystem(shop, tx, key, value, actor.user_id);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'SET_PARA_SYSTEM',
      entity: 'para_system',
      entity_key: key,
      old_value: old?.value ?? null,
      new_value: value,
    });
  });
  return { key, value };
}

const toSetting = (t: NonNullable<Awaited<ReturnType<typeof findToko>>>): api.TokoSetting => ({
  kode_toko: t.kode_toko,
  nama_toko: t.nama_toko,
  alamat_toko: t.alamat_toko,
  no_telp: t.no_telp,
  no_whatsapp: t.no_whatsapp,
  tgl_system: t.tgl_system,
  app_type: t.app_type === 'PUSAT' ? 'PUSAT' : 'TOKO',
});

export async function getTokoSetting(shop: ShopContext): Promise<api.TokoSetting> {
  const t = await findToko(shop);
  if (!t) throw new AppError(500, MSG.serverError, 'shop row missing');
  return toSetting(t);
}

export async function setTokoSetting(
  shop: ShopContext,
  actor: SessionUser,
  input: { nama_toko: string; alamat_toko: string; no_telp?: string; no_whatsapp?: string },
) {
  const values = {
    nama_toko: input.nama_toko.toUpperCase(),
    alamat_toko: input.alamat_toko,
    no_telp: input.no_telp ?? '',
    no_whatsapp: input.no_whatsapp ? toWhatsappNumber(input.no_whatsapp) : '',
  };
  const row = await shop.db.transaction(async (tx) => {
    const old = await findToko(shop, tx);
    const [updated] = await updateToko(shop, tx, values);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'EDIT',
      entity: 'toko',
      entity_key: shop.kode_toko,
      old_value: old,
      new_value: values,
    });
    return updated;
  });
  if (!row) throw new AppError(500, MSG.serverError, 'shop row missing');
  return toSetting(row);
}
