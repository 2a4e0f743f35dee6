import { api } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call } from '../../test/harness.ts';
import { addBulkItems, item } from '../barang/barang.fixtures.ts';
import { buyBackOfSoldLine, prepareCounter } from './counter.fixtures.ts';

const MSG = api.TRANSAKSI_MSG;
const session = useBranchSession({ setUp: () => prepareCounter(tk1(), session.owner) });
const { tk1, post, q } = session;

/** 2.5 g MUDA x 910,000 + 50,000 ongkos. */
const PRICE = 2_325_000;

async function soldLine(): Promise<{ kode: string; sale: api.SaleSaved }> {
  const [kode] = (await addBulkItems(tk1(), session.owner, [item({ berat: 2.5, ongkos: 50_000 })])) as [
    string,
  ];
  const sale = await post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: kode }],
    pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
  });
  expect(sale.status, sale.body.message).toBe(201);
  return { kode, sale: sale.body.data as api.SaleSaved };
}

const buyBack = (noJual: string) => post('pembelian', buyBackOfSoldLine(noJual, 2_100_000));
const cancelSale = (noFaktur: string) =>
  call(tk1(), 'POST', 'penjualan/batal', {
    token: session.owner,
    body: { no_faktur: noFaktur, alasan: 'salah' },
  });

describe('a sale and a buy-back of its line', () => {
  it('cancelling a sale with a live buy-back is refused and writes nothing', async () => {
    const { kode, sale } = await soldLine();
    const noJual = sale.no_faktur_jual[0] as string;
    const buy = await buyBack(noJual);
    expect(buy.status, buy.body.message).toBe(201);
    const cancel = await cancelSale(sale.no_faktur_group);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MSG.saleBoughtBack(noJual));
    const [line] = await q<{ status: string }>(
      `select status from "$s".penjualan where no_faktur_jual = '${noJual}'`,
    );
    expect(line?.status).toBe('OPEN');
    const [it] = await q<{ status: string }>(`select status from "$s".barang where kode_barcode = '${kode}'`);
    expect(it?.status).toBe('SOLD');
  });

  it('once the buy-back is cancelled, the sale can be cancelled', async () => {
    const { sale } = await soldLine();
    const buy = await buyBack(sale.no_faktur_jual[0] as string);
    expect(buy.status, buy.body.message).toBe(201);
    const undo = await call(tk1(), 'POST', 'pembelian/batal', {
      token: session.owner,
      body: { no_faktur: buy.body.data.no_faktur_group, alasan: 'salah' },
    });
    expect(undo.status, undo.body.message).toBe(200);
    const cancel = await cancelSale(sale.no_faktur_group);
    expect(cancel.status, cancel.body.message).toBe(200);
  });

  it('a buy-back of a line of a cancelled sale is refused', async () => {
    const { sale } = await soldLine();
    expect((await cancelSale(sale.no_faktur_group)).status).toBe(200);
    const buy = await buyBack(sale.no_faktur_jual[0] as string);
    expect(buy.status).toBe(404);
    expect(buy.body.message).toBe(MSG.fakturNotFound);
  });

  it('racing cancel against buy-back: exactly one wins each round, stock and cash agree', async () => {
    for (let round = 0; round < 15; round++) {
      const { kode, sale } = await soldLine();
      const noJual = sale.no_faktur_jual[0] as string;
      const [cancel, buy] = await Promise.all([cancelSale(sale.no_faktur_group), buyBack(noJual)]);
      const won = [cancel.status === 200, buy.status === 201];
      expect(
        won.filter(Boolean),
        `round ${round}: ${cancel.body.message} / ${buy.body.message}`,
      ).toHaveLength(1);
      const [line] = await q<{ status: string }>(
        `select status from "$s".penjualan where no_faktur_jual = '${noJual}'`,
      );
      const [stock] = await q<{ status: string }>(
        `select status from "$s".barang where kode_barcode = '${kode}'`,
      );
      const live = await q<{ n: number }>(
        `select count(*)::int as n from "$s".pembelian where no_faktur_jual = '${noJual}' and status = 'OPEN'`,
      );
      const [net] = await q<{ net: string }>(
        `select coalesce(sum(jumlah_in - jumlah_out), 0)::text as net from "$s".kas where id_trx = '${sale.no_faktur_group}'`,
      );
      if (cancel.status === 200) {
        expect(line?.status).toBe('BATAL');
        expect(stock?.status).toBe('READY');
        expect(live[0]?.n).toBe(0);
        expect(net?.net).toBe('0');
      } else {
        expect(cancel.body.message).toBe(MSG.saleBoughtBack(noJual));
        expect(line?.status).toBe('OPEN');
        expect(stock?.status).toBe('SOLD');
        expect(live[0]?.n).toBe(1);
        expect(net?.net).toBe(String(PRICE));
      }
    }
  });
});
