import { MODULE, UMUM_SELLER_FIELDS, umumSellerMessage } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { addFixtureMasters } from '../barang/barang.fixtures.ts';
import { NEW_MEMBER } from '../member/member.fixtures.ts';
import { setCounterPrice } from '../penjualan/counter.fixtures.ts';

/**
 * Issue 43: a buy-back from the walk-in seller (UMUM, no member) prints an ownership statement that
 * names the seller: the seller's name and KTP are required (module PEMBELIAN_UMUM_BEBAS_KTP relaxes
 * it), refused with the missing fields named and nothing written; the note prints both.
 */
let chain: Chain;
let kasir: string;
let admin: string;
let member: string;
const KTP = '3174015502900007';

beforeAll(async () => {
  chain = await startChain();
  const owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  admin = await login(chain.tk1, 'admin');
  await addFixtureMasters(chain.tk1, owner);
  await setCounterPrice(chain.tk1, owner);
  const added = await call(chain.tk1, 'POST', 'member', {
    token: owner,
    body: NEW_MEMBER,
  });
  expect(added.status, added.body.message).toBe(201);
  member = added.body.data.kode_member;
  expect(member).not.toBe('');
}, 120_000);
afterAll(() => chain.close());

const quote = async () =>
  (await call(chain.tk1, 'GET', 'pembelian/harga?kode_group=MUDA&kode_kondisi=BAGUS', { token: kasir })).body
    .data.harga_gram as number;
const buy = async (party: Record<string, unknown>) => {
  const harga = await quote();
  return call(chain.tk1, 'POST', 'pembelian', {
    token: kasir,
    body: {
      kode_sales: 'S01',
      ...party,
      detail_barang: [{ nama_barang: 'cincin umum', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' }],
      pembayaran: [{ jenis: 'TRANSFER', jumlah: harga, kode_bank: 'BCA', no_rekening: '5271234567' }],
    },
  });
};
const setRelaxed = async (active: boolean) => {
  const res = await call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: admin,
    body: { modules: [{ key: MODULE.PEMBELIAN_UMUM_BEBAS_KTP, active }] },
  });
  expect(res.status, res.body.message).toBe(200);
};

describe('buy-back from the walk-in (UMUM) seller', () => {
  it.each([
    [{}, [UMUM_SELLER_FIELDS.nama_customer, UMUM_SELLER_FIELDS.no_ktp]],
    [{ nama_customer: 'UMUM', no_ktp: KTP }, [UMUM_SELLER_FIELDS.nama_customer]],
    [{ nama_customer: 'Budi Santoso' }, [UMUM_SELLER_FIELDS.no_ktp]],
    [{ nama_customer: 'Budi Santoso', no_ktp: '   ' }, [UMUM_SELLER_FIELDS.no_ktp]],
  ])(
    'without the name or KTP (%j) is refused, naming what is missing, and writes nothing',
    async (party, missing) => {
      const before = await fingerprint(chain.tk1);
      const res = await buy(party);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(umumSellerMessage(missing));
      expect(await fingerprint(chain.tk1)).toEqual(before);
    },
  );

  it('with both it is saved, and the note prints the name and KTP under the ownership statement', async () => {
    const res = await buy({ nama_customer: 'Budi Santoso', no_ktp: KTP });
    expect(res.status, res.body.message).toBe(201);
    const nota = await chain.tk1.app.inject({
      method: 'GET',
      url: `/api/v1/pembelian/nota?no_faktur=${res.body.data.no_faktur_group}`,
      headers: { token: kasir },
    });
    expect(nota.statusCode).toBe(200);
    const text = (await pdfPages(nota.rawPayload)).map((p) => p.text).join('\n');
    expect(text).toContain('BUDI SANTOSO');
    expect(text).toContain(KTP);
    expect(text).toContain('PERNYATAAN PENJUAL');
  });

  it('a member sells without a KTP typed: the member is known', async () => {
    expect((await buy({ kode_member: member })).status).toBe(201);
  });

  it('the shop setting relaxes it: a walk-in seller may stay anonymous', async () => {
    await setRelaxed(true);
    try {
      const res = await buy({});
      expect(res.status, res.body.message).toBe(201);
    } finally {
      await setRelaxed(false);
    }
    expect((await buy({})).status).toBe(400);
  });
});
