import { api, MODULE, MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';

/** Parameter Akun: the chart of accounts and the accounts of each transaction kind, edited by number. */
let chain: Chain;
let owner: string;
let kasir: string;
const tk1 = () => chain.tk1;
const edit = (trx: string, type: string, detail_akun: unknown, token = owner) =>
  call(tk1(), 'PUT', `para-akun-transaksi/${encodeURIComponent(trx)}/${encodeURIComponent(type)}`, {
    token,
    body: { detail_akun },
  });
const setModule = (active: boolean) =>
  call(tk1(), 'PUT', 'system-setting/modules', {
    token: owner,
    body: { modules: [{ key: MODULE.AKUN, active }] },
  });

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
}, 120_000);
afterAll(() => chain?.close());

describe('parameter akun', () => {
  it('is behind AKUN_MODULE', async () => {
    const off = await call(tk1(), 'GET', 'akuns', { token: owner });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MSG.moduleOff);
    expect((await setModule(true)).status).toBe(200);
  });

  it('lists the chart of accounts and every transaction kind with its entries', async () => {
    const akuns = await call(tk1(), 'GET', 'akuns', { token: owner });
    expect(akuns.status).toBe(200);
    expect(akuns.body.data).toContainEqual({ nomor_akun: '1-1100', nama_akun: 'KAS' });
    const para = await call(tk1(), 'GET', 'para-akun-transaksi', { token: owner });
    expect(para.status).toBe(200);
    const jual = (para.body.data as api.ParaAkunTransaksi[]).find(
      (p) => p.trx === 'PENJUALAN' && p.type === 'CASH',
    );
    expect(jual?.detail_akun).toEqual([
      { _id: 'PENJUALAN-CASH-1', kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
      { _id: 'PENJUALAN-CASH-2', kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
    ]);
  });

  it("edits the account numbers: 'Data Berhasil Diedit', audited", async () => {
    const r = await edit('PENJUALAN', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1200' },
      { kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
    ]);
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe(api.AKUN_MSG.edited);
    expect(r.body.data.detail_akun[0]).toEqual({
      _id: 'PENJUALAN-CASH-1',
      kode_akun: 'KAS',
      jenis_akun: 'DEBET',
      nomor_akun: '1-1200',
    });
    const audit = await sqlOf(tk1())<{ n: number }>(
      `select count(*)::int as n from "$s".audit_log where entity = 'para-akun-transaksi' and entity_key = 'PENJUALAN/CASH'`,
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('refuses an unknown account, changed entries, an unknown parameter and bad input, writing nothing', async () => {
    const before = await fingerprint(tk1());
    const unknown = await edit('PENJUALAN', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '9-9999' },
      { kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`${api.AKUN_MSG.unknownAkun}: 9-9999`);
    const changed = await edit('PENJUALAN', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'KREDIT', nomor_akun: '1-1100' },
      { kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
    ]);
    expect(changed.body.message).toBe(api.AKUN_MSG.entriesChanged);
    const missing = await edit('PENJUALAN', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
    ]);
    expect(missing.body.message).toBe(api.AKUN_MSG.entriesChanged);
    const none = await edit('NOPE', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
    ]);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(api.AKUN_MSG.notFound);
    const bad = await edit('PENJUALAN', 'CASH', [
      { kode_akun: 'KAS', jenis_akun: 'X', nomor_akun: '1-1100' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Jenis Akun');
    const empty = await edit('PENJUALAN', 'CASH', []);
    expect(empty.body.message).toBe('Detail Akun Tidak Boleh Kosong');
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('a user without the page in the access tree may not read or edit', async () => {
    expect((await call(tk1(), 'GET', 'para-akun-transaksi', { token: kasir })).status).toBe(403);
    const r = await edit(
      'PENJUALAN',
      'CASH',
      [
        { kode_akun: 'KAS', jenis_akun: 'DEBET', nomor_akun: '1-1100' },
        { kode_akun: 'PENJUALAN', jenis_akun: 'KREDIT', nomor_akun: '4-1100' },
      ],
      kasir,
    );
    expect(r.status).toBe(403);
  });
});
