import { api, formatMoney } from '@emas/contract';
import { KAS_MSG } from '@emas/contract/api/kas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters } from '../barang/barang.fixtures.ts';
import { setCounterPrice } from '../penjualan/counter.fixtures.ts';

/** Money out of a cashier's CASH drawer never takes it below zero by accident. */
let chain: Chain;
let owner: string;
let admin: string;
beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  admin = await login(chain.tk1, 'admin');
  await addFixtureMasters(chain.tk1, owner);
  await setCounterPrice(chain.tk1, owner);
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const post = (path: string, body: unknown, token: string) => call(tk1(), 'POST', path, { token, body });

/** A new KASIR with an empty drawer. */
async function newKasir(id: string): Promise<string> {
  const add = await post(
    'users',
    { user_id: id, user_name: 'KASIR BARU', level: 'KASIR', password: 'demo12345' },
    admin,
  );
  expect(add.status, add.body.message).toBe(201);
  return login(tk1(), id, 'demo12345');
}
async function saldo(user: string): Promise<number> {
  const res = await call(tk1(), 'GET', 'kas/saldo', { token: owner });
  expect(res.status, res.body.message).toBe(200);
  return (
    (res.body.data.rows as { input_by: string; saldo_akhir: number }[]).find((r) => r.input_by === user)
      ?.saldo_akhir ?? 0
  );
}
const kasMasuk = (token: string, jumlah: number) =>
  post('uang-kas', { kategori: 'KAS MASUK', deskripsi: 'modal', jumlah }, token);
const kasKeluar = (token: string, jumlah: number, id_otorisasi?: string) =>
  post('uang-kas', { kategori: 'KAS KELUAR', deskripsi: 'bayar listrik', jumlah, id_otorisasi }, token);
const card = {
  no_credit_card: '4111 1111 1111 1234',
  valid_until: '28/09',
  nama_customer: 'andi',
  no_ktp: '3174011203850007',
  alamat_customer: 'jl. melawai 5',
  no_hp: '081234567890',
};
const buyOutside = (token: string, jenis: 'CASH' | 'TRANSFER', extra: Record<string, unknown> = {}) =>
  // 1 g MUDA BAGUS: 1 x 840,000.
  post(
    'pembelian',
    {
      kode_sales: 'S01',
      // A walk-in seller names themself for the ownership statement (issue 43).
      nama_customer: 'Budi Penjual',
      no_ktp: '3174010101800001',
      detail_barang: [{ nama_barang: 'cincin', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' }],
      pembayaran: [
        jenis === 'CASH'
          ? { jenis, jumlah: 840_000 }
          : { jenis, jumlah: 840_000, kode_bank: 'BCA', no_rekening: '5271234567' },
      ],
      ...extra,
    },
    token,
  );
const setRule = (rule: 'TOLAK' | 'OTORISASI') =>
  call(tk1(), 'PUT', 'kas/setting', {
    token: owner,
    body: { wajib_validasi_non_cash: false, kas_keluar_melebihi_saldo: rule },
  });

describe('money out of a cashier drawer', () => {
  it('KAS KELUAR, kirim uang, gesek tunai and a cash buy-back beyond the drawer are refused, writing nothing', async () => {
    const token = await newKasir('kasir3');
    expect((await kasMasuk(token, 500_000)).status).toBe(201);
    const refusal = KAS_MSG.saldoKurang(formatMoney(500_000));
    const before = await fingerprint(tk1());
    for (const res of [
      await kasKeluar(token, 500_001),
      await post('kirim-uang', { jumlah_rp: 600_000, keterangan: 'setoran' }, token),
      // 1,000,000 less 2.5 % is 975,000 in cash.
      await post('non-cash/gesek', { kode_bank: 'BCA', gesek: 1_000_000, credit_card: [card] }, token),
      await buyOutside(token, 'CASH'),
    ]) {
      expect(res.status, res.body.message).toBe(400);
      expect(res.body.message).toBe(refusal);
    }
    expect(await fingerprint(tk1())).toEqual(before);
    // Paid by transfer, a buy-back does not touch the drawer; what the drawer holds can go out.
    expect((await buyOutside(token, 'TRANSFER')).status).toBe(201);
    const all = await kasKeluar(token, 500_000);
    expect(all.status, all.body.message).toBe(201);
    expect(await saldo('kasir3')).toBe(0);
    expect((await kasKeluar(token, 1)).body.message).toBe(KAS_MSG.saldoKurang(formatMoney(0)));
  });

  it('twenty payouts at once from one drawer: only what it holds goes out', async () => {
    const token = await newKasir('kasir4');
    expect((await kasMasuk(token, 50_000)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => kasKeluar(token, 10_000)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(400);
      expect(a.body.message).toBe(KAS_MSG.saldoKurang(formatMoney(0)));
    }
    expect(await saldo('kasir4')).toBe(0);
  });

  it('with the setting OTORISASI an over-drawing payout needs an SPV/OWN authorisation, used once', async () => {
    const token = await newKasir('kasir5');
    expect((await setRule('OTORISASI')).status).toBe(200);
    try {
      const setting = await call(tk1(), 'GET', 'kas/setting', { token: owner });
      expect(setting.body.data.kas_keluar_melebihi_saldo).toBe('OTORISASI');
      const bare = await kasKeluar(token, 100_000);
      expect(bare.status).toBe(403);
      expect(bare.body.message).toBe(api.OTORISASI_MSG.required);
      const kind = api.OTORISASI.KAS_MELEBIHI_SALDO;
      const auth = await post(
        'authorization',
        {
          user_id: 'spv1',
          password: 'demo1234',
          kategori: kind.kategori,
          description: kind.description,
          jumlah: 100_000,
        },
        token,
      );
      expect(auth.status, auth.body.message).toBe(200);
      const id = auth.body.data.id_otorisasi as string;
      const ok = await kasKeluar(token, 100_000, id);
      expect(ok.status, ok.body.message).toBe(201);
      expect(await saldo('kasir5')).toBe(-100_000);
      const again = await kasKeluar(token, 100_000, id);
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(api.OTORISASI_MSG.invalid);
      const wrongKind = await post(
        'authorization',
        {
          user_id: 'spv1',
          password: 'demo1234',
          kategori: 'PENJUALAN',
          description: 'PENJUALAN DI BAWAH MODAL',
        },
        token,
      );
      const other = await kasKeluar(token, 100_000, wrongKind.body.data.id_otorisasi);
      expect(other.status).toBe(403);
    } finally {
      expect((await setRule('TOLAK')).status).toBe(200);
    }
  });
});
