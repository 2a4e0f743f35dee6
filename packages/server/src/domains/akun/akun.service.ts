import type { api } from '@emas/contract';
import { AKUN_MSG } from '@emas/contract/api/akun';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  existingAkun,
  listAkun,
  listParaAkun,
  lockParaAkun,
  type StoredParaAkun,
  updateParaAkun,
} from './akun.queries.ts';

const toParaAkun = (r: StoredParaAkun): api.ParaAkunTransaksi => ({
  trx: r.trx,
  type: r.type,
  detail_akun: r.detail_akun.map((d) => ({ ...d, jenis_akun: d.jenis_akun as api.JenisAkun })),
});

export const akuns = async (shop: ShopContext): Promise<api.Akun[]> => listAkun(shop);

export const paraAkunTransaksi = async (shop: ShopContext): Promise<api.ParaAkunTransaksi[]> =>
  (await listParaAkun(shop)).map(toParaAkun);

const entryKey = (d: { kode_akun: string; jenis_akun: string }) => `${d.kode_akun}\u0000${d.jenis_akun}`;

/**
 * Edits the account numbers of one parameter: the entries (kode_akun and jenis_akun) stay those of the
 * parameter, each given once; every account number must be in the chart of accounts. Audited.
 */
export async function editParaAkun(
  shop: ShopContext,
  user: SessionUser,
  key: { trx: string; type: string },
  body: api.EditParaAkunBody,
): Promise<api.ParaAkunTransaksi> {
  return shop.db.transaction(async (tx) => {
    const row = await lockParaAkun(shop, tx, key.trx, key.type);
    if (!row) throw notFound(AKUN_MSG.notFound);
    const given = body.detail_akun.map((d) => ({ ...d, kode_akun: d.kode_akun.toUpperCase() }));
    const stored = new Map(row.detail_akun.map((d) => [entryKey(d), d]));
    const same =
      given.length === stored.size &&
      new Set(given.map(entryKey)).size === given.length &&
      given.every((d) => stored.has(entryKey(d)));
    if (!same) throw badRequest(AKUN_MSG.entriesChanged);
    const nomor = [...new Set(given.map((d) => d.nomor_akun))];
    const known = new Set(await existingAkun(shop, tx, nomor));
    const unknown = nomor.find((n) => !known.has(n));
    if (unknown) throw badRequest(`${AKUN_MSG.unknownAkun}: ${unknown}`);
    const detail_akun = row.detail_akun.map((d) => ({
      ...d,
      nomor_akun: given.find((g) => entryKey(g) === entryKey(d))?.nomor_akun ?? d.nomor_akun,
    }));
    const [updated] = await updateParaAkun(shop, tx, key, { detail_akun, updated_by: user.user_id });
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'para-akun-transaksi',
      entity_key: `${key.trx}/${key.type}`,
      old_value: row.detail_akun,
      new_value: detail_akun,
    });
    return toParaAkun(updated as StoredParaAkun);
  });
}
