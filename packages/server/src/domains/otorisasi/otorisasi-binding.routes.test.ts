import { api } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

/**
 * An authorisation is bound to the user who asked it, the document and the amount it allows, and is
 * used once. Shown on KAS KELUAR beyond the drawer (setting OTORISASI): cashiers with empty drawers.
 */
let chain: Chain;
let owner: string;
let admin: string;
const KIND = api.OTORISASI.KAS_MELEBIHI_SALDO;
const MSG = api.OTORISASI_MSG;

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  admin = await login(chain.tk1, 'admin');
  const rule = await call(chain.tk1, 'PUT', 'kas/setting', {
    token: owner,
    body: { wajib_validasi_non_cash: false, kas_keluar_melebihi_saldo: 'OTORISASI' },
  });
  expect(rule.status, rule.body.message).toBe(200);
}, 300_000);
afterAll(() => chain.close());

const post = (path: string, body: unknown, token: string) => call(chain.tk1, 'POST', path, { token, body });

async function newKasir(id: string): Promise<string> {
  const add = await post(
    'users',
    { user_id: id, user_name: 'KASIR BARU', level: 'KASIR', password: 'demo12345' },
    admin,
  );
  expect(add.status, add.body.message).toBe(201);
  return login(chain.tk1, id, 'demo12345');
}
async function authorise(token: string, bind: { jumlah?: number; no_faktur?: string }) {
  const res = await post('authorization', { user_id: 'spv1', password: 'demo1234', ...KIND, ...bind }, token);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id_otorisasi as string;
}
const kasKeluar = (token: string, jumlah: number, id_otorisasi: string) =>
  post('uang-kas', { kategori: 'KAS KELUAR', deskripsi: 'bayar listrik', jumlah, id_otorisasi }, token);
const usedFor = async (id: string) => {
  const day = (await call(chain.tk1, 'GET', 'users/me', { token: owner })).body.data.tgl_system as string;
  const rows = await call(chain.tk1, 'GET', `authorization/reports?tgl_from=${day}&tgl_to=${day}`, {
    token: owner,
  });
  return (rows.body.data as api.AuthorizationReportRow[]).find((r) => r.id_otorisasi === id)?.used_for;
};

describe('an authorisation is bound to its user, document and amount, used once', () => {
  it('another cashier cannot use it; it stays unused for the one who asked', async () => {
    const asker = await newKasir('kasirb1');
    const other = await newKasir('kasirb2');
    const id = await authorise(asker, { jumlah: 100_000 });
    const stolen = await kasKeluar(other, 100_000, id);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(MSG.otherUser);
    expect(await usedFor(id)).toBeNull();
    expect((await kasKeluar(asker, 100_000, id)).status).toBe(201);
  });

  it('allows at most its amount, and only without a document when the call has none', async () => {
    const asker = await newKasir('kasirb3');
    const id = await authorise(asker, { jumlah: 100_000 });
    const more = await kasKeluar(asker, 100_001, id);
    expect(more.status).toBe(403);
    expect(more.body.message).toBe(MSG.otherAmount);
    const noAmount = await authorise(asker, {});
    expect((await kasKeluar(asker, 1, noAmount)).body.message).toBe(MSG.otherAmount);
    const forDocument = await authorise(asker, { jumlah: 100_000, no_faktur: 'PJ-TK1-000000-0001' });
    expect((await kasKeluar(asker, 100_000, forDocument)).body.message).toBe(MSG.otherDocument);
    // Less than it allows is allowed.
    expect((await kasKeluar(asker, 90_000, id)).status).toBe(201);
  });

  it('of two uses at once exactly one wins', async () => {
    const asker = await newKasir('kasirb4');
    const id = await authorise(asker, { jumlah: 50_000 });
    const both = await Promise.all([kasKeluar(asker, 50_000, id), kasKeluar(asker, 50_000, id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(both.find((r) => r.status === 403)?.body.message).toBe(MSG.invalid);
    const rows = await call(chain.tk1, 'GET', 'kas/saldo', { token: owner });
    const saldo = (rows.body.data.rows as { input_by: string; saldo_akhir: number }[]).find(
      (r) => r.input_by.toUpperCase() === 'KASIRB4',
    )?.saldo_akhir;
    expect(saldo).toBe(-50_000);
  });
});
