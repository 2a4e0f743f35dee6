import { addDays, BASE_24K, HARGA_EMAS_MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let owner: string;
let today: string;

async function ensureGroup(token: string, kode: string, kadar: number) {
  const k = await call(chain.tk1, 'POST', 'kategori', {
    token,
    body: { kode_kategori: 'UJI', nama_kategori: 'UJI' },
  });
  expect([201, 409]).toContain(k.status);
  const g = await call(chain.tk1, 'POST', 'group', {
    token,
    body: { kode_group: kode, nama_group: `GROUP ${kode}`, kode_kategori: 'UJI', jenis_group: 'MUDA', kadar },
  });
  expect([201, 409]).toContain(g.status);
}

beforeAll(async () => {
  chain = await startChain();
  today = await businessDay(chain.tk1);
  owner = await login(chain.tk1, 'owner1');
  await ensureGroup(owner, 'UJI75', 75);
  await ensureGroup(owner, 'UJI375', 37.5);
});
afterAll(() => chain.close());

const setPara = (value: string) =>
  call(chain.tk1, 'PUT', 'para-system/key/kategori_harga', { token: owner, body: { value } });

describe('harga emas', () => {
  it('with harga_100% every group follows the 24K price by its kadar, and each change is logged', async () => {
    expect((await setPara('harga_100%')).status).toBe(200);
    const first = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: owner,
      body: {
        tanggal: today,
        harga: [{ kode_group: BASE_24K, harga_jual: 1_300_000, harga_beli: 1_200_000 }],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(HARGA_EMAS_MSG.saved);
    const g75 = first.body.data.groups.find((g: { kode_group: string }) => g.kode_group === 'UJI75');
    expect(g75).toMatchObject({ harga_jual: 975_000, harga_beli: 900_000, berlaku_sejak: today });
    const g375 = first.body.data.groups.find((g: { kode_group: string }) => g.kode_group === 'UJI375');
    expect(g375).toMatchObject({ harga_jual: 487_500, harga_beli: 450_000 });

    await call(chain.tk1, 'PUT', 'harga-emas', {
      token: owner,
      body: {
        tanggal: today,
        harga: [{ kode_group: BASE_24K, harga_jual: 1_310_000, harga_beli: 1_200_000 }],
      },
    });
    const hist = await call(
      chain.tk1,
      'GET',
      `harga-emas/history?tgl_awal=${today}&tgl_akhir=${today}&kode_group=24K`,
      {
        token: owner,
      },
    );
    expect(hist.status).toBe(200);
    expect(hist.body.data[0]).toMatchObject({
      harga_jual_lama: 1_300_000,
      harga_jual_baru: 1_310_000,
      changed_by: 'owner1',
    });
    expect(hist.body.data[1]).toMatchObject({ harga_jual_baru: 1_300_000 });

    // A cashier reads the prices; a later day keeps them until new ones are set.
    const kasir = await login(chain.tk1, 'kasir1');
    const later = await call(chain.tk1, 'GET', `harga-emas?tanggal=${addDays(today, 5)}`, { token: kasir });
    expect(later.body.data.base).toMatchObject({ harga_jual: 1_310_000, berlaku_sejak: today });
    const before = await call(chain.tk1, 'GET', `harga-emas?tanggal=${addDays(today, -30)}`, {
      token: kasir,
    });
    expect(before.body.data.base.harga_jual).toBe(0);
  });

  it('refuses a group price with harga_100%, a past day, buy above sell, and a cashier; nothing changes', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const cases: [string, unknown, number, string][] = [
      [
        'group',
        { tanggal: today, harga: [{ kode_group: 'UJI75', harga_jual: 1, harga_beli: 1 }] },
        400,
        HARGA_EMAS_MSG.baseOnly,
      ],
      [
        'past',
        { tanggal: addDays(today, -1), harga: [{ kode_group: BASE_24K, harga_jual: 2, harga_beli: 1 }] },
        409,
        HARGA_EMAS_MSG.onlyToday,
      ],
      [
        'beli>jual',
        { tanggal: today, harga: [{ kode_group: BASE_24K, harga_jual: 1, harga_beli: 2 }] },
        400,
        'Harga Beli Tidak Boleh Melebihi Harga Jual',
      ],
      ['empty', { tanggal: today, harga: [] }, 400, 'Harga Tidak Boleh Kosong'],
    ];
    for (const [name, body, status, message] of cases) {
      const before = await fingerprint(chain.tk1);
      const res = await call(chain.tk1, 'PUT', 'harga-emas', { token: owner, body });
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toBe(message);
      expect(await fingerprint(chain.tk1), name).toEqual(before);
    }
    const res = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: kasir,
      body: { tanggal: today, harga: [{ kode_group: BASE_24K, harga_jual: 2, harga_beli: 1 }] },
    });
    expect(res.status).toBe(403);
  });

  it('with harga_group each group keeps its own price', async () => {
    expect((await setPara('harga_group')).status).toBe(200);
    const res = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: owner,
      body: { tanggal: today, harga: [{ kode_group: 'UJI75', harga_jual: 950_000, harga_beli: 880_000 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.base).toBeNull();
    const g = res.body.data.groups.find((x: { kode_group: string }) => x.kode_group === 'UJI75');
    expect(g).toMatchObject({ harga_jual: 950_000, harga_beli: 880_000 });
    const unknown = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: owner,
      body: { tanggal: today, harga: [{ kode_group: 'TIDAKADA', harga_jual: 2, harga_beli: 1 }] },
    });
    expect(unknown.body.message).toBe(HARGA_EMAS_MSG.unknownGroup('TIDAKADA'));
    await setPara('harga_100%');
  });
});
