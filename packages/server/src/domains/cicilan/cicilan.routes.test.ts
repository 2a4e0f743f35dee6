import {
  addDays,
  api,
  BASE_24K,
  contractTotals,
  MODULE,
  REFUND_BATAL_CICILAN,
  roundMoney,
  splitRefund,
} from '@emas/contract';
import { describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';

const MSG = api.CICILAN_MSG;
const setModule = (server: ShopServer, token: string, on: boolean) =>
  switchModule(server, token, MODULE.CICILAN, on);
const session = useBranchSession({
  chain: { demo: { goods: true } },
  setUp: () => setModule(tk1(), session.owner, true),
  timeout: 300_000,
});
const { tk1, post, put, q, onDay } = session;
const kasOf = (no: string) =>
  q<{ kategori: string; jumlah_in: number; jumlah_out: number }>(
    `select kategori, jumlah_in::int, jumlah_out::int from "$s".kas where id_trx = '${no}' order by id`,
  );
const itemStatus = async (kode: string) =>
  (await q<{ status: string }>(`select status from "$s".barang where kode_barcode = '${kode}'`))[0]?.status;

/** READY gold items of the demo, each test taking its own. */
let items: string[] = [];
async function nextItem(): Promise<string> {
  if (!items.length)
    items = (
      await q<{ kode_barcode: string }>(
        `select kode_barcode from "$s".barang where status = 'READY' and kadar > 0
         and kode_group = 'EMAS MUDA' order by kode_barcode desc limit 40`,
      )
    ).map((r) => r.kode_barcode);
  const kode = items.shift();
  if (!kode) throw new Error('no READY item left');
  return kode;
}

async function quote(kode_barcode: string, dp_rp = 0, kode_cicilan = 'C03') {
  const res = await post('cicilan/quote', { kode_barcode, kode_cicilan, dp_rp });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as api.CicilanQuote;
}

/** A contract on a fresh item with the parameter's minimum down payment, paid in cash. */
async function newContract(over: Record<string, unknown> = {}) {
  const kode = await nextItem();
  const dp = (await quote(kode, 0)).dp_min;
  const qt = await quote(kode, dp);
  const res = await post('cicilan', {
    kode_barcode: kode,
    kode_cicilan: 'C03',
    dp_rp: dp,
    kode_sales: 'S01',
    nama_customer: 'Dewi Cicilan',
    no_hp: '081234567890',
    pembayaran: [{ jenis: 'CASH', jumlah: qt.bayar_awal }],
    ...over,
  });
  expect(res.status, res.body.message).toBe(201);
  return { c: res.body.data as api.CicilanDetail, qt };
}
const detail = async (no: string) =>
  (await post('cicilan/detail', { no_faktur: no })).body.data as api.CicilanDetail;
/** An instalment (named by `ke`, else the contract's next one) or, by cicilan/lunas, the pay-off. */
async function pay(c: { no_cicilan: string }, jumlah: number, path = 'cicilan/bayar', ke?: number) {
  const pembayaran = [{ jenis: 'CASH', jumlah }];
  if (path === 'cicilan/lunas') return post(path, { no_cicilan: c.no_cicilan, pembayaran });
  const angsuran_ke = ke ?? (await detail(c.no_cicilan)).angsuran_ke + 1;
  return post(path, { no_cicilan: c.no_cicilan, angsuran_ke, pembayaran });
}

/** The sale line that delivered a contract's item. */
const saleLineOf = async (kode: string) =>
  (
    await q<{ harga_total: number; harga_modal: number; kode_sales: string; kode_member: string }>(
      `select harga_total::int, harga_modal::int, kode_sales, kode_member from "$s".penjualan where kode_barcode = '${kode}'`,
    )
  )[0];
const contractCost = async (no: string) =>
  (
    await q<{ harga_modal: number }>(`select harga_modal::int from "$s".cicilan where no_cicilan = '${no}'`)
  )[0]?.harga_modal;

/** A member of the shop, added through its screen. */
async function addMember(nama: string): Promise<string> {
  const r = await post(
    'member',
    { nama_customer: nama, alamat_customer: 'jl. cicil 1', no_hp: '081311112222' },
    session.owner,
  );
  expect(r.status, r.body.message).toBe(201);
  return r.body.data.kode_member as string;
}

/** The business day's 24K prices (every group follows by its kadar: harga_100%). */
async function set24K(tanggal: string, harga_jual: number, harga_beli: number) {
  const r = await put(
    'harga-emas',
    { tanggal, harga: [{ kode_group: BASE_24K, harga_jual, harga_beli }] },
    session.owner,
  );
  expect(r.status, r.body.message).toBe(200);
  return r.body.data as { groups: { kode_group: string; harga_jual: number; harga_beli: number }[] };
}
const setPara = async (key: string, value: string) => {
  const r = await put(`para-system/key/${key}`, { value }, session.owner);
  expect(r.status, r.body.message).toBe(200);
};

describe('taking a contract', () => {
  it('prices the item as a sale of the day, locks price and rate, reserves the item, writes DP + admin as CICILAN', async () => {
    const { c, qt } = await newContract();
    const sale = await call(tk1(), 'GET', `penjualan/barang/${c.kode_barcode}`, { token: session.kasir });
    expect(sale.status).toBe(409);
    expect(c.no_cicilan).toMatch(/^CC-TK1-\d{6}-\d{4}$/);
    const totals = contractTotals({ harga: qt.harga, dp: qt.dp_rp, bunga: 1.5, tenor: 3, pembulatan: 500 });
    expect(c).toMatchObject({
      status: 'AKTIF',
      harga: qt.harga,
      tenor: 3,
      bunga: 1.5,
      dp_rp: qt.dp_rp,
      biaya_admin: 50_000,
      total_kontrak: totals.total_kontrak,
      jumlah_bayar: qt.dp_rp,
      sisa_rp: totals.total_angsuran,
      angsuran_ke: 0,
      nama_customer: 'DEWI CICILAN',
    });
    expect(c.jadwal.map((a) => a.tgl_tempo)).toEqual([1, 2, 3].map((k) => qt.jadwal[k - 1]?.tgl_tempo));
    expect(c.jadwal.reduce((s, a) => s + a.jumlah, 0)).toBe(totals.total_angsuran);
    expect(await itemStatus(c.kode_barcode)).toBe('CICILAN');
    expect(await kasOf(c.no_cicilan)).toEqual([
      { kategori: 'CICILAN', jumlah_in: qt.bayar_awal, jumlah_out: 0 },
    ]);
    // Reserved: not sellable, and not in a second contract.
    const again = await post('cicilan/quote', {
      kode_barcode: c.kode_barcode,
      kode_cicilan: 'C03',
      dp_rp: qt.dp_rp,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(api.BARANG_MSG.notReady(c.kode_barcode));
  });

  it('of two contracts on one item at once exactly one is taken', async () => {
    const kode = await nextItem();
    const dp = (await quote(kode, 0)).dp_min;
    const qt = await quote(kode, dp);
    const body = {
      kode_barcode: kode,
      kode_cicilan: 'C03',
      dp_rp: dp,
      kode_sales: 'S01',
      nama_customer: 'Kembar',
      pembayaran: [{ jenis: 'CASH', jumlah: qt.bayar_awal }],
    };
    const both = await Promise.all([post('cicilan', body), post('cicilan', body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const n = await q<{ n: number }>(
      `select count(*)::int n from "$s".cicilan where kode_barcode = '${kode}' and nama_customer = 'KEMBAR'`,
    );
    expect(n[0]?.n).toBe(1);
  });

  it('refuses bad input with an Indonesian message and writes nothing', async () => {
    const kode = await nextItem();
    const probe = await quote(kode, 0);
    const min = probe.dp_min;
    expect(min).toBe(Math.ceil((probe.harga * probe.dp_minimal) / 100));
    const base = {
      kode_barcode: kode,
      kode_cicilan: 'C03',
      dp_rp: min,
      kode_sales: 'S01',
      nama_customer: 'Salah',
      pembayaran: [{ jenis: 'CASH', jumlah: min + 50_000 }],
    };
    const cases: [Record<string, unknown>, string][] = [
      [
        { dp_rp: min - 1, pembayaran: [{ jenis: 'CASH', jumlah: min + 49_999 }] },
        MSG.dpTooSmall(min.toLocaleString('en-US')),
      ],
      [{ dp_rp: probe.harga, pembayaran: [{ jenis: 'CASH', jumlah: probe.harga + 50_000 }] }, MSG.dpTooBig],
      [{ kode_cicilan: 'C99' }, MSG.parameterUnknown('C99')],
      [{ pembayaran: [] }, api.TRANSAKSI_MSG.paymentsMismatch((min + 50_000).toLocaleString('en-US'), '0')],
      [{ nama_customer: '' }, 'Nama Customer Tidak Boleh Kosong'],
      [{ kode_sales: 'S77' }, api.TRANSAKSI_MSG.salesUnknown('S77')],
    ];
    for (const [over, message] of cases) {
      const before = await fingerprint(tk1());
      const res = await post('cicilan', { ...base, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await fingerprint(tk1())).toEqual(before);
    }
    expect(await itemStatus(kode)).toBe('READY');
  });

  it('takes a member only by the code of an active member: an unknown or inactive one is refused, writing nothing', async () => {
    const kode = await nextItem();
    const qt = await quote(kode, (await quote(kode, 0)).dp_min);
    const body = {
      kode_barcode: kode,
      kode_cicilan: 'C03',
      dp_rp: qt.dp_rp,
      kode_sales: 'S01',
      nama_customer: 'Member Cicilan',
      pembayaran: [{ jenis: 'CASH', jumlah: qt.bayar_awal }],
    };
    const inactive = await addMember('member nonaktif');
    await q(`update "$s".member set status = 'NONAKTIF' where kode_member = '${inactive}'`);
    for (const kode_member of ['M-NOPE', inactive]) {
      const before = await fingerprint(tk1());
      const res = await post('cicilan', { ...body, kode_member });
      expect(res.status, kode_member).toBe(400);
      expect(res.body.message).toBe(api.TRANSAKSI_MSG.memberNotFound);
      expect(await fingerprint(tk1())).toEqual(before);
    }
    expect(await itemStatus(kode)).toBe('READY');
    // An active member's contract is taken and delivered to the member.
    const member = await addMember('member cicilan');
    const ok = await post('cicilan', { ...body, kode_member: member });
    expect(ok.status, ok.body.message).toBe(201);
    const c = ok.body.data as api.CicilanDetail;
    expect(c.kode_member).toBe(member);
    const off = await pay(c, c.sisa_rp, 'cicilan/lunas');
    expect(off.status, off.body.message).toBe(200);
    expect((await saleLineOf(kode))?.kode_member).toBe(member);
  });

  it('checks rights on the server: the module off refuses, no session refuses', async () => {
    // The demo switches the module on; off, the shop's calls are refused.
    await setModule(session.chain.tk2, await login(session.chain.tk2, 'owner1'), false);
    const tk2 = await login(session.chain.tk2, 'kasir1');
    const off = await call(session.chain.tk2, 'POST', 'cicilan/quote', {
      token: tk2,
      body: { kode_barcode: '00000001', kode_cicilan: 'C03' },
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Fitur Ini Tidak Aktif Untuk Toko Anda');
    const anon = await call(tk1(), 'GET', 'cicilan');
    expect(anon.status).toBe(401);
  });
});

describe('paying', () => {
  it('pays two instalments, then pays off: the item is sold at the contract snapshot', async () => {
    const { c } = await newContract();
    const [a1, a2, a3] = c.jadwal;
    if (!a1 || !a2 || !a3) throw new Error('schedule');
    const wrong = await pay(c, a1.jumlah - 1);
    expect(wrong.status).toBe(400);
    const r1 = await pay(c, a1.jumlah);
    expect(r1.status, r1.body.message).toBe(200);
    expect(r1.body.message).toBe(MSG.paid);
    const r2 = await pay(c, a2.jumlah);
    expect(r2.status, r2.body.message).toBe(200);
    const d = (r2.body.data as api.BayarCicilanResult).detail;
    expect(d).toMatchObject({
      angsuran_ke: 2,
      sisa_rp: a3.jumlah,
      jumlah_bayar: c.dp_rp + a1.jumlah + a2.jumlah,
    });
    expect(d.jumlah_bayar + d.sisa_rp).toBe(c.total_kontrak);
    expect(d.jadwal.map((a) => a.status)).toEqual(['LUNAS', 'LUNAS', 'TERBUKA']);

    const off = await pay(c, a3.jumlah, 'cicilan/lunas');
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.message).toBe(MSG.paidOff);
    const done = off.body.data as api.BayarCicilanResult;
    expect(done.detail).toMatchObject({ status: 'LUNAS', sisa_rp: 0, tgl_lunas: session.day });
    expect(done.no_faktur_jual).toMatch(/^FJ-TK1-/);
    expect(await itemStatus(c.kode_barcode)).toBe('SOLD');
    const [line] = await q<{ harga_total: number; harga_gram: number; no_faktur_group: string }>(
      `select harga_total::int, harga_gram::int, no_faktur_group from "$s".penjualan where kode_barcode = '${c.kode_barcode}'`,
    );
    expect(line).toMatchObject({
      harga_total: c.harga,
      harga_gram: c.harga_gram,
      no_faktur_group: done.no_faktur_jual,
    });
    expect((await kasOf(c.no_cicilan)).map((k) => k.jumlah_in)).toEqual([
      c.dp_rp + c.biaya_admin,
      a1.jumlah,
      a2.jumlah,
      a3.jumlah,
    ]);
    // The sale writes no money of its own: the contract's rows paid it.
    const saleCash = await q<{ n: number }>(
      `select coalesce(sum(jumlah_in), 0)::int n from "$s".kas where id_trx = '${done.no_faktur_jual}'`,
    );
    expect(saleCash[0]?.n).toBe(0);
    const list = await call(
      tk1(),
      'GET',
      `cicilan?tgl_awal=${session.day}&tgl_akhir=${session.day}&status=LUNAS`,
      {
        token: session.kasir,
      },
    );
    expect((list.body.data as api.Cicilan[]).map((x) => x.no_cicilan)).toContain(c.no_cicilan);
    expect((await pay(c, 1)).status).toBe(409);
    // The pay-off's sale stands: cancelling it would free an item the contract delivered.
    const batal = await post(
      'penjualan/batal',
      { no_faktur: done.no_faktur_jual, alasan: 'coba' },
      session.owner,
    );
    expect(batal.status).toBe(409);
    expect(batal.body.message).toBe(MSG.saleOfContract(c.no_cicilan));
    expect(await itemStatus(c.kode_barcode)).toBe('SOLD');
  });

  it('of two pay-offs at once exactly one is taken; of two payments of the last instalment, one', async () => {
    const { c } = await newContract();
    const both = await Promise.all([pay(c, c.sisa_rp, 'cicilan/lunas'), pay(c, c.sisa_rp, 'cicilan/lunas')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await kasOf(c.no_cicilan)).length).toBe(2);
    const sold = await q<{ n: number }>(
      `select count(*)::int n from "$s".penjualan where kode_barcode = '${c.kode_barcode}'`,
    );
    expect(sold[0]?.n).toBe(1);

    const { c: c2 } = await newContract();
    const [a1, a2, a3] = c2.jadwal;
    if (!a1 || !a2 || !a3) throw new Error('schedule');
    expect((await pay(c2, a1.jumlah)).status).toBe(200);
    expect((await pay(c2, a2.jumlah)).status).toBe(200);
    const last = await Promise.all([pay(c2, a3.jumlah), pay(c2, a3.jumlah)]);
    expect(last.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail(c2.no_cicilan)).status).toBe('LUNAS');
    expect((await kasOf(c2.no_cicilan)).length).toBe(4);
  });

  it('pays a named instalment once: a double submit pays one and books cash once', async () => {
    const { c } = await newContract();
    const [a1, a2] = c.jadwal;
    if (!a1 || !a2) throw new Error('schedule');
    expect(a1.jumlah).toBe(a2.jumlah);
    const before = await kasOf(c.no_cicilan);
    const both = await Promise.all([
      pay(c, a1.jumlah, 'cicilan/bayar', 1),
      pay(c, a1.jumlah, 'cicilan/bayar', 1),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(MSG.instalmentPaid(1, c.no_cicilan));
    expect((await detail(c.no_cicilan)).angsuran_ke).toBe(1);
    expect((await kasOf(c.no_cicilan)).length).toBe(before.length + 1);
    const bayar = await q<{ n: number }>(
      `select count(*)::int n from "$s".cicilan_bayar where no_cicilan = '${c.no_cicilan}'`,
    );
    expect(bayar[0]?.n).toBe(1);

    // A repeat later is refused the same; skipping ahead names the instalment that is due.
    const again = await pay(c, a1.jumlah, 'cicilan/bayar', 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.instalmentPaid(1, c.no_cicilan));
    const ahead = await pay(c, a2.jumlah, 'cicilan/bayar', 3);
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe(MSG.instalmentNotNext(2));
    // Without the instalment's number the payment is refused as bad input.
    const bare = await post('cicilan/bayar', {
      no_cicilan: c.no_cicilan,
      pembayaran: [{ jenis: 'CASH', jumlah: a2.jumlah }],
    });
    expect(bare.status).toBe(400);
    expect((await kasOf(c.no_cicilan)).length).toBe(before.length + 1);
    expect((await pay(c, a2.jumlah, 'cicilan/bayar', 2)).status).toBe(200);
  });

  it('charges the late fee per day past the due date, and shows overdue and the pay-off amount', async () => {
    const { c } = await newContract();
    const a1 = c.jadwal[0];
    if (!a1) throw new Error('schedule');
    const late = addDays(a1.tgl_tempo, 4);
    await onDay(late, async () => {
      const d = await detail(c.no_cicilan);
      expect(d).toMatchObject({ telat: 1, denda_rp: 4 * 5_000, pelunasan: d.sisa_rp + 20_000 });
      expect(d.berikut).toMatchObject({ ke: 1, denda: 20_000, total: a1.jumlah + 20_000 });
      expect((await pay(c, a1.jumlah)).status).toBe(400);
      const ok = await pay(c, a1.jumlah + 20_000);
      expect(ok.status, ok.body.message).toBe(200);
      expect((ok.body.data as api.BayarCicilanResult).bayar).toMatchObject({
        denda: 20_000,
        pokok: a1.jumlah,
      });
    });
  });
  it("delivers at the contract's stored cost when the day's buy-back price has risen above its price", async () => {
    const { c } = await newContract();
    const later = addDays(session.day, 1);
    await onDay(later, async () => {
      const { base } = (await call(tk1(), 'GET', `harga-emas?tanggal=${later}`, { token: session.kasir }))
        .body.data as {
        base: { harga_jual: number; harga_beli: number };
      };
      try {
        // Gold triples: what the shop would pay for the item's gold today is above the contract's price.
        const risen = await set24K(later, base.harga_jual * 3, base.harga_jual * 3);
        const beli = risen.groups.find((g) => g.kode_group === c.kode_group)?.harga_beli ?? 0;
        expect(roundMoney(c.berat * beli, 500, 'up')).toBeGreaterThan(c.harga);
        const off = await pay(c, c.sisa_rp, 'cicilan/lunas');
        expect(off.status, off.body.message).toBe(200);
        expect((await detail(c.no_cicilan)).status).toBe('LUNAS');
      } finally {
        await set24K(later, base.harga_jual, base.harga_beli);
      }
    });
    expect(await itemStatus(c.kode_barcode)).toBe('SOLD');
    expect(await saleLineOf(c.kode_barcode)).toMatchObject({
      harga_total: c.harga,
      harga_modal: await contractCost(c.no_cicilan),
    });
  });

  it('delivers when the sales person of the contract has left since it was taken', async () => {
    const added = await post('sales', { kode_sales: 'SCC', nama_sales: 'sales cicilan' }, session.owner);
    expect(added.status, added.body.message).toBe(201);
    const { c } = await newContract({ kode_sales: 'SCC' });
    const gone = await call(tk1(), 'DELETE', `sales/${added.body.data._id}`, { token: session.owner });
    expect(gone.status, gone.body.message).toBe(200);
    // A new contract by the sales person is refused; the one taken is delivered.
    const kode = await nextItem();
    const refused = await post('cicilan', {
      kode_barcode: kode,
      kode_cicilan: 'C03',
      dp_rp: c.dp_rp,
      kode_sales: 'SCC',
      nama_customer: 'Baru',
      pembayaran: [{ jenis: 'CASH', jumlah: c.dp_rp + c.biaya_admin }],
    });
    expect(refused.body.message).toBe(api.TRANSAKSI_MSG.salesUnknown('SCC'));
    const off = await pay(c, c.sisa_rp, 'cicilan/lunas');
    expect(off.status, off.body.message).toBe(200);
    expect(await itemStatus(c.kode_barcode)).toBe('SOLD');
    expect((await saleLineOf(c.kode_barcode))?.kode_sales).toBe('SCC');
  });
});

describe('cancelling and auctioning', () => {
  it('cancels with the item back to stock and the refund per PERSEN_REFUND_BATAL_CICILAN; a later day needs an authorisation', async () => {
    const set = await call(tk1(), 'PUT', `para-system/key/${REFUND_BATAL_CICILAN.key}`, {
      token: session.owner,
      body: { value: '50' },
    });
    expect(set.status, set.body.message).toBe(200);
    const { c } = await newContract();
    const a1 = c.jadwal[0];
    if (!a1) throw new Error('schedule');
    expect((await pay(c, a1.jumlah)).status).toBe(200);
    const paid = c.dp_rp + a1.jumlah;
    const later = await onDay(addDays(session.day, 1), () =>
      post('cicilan/batal', { no_faktur: c.no_cicilan, alasan: 'batal' }, session.owner),
    );
    expect(later.status).toBe(403);
    const both = await Promise.all([
      post('cicilan/batal', { no_faktur: c.no_cicilan, alasan: 'tidak jadi' }, session.owner),
      post('cicilan/batal', { no_faktur: c.no_cicilan, alasan: 'tidak jadi' }, session.owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const split = splitRefund(paid, 50, 500);
    expect(both.find((r) => r.status === 200)?.body.data).toMatchObject({
      status: 'BATAL',
      persen_refund: 50,
      refund_rp: split.refund_rp,
      hangus_rp: split.hangus_rp,
    });
    const back = (await kasOf(c.no_cicilan)).filter((k) => k.kategori === 'BATAL CICILAN');
    expect(back.reduce((s, k) => s + k.jumlah_out, 0)).toBe(split.refund_rp);
    expect(await itemStatus(c.kode_barcode)).toBe('READY');
    await call(tk1(), 'PUT', `para-system/key/${REFUND_BATAL_CICILAN.key}`, {
      token: session.owner,
      body: { value: '100' },
    });
  });

  it("rounds the cancel's refund with the contract's rounding unit, not one set since", async () => {
    await setPara(REFUND_BATAL_CICILAN.key, '50');
    try {
      const { c } = await newContract();
      const taken = splitRefund(c.jumlah_bayar, 50, 500);
      expect(splitRefund(c.jumlah_bayar, 50, 100_000)).not.toEqual(taken);
      await setPara('PEMBULATAN', '100000');
      const res = await post(
        'cicilan/batal',
        { no_faktur: c.no_cicilan, alasan: 'tidak jadi' },
        session.owner,
      );
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({ persen_refund: 50, ...taken });
      const back = (await kasOf(c.no_cicilan)).filter((k) => k.kategori === 'BATAL CICILAN');
      expect(back.reduce((s, k) => s + k.jumlah_out, 0)).toBe(taken.refund_rp);
    } finally {
      await setPara('PEMBULATAN', '500');
      await setPara(REFUND_BATAL_CICILAN.key, '100');
    }
  });

  it('auctions a defaulted contract only, with the LELANG CICILAN authorisation, the item back to stock', async () => {
    const { c } = await newContract();
    const a1 = c.jadwal[0];
    if (!a1) throw new Error('schedule');
    const notYet = await put('cicilan/simpan/lelang-cicilan', { no_cicilan: c.no_cicilan });
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toBe(MSG.notDefaulted(c.no_cicilan));
    await onDay(addDays(a1.tgl_tempo, 1), async () => {
      const list = await call(tk1(), 'GET', 'cicilan/get/lelang-cicilan', { token: session.kasir });
      expect((list.body.data as api.CicilanDetail[]).map((x) => x.no_cicilan)).toContain(c.no_cicilan);
      const before = await fingerprint(tk1());
      const noAuth = await put('cicilan/simpan/lelang-cicilan', { no_cicilan: c.no_cicilan });
      expect(noAuth.status).toBe(403);
      expect(await fingerprint(tk1())).toEqual(before);
      const otr = await post('authorization', {
        user_id: 'spv1',
        password: 'demo1234',
        ...api.OTORISASI.LELANG_CICILAN,
        keterangan: '',
        no_faktur: c.no_cicilan,
      });
      expect(otr.status, otr.body.message).toBe(200);
      const ok = await put('cicilan/simpan/lelang-cicilan', {
        no_cicilan: c.no_cicilan,
        id_otorisasi: otr.body.data.id_otorisasi,
      });
      expect(ok.status, ok.body.message).toBe(200);
      expect(ok.body.data).toMatchObject({ status: 'LELANG' });
    });
    expect(await itemStatus(c.kode_barcode)).toBe('READY');
    expect((await pay(c, a1.jumlah)).status).toBe(409);
  });

  it('prints the schedule as a PDF', async () => {
    const { c } = await newContract();
    const res = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/cicilan/jadwal?no_faktur=${c.no_cicilan}`,
      headers: { token: session.kasir },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`JADWAL CICILAN ${c.no_cicilan}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
