import {
  api,
  BASE_24K,
  firstIssueMessage,
  MASTERS,
  type MasterValues,
  masterBodySchema,
  masterByKey,
  masterKeyOf,
  masterNameOf,
  randomId,
  SETUP_MASTERS,
  STARTER_PARA_SYSTEM,
  SYSTEM_GUDANG,
  toWhatsappNumber,
} from '@emas/contract';
import argon2 from 'argon2';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { Live } from '../../platform/live.ts';
import type { SessionUser } from '../../platform/session.ts';
import { getDay, setDayIn } from '../harga-emas/harga-emas.service.ts';
import { activeKodes } from '../master/master.api.ts';
import { masterValueChecks } from '../master/master-usage.ts';
import { findParaSystem, lockToko, updateToko, upsertParaSystem } from '../system/system.api.ts';
import { announceModules, writeModules } from '../system/system.service.ts';
import {
  allActiveMasterRows,
  anyMasterRow,
  countActiveRows,
  countActiveUsers,
  findParaValues,
  insertParaIfMissing,
  SETUP_PARA_KEY,
  upsertMasterRow,
  upsertSetupUser,
  usersByIdIgnoringCase,
} from './setup-toko.queries.ts';

const M = api.SETUP_TOKO_MSG;
type Langkah = api.SetupLangkah;
type State = { selesai: boolean; langkah: Langkah[] };

const readState = async (shop: ShopContext, tx: Db): Promise<State | null> => {
  const row = await findParaSystem(shop, SETUP_PARA_KEY, tx);
  if (!row) return null;
  try {
    const v = JSON.parse(row.value) as Partial<State>;
    return {
      selesai: v.selesai === true,
      langkah: (v.langkah ?? []).filter((l) => api.SETUP_LANGKAH.includes(l)),
    };
  } catch {
    return { selesai: false, langkah: [] };
  }
};

/**
 * Whether the shop is still being set up: a shop that never started the set-up needs it only while it
 * has no master rows at all (the demo and shops set up by hand before the wizard existed do not).
 */
const needsSetup = async (shop: ShopContext, tx: Db, state: State | null) =>
  state ? !state.selesai : !(await anyMasterRow(shop, tx));

/**
 * Opens a step: the shop row locked (steps of two owners run one after the other), refused once the
 * shop is set up; `done` runs the step and records it in the same transaction.
 */
async function runStep<T>(
  shop: ShopContext,
  user: SessionUser,
  langkah: Langkah | null,
  step: (tx: Db) => Promise<T>,
): Promise<T> {
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockToko(shop, tx);
    const state = await readState(shop, tx);
    if (!(await needsSetup(shop, tx, state))) throw conflict(M.sudahSelesai);
    const out = await step(tx);
    const langkahs = new Set(state?.langkah ?? []);
    if (langkah) langkahs.add(langkah);
    const next: State = { selesai: false, langkah: api.SETUP_LANGKAH.filter((l) => langkahs.has(l)) };
    await upsertParaSystem(shop, tx, SETUP_PARA_KEY, JSON.stringify(next), user.user_id);
    return out;
  });
}

/** What the shop still lacks to sell, buy back and lend (empty: ready). */
async function missing(shop: ShopContext, tx: Db): Promise<string[]> {
  const out: string[] = [];
  const counts = await countActiveRows(
    shop,
    tx,
    SETUP_MASTERS.map((m) => m.key),
  );
  for (const { key, minimal } of SETUP_MASTERS) {
    if (minimal > 0 && !counts.get(key) && key !== 'gudang')
      out.push(M.kurangMaster(masterByKey(key)?.title ?? key));
  }
  const gudang = await activeKodes(shop, tx, 'gudang', [...SYSTEM_GUDANG]);
  for (const g of SYSTEM_GUDANG) if (!gudang.has(g)) out.push(M.kurangGudang(g));
  const day = await getDay(shop, undefined, tx);
  const unpriced = day.base ? day.base.harga_jual <= 0 : day.groups.some((g) => g.harga_jual <= 0);
  if (unpriced || !day.groups.length) out.push(M.kurangHarga);
  const users = await countActiveUsers(shop, tx);
  if (!users.get('KASIR')) out.push(M.kurangKasir);
  if (!users.get('SPV') && !users.get('OWN')) out.push(M.kurangPengawas);
  return out;
}

export async function getStatus(shop: ShopContext, tx: Db = shop.db): Promise<api.SetupStatus> {
  const state = await readState(shop, tx);
  const done = new Set(state?.langkah ?? []);
  return {
    perlu_setup: await needsSetup(shop, tx, state),
    app_type: shop.appType,
    langkah: Object.fromEntries(api.SETUP_LANGKAH.map((l) => [l, done.has(l)])) as Record<Langkah, boolean>,
    kurang: await missing(shop, tx),
  };
}

export async function saveProfil(
  shop: ShopContext,
  user: SessionUser,
  input: { nama_toko: string; alamat_toko: string; no_telp?: string; no_whatsapp?: string },
) {
  const values = {
    nama_toko: input.nama_toko.toUpperCase(),
    alamat_toko: input.alamat_toko,
    no_telp: input.no_telp ?? '',
    no_whatsapp: input.no_whatsapp ? toWhatsappNumber(input.no_whatsapp) : '',
  };
  await runStep(shop, user, 'profil', async (tx) => {
    await updateToko(shop, tx, values);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'SETUP',
      entity: 'toko',
      entity_key: shop.kode_toko,
      new_value: values,
    });
  });
  return getStatus(shop);
}

type MasterInput = { key: string; rows: Record<string, unknown>[] };

/**
 * Checks every row of every master by its master's own schema and its references (to rows sent in
 * the same call or already in the shop) before anything is written: a bad row changes nothing.
 */
async function checkedMasterRows(
  shop: ShopContext,
  tx: Db,
  input: MasterInput[],
  opts: { setupOnly: boolean },
) {
  const byKey = new Map<string, MasterInput>();
  for (const m of input) {
    if (byKey.has(m.key)) throw badRequest(M.masterTwice(m.key));
    const allowed = opts.setupOnly ? SETUP_MASTERS.some((s) => s.key === m.key) : !!masterByKey(m.key);
    if (!allowed) throw badRequest(M.masterUnknown(m.key));
    byKey.set(m.key, m);
  }
  const out: { key: string; kode: string; nama: string; values: MasterValues }[] = [];
  const sent = new Map<string, Set<string>>();
  // In the masters' own order: a row's references are checked against the masters before it.
  for (const def of MASTERS) {
    const m = byKey.get(def.key);
    if (!m) continue;
    const minimal = opts.setupOnly ? (SETUP_MASTERS.find((s) => s.key === def.key)?.minimal ?? 0) : 0;
    if (m.rows.length < minimal) throw badRequest(M.masterMinimal(def.title, minimal));
    const kodes = new Set<string>();
    for (const [i, row] of m.rows.entries()) {
      const r = masterBodySchema(def).safeParse(row);
      if (!r.success) throw badRequest(M.rowInvalid(def.title, i + 1, firstIssueMessage(r.error)));
      const parsed = r.data as MasterValues;
      const values: MasterValues = Object.fromEntries(def.fields.map((f) => [f.key, parsed[f.key] ?? null]));
      for (const f of def.fields) {
        const v = values[f.key];
        if (f.type !== 'ref' || !f.ref || typeof v !== 'string' || !v) continue;
        if (sent.get(f.ref)?.has(v)) continue;
        if (!(await activeKodes(shop, tx, f.ref, [v])).has(v))
          throw badRequest(M.refMissing(def.title, f.label, v));
      }
      for (const check of masterValueChecks(def.key)) {
        const problem = await check(shop, tx, values);
        if (problem) throw badRequest(M.rowInvalid(def.title, i + 1, problem));
      }
      const kode = masterKeyOf(def, values);
      if (kodes.has(kode)) throw badRequest(M.rowTwice(def.title, kode.replaceAll('|', ' / ')));
      kodes.add(kode);
      out.push({ key: def.key, kode, nama: masterNameOf(def, values), values });
    }
    sent.set(def.key, kodes);
  }
  if (opts.setupOnly && byKey.has('gudang')) {
    const gudang = sent.get('gudang') ?? new Set();
    for (const g of SYSTEM_GUDANG) if (!gudang.has(g)) throw badRequest(M.gudangWajib(g));
  }
  return out;
}

async function writeMasterRows(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  rows: Awaited<ReturnType<typeof checkedMasterRows>>,
  para: readonly { key: string; value: string }[],
) {
  for (const r of rows)
    await upsertMasterRow(shop, tx, {
      _id: randomId(20),
      master: r.key,
      kode: r.kode,
      nama: r.nama,
      data: r.values,
      by: user.user_id,
    });
  if (para.length) await insertParaIfMissing(shop, tx, para, user.user_id);
  await writeAudit(shop, tx, {
    user_id: user.user_id,
    action: 'SETUP',
    entity: 'master',
    entity_key: shop.kode_toko,
    new_value: Object.fromEntries(
      [...new Set(rows.map((r) => r.key))].map((k) => [k, rows.filter((r) => r.key === k).length]),
    ),
  });
}

/** The masters step: each row added, or its existing row (same key) brought to these values. */
export async function saveMaster(shop: ShopContext, user: SessionUser, input: MasterInput[]) {
  await runStep(shop, user, 'master', async (tx) => {
    const rows = await checkedMasterRows(shop, tx, input, { setupOnly: true });
    await writeMasterRows(shop, tx, user, rows, STARTER_PARA_SYSTEM);
  });
  return getStatus(shop);
}

export async function saveHarga(
  shop: ShopContext,
  user: SessionUser,
  input: { harga_jual: number; harga_beli: number },
) {
  await runStep(shop, user, 'harga', async (tx) => {
    const toko = await lockToko(shop, tx);
    if (!toko) throw new AppError(500, 'shop row missing');
    // The wizard prices as the shop starts: one 24K price the groups follow by their kadar.
    await insertParaIfMissing(shop, tx, STARTER_PARA_SYSTEM, user.user_id);
    await setDayIn(shop, tx, user, { tanggal: toko.tgl_system, harga: [{ kode_group: BASE_24K, ...input }] });
  });
  return getStatus(shop);
}

/** Levels an existing user may have for the set-up to change it: never admin nor another SU/MU/DEV. */
const SETUP_CHANGEABLE = new Set<string>(api.SETUP_USER_LEVELS);

export async function saveUsers(shop: ShopContext, user: SessionUser, input: api.SetupUsersInput) {
  const ids = new Set<string>();
  for (const u of input) {
    const id = u.user_id.toLowerCase();
    if (ids.has(id)) throw badRequest(M.userTwice(u.user_id));
    ids.add(id);
    if (id === 'admin') throw badRequest(M.userAdmin);
  }
  if (!input.some((u) => u.level === 'KASIR')) throw badRequest(M.usersKasir);
  if (!input.some((u) => u.level === 'SPV' || u.level === 'OWN')) throw badRequest(M.usersPengawas);
  const hashes = await Promise.all(input.map((u) => argon2.hash(u.password)));
  await runStep(shop, user, 'users', async (tx) => {
    const existing = await usersByIdIgnoringCase(
      shop,
      tx,
      input.map((u) => u.user_id),
    );
    for (const e of existing) {
      const same = input.find((u) => u.user_id === e.user_id);
      if (!same || !SETUP_CHANGEABLE.has(e.level)) throw badRequest(M.userTaken(e.user_id));
    }
    for (const [i, u] of input.entries())
      await upsertSetupUser(shop, tx, {
        user_id: u.user_id,
        user_name: u.user_name.toUpperCase(),
        level: u.level,
        password_hash: hashes[i] as string,
        no_hp: u.no_hp ?? '',
      });
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'SETUP',
      entity: 'users',
      entity_key: shop.kode_toko,
      new_value: input.map((u) => ({ user_id: u.user_id, level: u.level })),
    });
  });
  return getStatus(shop);
}

export async function saveModul(
  shop: ShopContext,
  live: Live,
  user: SessionUser,
  modules: { key: string; active: boolean }[],
) {
  await runStep(shop, user, 'modul', (tx) => writeModules(shop, tx, user, modules));
  await announceModules(shop, live);
  return getStatus(shop);
}

/** The last step: refused while the shop lacks what a sale, a buy-back or a pawn needs. */
export async function finish(shop: ShopContext, user: SessionUser) {
  await runStep(shop, user, null, async (tx) => {
    const kurang = await missing(shop, tx);
    if (kurang.length) throw badRequest(M.belumSiap(kurang.join(', ')));
  });
  // runStep recorded the state as not finished; the finish is its own small write in that order.
  await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockToko(shop, tx);
    const state = await readState(shop, tx);
    await upsertParaSystem(
      shop,
      tx,
      SETUP_PARA_KEY,
      JSON.stringify({ selesai: true, langkah: state?.langkah ?? [] }),
      user.user_id,
    );
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'SETUP',
      entity: 'toko',
      entity_key: shop.kode_toko,
      new_value: 'SELESAI',
    });
  });
  return getStatus(shop);
}

/** Head office's masters and pricing parameters, as a branch copies them. */
export async function masterPusat(shop: ShopContext): Promise<api.MasterPusat> {
  const rows = await allActiveMasterRows(shop);
  const master = MASTERS.map((def) => ({
    key: def.key,
    rows: rows.filter((r) => r.master === def.key).map((r) => r.data as Record<string, unknown>),
  })).filter((m) => m.rows.length);
  const para = await findParaValues(
    shop,
    shop.db,
    STARTER_PARA_SYSTEM.map((p) => p.key),
  );
  return { master, para_system: para };
}

/**
 * Reads head office's masters (its portal and a credential head office issued) and saves them in one
 * transaction, as the masters step would: every row checked first, a row of the same key updated.
 */
export async function copyFromPusat(
  shop: ShopContext,
  user: SessionUser,
  fetchPusat: () => Promise<api.MasterPusat>,
) {
  if (shop.appType === 'PUSAT') throw badRequest(M.pusatSaja);
  // Checked before head office is called; checked again under the lock when the rows are written.
  if (!(await needsSetup(shop, shop.db, await readState(shop, shop.db)))) throw conflict(M.sudahSelesai);
  const pusat = await fetchPusat();
  const known = pusat.master.filter((m) => masterByKey(m.key));
  const para = pusat.para_system.filter((p) => STARTER_PARA_SYSTEM.some((s) => s.key === p.key));
  await runStep(shop, user, 'master', async (tx) => {
    const rows = await checkedMasterRows(shop, tx, known, { setupOnly: false });
    await writeMasterRows(shop, tx, user, rows, para.length ? para : STARTER_PARA_SYSTEM);
  });
  return getStatus(shop);
}
