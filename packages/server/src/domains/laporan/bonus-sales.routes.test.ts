import { LAPORAN_BONUS_SALES, LAPORAN_REKAP_SALES, MODULE, OMSET_GROUPS } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { inEveryFormat, type ReportJson as Json, qs } from '../../test/report-formats.ts';
import { FIX_D1, FIX_D2, insertTransaksiFixture } from './transaksi-report.fixtures.ts';

let chain: Chain;
let owner: string;
let admin: string;
const period = { tgl_from: FIX_D1, tgl_to: FIX_D2, kode_sales: 'SEMUA' };

async function json(path: string, params: Record<string, string>, token = owner) {
  return (await call(chain.tk1, 'GET', `${path}?${qs(params)}`, { token })) as Json;
}
const setModule = (active: boolean) =>
  call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: admin,
    body: { modules: [{ key: MODULE.BONUS_SALES, active }] },
  });

/** Sets a turnover group's rates through the master API, as a user of Parameter Bonus Sales would. */
async function setRate(label: string, bonus_per_gram: number, bonus_persen: number) {
  const list = await call(chain.tk1, 'GET', `parameter-bonus-sales?${qs({ search: label, limit: '50' })}`, {
    token: owner,
  });
  const found = (list.body.data as { _id: string; omset: string }[]).find((r) => r.omset === label);
  const body = { omset: label, bonus_per_gram, bonus_persen };
  const res = found
    ? await call(chain.tk1, 'PUT', `parameter-bonus-sales/${found._id}`, { token: owner, body })
    : await call(chain.tk1, 'POST', 'parameter-bonus-sales', { token: owner, body });
  expect(res.status, res.body.message).toBe(200);
}

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  admin = await login(chain.tk1, 'admin');
  await insertTransaksiFixture(chain.tk1.shop);
  expect((await setModule(true)).status).toBe(200);
  await setRate('OMSET EMAS', 2_000, 5);
  await setRate('OMSET LM', 500, 2.5);
}, 120_000);
afterAll(() => chain?.close());

describe('Laporan Bonus Sales', () => {
  it("each sales person's turnover per group with its bonus, the same in every format", async () => {
    const { rows, totals } = await inEveryFormat(
      chain.tk1,
      owner,
      LAPORAN_BONUS_SALES,
      period,
      'bonus-sales',
    );
    // The recap of the same period, read through its own report, is the base.
    const recap = await json(LAPORAN_REKAP_SALES.path, { ...period, kode_jenis: 'SEMUA' });
    const sold = recap.body.data.rows.filter(
      (r) => Number(r.jumlah) > 0 && (r.omset === 'omset_emas' || r.omset === 'omset_lm'),
    );
    expect(rows).toHaveLength(sold.length);
    const rate = { omset_emas: [2_000, 5], omset_lm: [500, 2.5] } as Record<string, [number, number]>;
    let expected = 0;
    for (const r of sold) {
      const [perGram, persen] = rate[String(r.omset)] ?? [0, 0];
      const bonus = Math.round(Number(r.berat) * perGram) + Math.round((Number(r.ongkos) * persen) / 100);
      const row = rows.find((b) => b.omset === r.omset && b.kode_sales === r.kode_sales);
      expect(row, `${r.omset} ${r.kode_sales}`).toMatchObject({ berat: r.berat, ongkos: r.ongkos, bonus });
      expect(Number(row?.bonus_gram) + Number(row?.bonus_ongkos)).toBe(bonus);
      expected += bonus;
    }
    expect(totals.bonus).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    // Grouped per sales person; within each, the recap's order of turnover groups.
    const order = OMSET_GROUPS.map((g) => g.key as string);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      if (a?.kode_sales === b?.kode_sales)
        expect(order.indexOf(String(a?.omset))).toBeLessThan(order.indexOf(String(b?.omset)));
      else expect(String(a?.kode_sales) < String(b?.kode_sales)).toBe(true);
    }
  });

  it('one sales person; an empty period gives the empty toast', async () => {
    const one = await json(LAPORAN_BONUS_SALES.path, { ...period, kode_sales: 'S02' });
    expect(one.status).toBe(200);
    expect(one.body.data.rows.length).toBeGreaterThan(0);
    expect(one.body.data.rows.every((r) => r.kode_sales === 'S02')).toBe(true);
    const empty = await json(LAPORAN_BONUS_SALES.path, {
      tgl_from: '2001-01-01',
      tgl_to: '2001-01-01',
      kode_sales: 'SEMUA',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.count).toBe(0);
    expect(empty.body.message).toBe(LAPORAN_BONUS_SALES.emptyToast);
  });

  it('a cashier may not read it; with the module off nobody may', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    expect((await json(LAPORAN_BONUS_SALES.path, period, kasir)).status).toBe(403);
    expect((await setModule(false)).status).toBe(200);
    try {
      expect((await json(LAPORAN_BONUS_SALES.path, period)).status).toBe(403);
    } finally {
      expect((await setModule(true)).status).toBe(200);
    }
  });
});
