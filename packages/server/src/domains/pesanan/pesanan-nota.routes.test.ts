import { type api, formatRupiah } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';

/**
 * Issue 43: an order's pick-up note still said "Sisa Bayar Rp ..." after the rest was paid at
 * pick-up. Open, it prints what is still owed; picked up, LUNAS, and the down payment as taken.
 */
let chain: Chain;
let kasir: string;
beforeAll(async () => {
  chain = await startChain();
  kasir = await login(chain.tk1, 'kasir1');
}, 120_000);
afterAll(() => chain.close());

const post = (path: string, body: unknown) => call(chain.tk1, 'POST', path, { token: kasir, body });
const q = async <T>(text: string) =>
  rowsOf<T>(await chain.tk1.shop.db.execute(sql.raw(text.replaceAll('$s', chain.tk1.shop.schema))));

/** The text printed after a caption (its value is the next text line). */
const after = (text: string, caption: string) => {
  const lines = text.split('\n');
  return lines[lines.findIndex((l) => l.includes(caption)) + 1] ?? '';
};

async function notaText(no: string) {
  const res = await chain.tk1.app.inject({
    method: 'GET',
    url: `/api/v1/pesanan/nota?no_faktur=${no}`,
    headers: { token: kasir },
  });
  expect(res.statusCode).toBe(200);
  return (await pdfPages(res.rawPayload)).map((x) => x.text).join('\n');
}

async function place() {
  const [jenis] = await q<{ kode: string }>(
    `select kode from "$s".master_rows where master = 'jenis' and status = 'ACTIVE' and data->>'kode_group' = 'EMAS MUDA' order by kode limit 1`,
  );
  const [baki] = await q<{ kode: string; gudang: string }>(
    `select kode, data->>'kode_gudang' as gudang from "$s".master_rows where master = 'baki' and status = 'ACTIVE' order by kode limit 1`,
  );
  return { kode_dept: jenis?.kode, kode_gudang: baki?.gudang, kode_baki: baki?.kode };
}

describe('PESANAN note: Sisa Bayar', () => {
  it('prints the amount still owed while open, LUNAS once picked up and paid', async () => {
    const made = await post('pesanan', {
      kode_sales: 'S01',
      nama_customer: 'Ratna Ambil',
      nama_barang: 'cincin nota ambil',
      kode_group: 'EMAS MUDA',
      berat: 3.5,
      ongkos: 150_000,
      dp_rp: 500_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 500_000 }],
    });
    expect(made.status, made.body.message).toBe(201);
    const p = made.body.data as api.Pesanan;
    const open = await notaText(p.no_pesanan);
    expect(after(open, 'Sisa Bayar')).toBe(formatRupiah(p.sisa_rp));
    expect(open).not.toContain('LUNAS');

    const terima = await post('pesanan/terima', {
      no_pesanan: p.no_pesanan,
      berat: 3.62,
      ...(await place()),
    });
    expect(terima.status, terima.body.message).toBe(200);
    const harga = (await post('pesanan/ambil/harga', { no_faktur: p.no_pesanan })).body.data;
    expect(harga.sisa_rp).toBeGreaterThan(0);
    const ambil = await post('pesanan/ambil', {
      no_pesanan: p.no_pesanan,
      pembayaran: [{ jenis: 'CASH', jumlah: harga.sisa_rp }],
    });
    expect(ambil.status, ambil.body.message).toBe(200);

    const paid = await notaText(p.no_pesanan);
    expect(after(paid, 'Sisa Bayar')).toBe('LUNAS');
    expect(paid).not.toContain(formatRupiah(harga.sisa_rp));
    // The down payment stays the down payment, not the whole amount paid.
    expect(after(paid, 'Uang Muka (DP)')).toBe(formatRupiah(500_000));
    expect(after(paid, 'TOTAL')).toBe(formatRupiah(harga.total_harga));
  });
});
