import { addDays, type api, KUPON_MSG, MODULE } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fingerprint } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../penjualan/counter.fixtures.ts';

/** 2.5 g x 910,000 + 50,000 ongkos = 2,325,000 (a multiple of 500). */
const PRICE = 2_325_000;
let c: CounterChain;
let day: string;
beforeAll(async () => {
  c = await startCounterChain();
  await setModule(true);
  day = (await call(c.chain.tk1, 'GET', 'users/me', { token: c.kasir })).body.data.tgl_system;
}, 300_000);
afterAll(() => c.chain.close());

async function setModule(on: boolean) {
  const r = await call(c.chain.tk1, 'PUT', 'system-setting/modules', {
    token: c.owner,
    body: { modules: [{ key: MODULE.KUPON, active: on }] },
  });
  expect(r.status, r.body.message).toBe(200);
}
const get = (path: string, token = c.kasir) => call(c.chain.tk1, 'GET', path, { token });
const cek = async (kode: string) => {
  const r = await get(`kupon/cek/${encodeURIComponent(kode)}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data as api.KuponInfo;
};

let n = 0;
async function addKupon(over: Record<string, unknown> = {}): Promise<string> {
  const kode = String(over.kode_kupon ?? `KPN${++n}`);
  const r = await c.post(
    'parameter-kupon',
    {
      nama_kupon: `kupon ${kode}`,
      jenis_potongan: 'RUPIAH',
      nilai_potongan: 100_000,
      minimal_belanja: 1_000_000,
      kuota: 5,
      tgl_awal: addDays(day, -1),
      tgl_akhir: addDays(day, 1),
      ...over,
      kode_kupon: kode,
    },
    c.owner,
  );
  expect(r.status, r.body.message).toBe(201);
  return kode;
}

async function addItems(count: number): Promise<string[]> {
  const res = await c.post(
    'barang/create/bulk',
    { detail_barang: Array.from({ length: count }, () => item({ berat: 2.5, ongkos: 50_000 })) },
    c.owner,
  );
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const sale = (kode_barcode: string, kode_kupon: string | undefined, potongan: number, over = {}) =>
  c.post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode }],
    pembayaran: [
      { jenis: 'CASH', jumlah: PRICE - potongan },
      ...(potongan ? [{ jenis: 'KUPON', jumlah: potongan }] : []),
    ],
    ...(kode_kupon ? { kode_kupon } : {}),
    ...over,
  });

async function addMember(nama: string): Promise<string> {
  const r = await c.post(
    'member',
    { nama_customer: nama, alamat_customer: 'jl. emas 1', no_hp: `0812${String(Date.now()).slice(-8)}` },
    c.owner,
  );
  expect(r.status, r.body.message).toBe(201);
  return r.body.data.kode_member as string;
}

describe('rights and bad input', () => {
  it('no session: 401; the module off: 403 with its message', async () => {
    expect((await call(c.chain.tk1, 'GET', 'kupon/cek/ABC')).status).toBe(401);
    await setModule(false);
    try {
      const off = await get('kupon/cek/ABC');
      expect(off.status).toBe(403);
      expect(off.body.message).toBe('Fitur Ini Tidak Aktif Untuk Toko Anda');
    } finally {
      await setModule(true);
    }
  });
  it('a code with other characters is 400 with its message', async () => {
    const r = await get('kupon/cek/AB%24C');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Kode Kupon Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah');
  });
  it('the master refuses reversed dates, a percentage above 100 and an unknown member, and writes nothing', async () => {
    const before = await fingerprint(c.chain.tk1);
    const body = {
      kode_kupon: 'SALAH',
      nama_kupon: 'salah',
      jenis_potongan: 'PERSEN',
      nilai_potongan: 10,
      kuota: 1,
      tgl_awal: day,
      tgl_akhir: addDays(day, -1),
    };
    const dates = await c.post('parameter-kupon', body, c.owner);
    expect(dates.status).toBe(400);
    expect(dates.body.message).toBe(KUPON_MSG.dateOrder);
    const pct = await c.post('parameter-kupon', { ...body, tgl_akhir: day, nilai_potongan: 120 }, c.owner);
    expect(pct.body.message).toBe(KUPON_MSG.percentOver);
    const member = await c.post('parameter-kupon', { ...body, tgl_akhir: day, kode_member: 'M404' }, c.owner);
    expect(member.status).toBe(400);
    expect(member.body.message).toBe('Kode Member M404 Tidak Ditemukan');
    expect(await fingerprint(c.chain.tk1)).toEqual(before);
  });
});

describe('Cek Kupon', () => {
  it('names the state on the business day: AKTIF, BELUM BERLAKU, KADALUARSA, TIDAK DITEMUKAN', async () => {
    const aktif = await addKupon({ kuota: 3 });
    expect(await cek(aktif)).toMatchObject({
      state: 'AKTIF',
      terpakai: 0,
      sisa_kuota: 3,
      riwayat: [],
      kupon: { kode_kupon: aktif, jenis_potongan: 'RUPIAH', nilai_potongan: 100_000 },
    });
    const besok = await addKupon({ tgl_awal: addDays(day, 1), tgl_akhir: addDays(day, 5) });
    expect((await cek(besok)).state).toBe('BELUM BERLAKU');
    const kemarin = await addKupon({ tgl_awal: addDays(day, -5), tgl_akhir: addDays(day, -1) });
    expect((await cek(kemarin)).state).toBe('KADALUARSA');
    expect(await cek('TIDAKADA')).toMatchObject({ state: 'TIDAK DITEMUKAN', kupon: null, sisa_kuota: 0 });
  });
});

describe('redeeming at the counter', () => {
  it('an amount coupon is a KUPON payment line: usage row, cash row, history, invoice total kept', async () => {
    const kode = await addKupon({ kode_kupon: 'HEMAT 100', kuota: 2 });
    const [barcode] = await addItems(1);
    const r = await sale(barcode as string, 'hemat 100', 100_000);
    expect(r.status, r.body.message).toBe(201);
    const saved = r.body.data as api.SaleSaved;
    expect(saved.total_jual).toBe(PRICE);
    const kas = await c.q<{ jenis: string; jumlah_in: string }>(
      `select jenis, jumlah_in::text from "$s".kas where id_trx = '${saved.no_faktur_group}' and jumlah_in > 0 order by jenis`,
    );
    expect(kas).toEqual([
      { jenis: 'CASH', jumlah_in: String(PRICE - 100_000) },
      { jenis: 'KUPON', jumlah_in: '100000' },
    ]);
    const info = await cek(kode);
    expect(info).toMatchObject({ state: 'AKTIF', terpakai: 1, sisa_kuota: 1 });
    expect(info.riwayat).toEqual([
      expect.objectContaining({
        no_faktur_group: saved.no_faktur_group,
        tanggal: day,
        total_belanja: PRICE,
        potongan: 100_000,
        status: 'DIGUNAKAN',
        input_by: 'kasir1',
      }),
    ]);
  });

  it('a percent coupon with a cap; a wrong KUPON amount, a small sale or a KUPON line without code change nothing', async () => {
    const kode = await addKupon({ jenis_potongan: 'PERSEN', nilai_potongan: 10, maksimal_potongan: 150_000 });
    const [a] = (await addItems(1)) as [string];
    const before = await fingerprint(c.chain.tk1);
    const wrong = await sale(a, kode, 232_500);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(KUPON_MSG.amountMismatch(kode, 150_000));
    const noCode = await sale(a, undefined, 150_000);
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(KUPON_MSG.codeRequired);
    const big = await addKupon({ minimal_belanja: 5_000_000 });
    const small = await sale(a, big, 100_000);
    expect(small.status).toBe(400);
    expect(small.body.message).toBe(`Minimal Belanja Untuk Kupon ${big} Adalah Rp 5,000,000`);
    const unknown = await sale(a, 'TIDAKADA', 100_000);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(KUPON_MSG.notFound('TIDAKADA'));
    // Only the two refused coupons' master rows differ from before: compare after the first refusals.
    const mid = await fingerprint(c.chain.tk1);
    expect(mid.penjualan).toBe(before.penjualan);
    expect(mid.kas).toBe(before.kas);
    expect(mid.kupon_pakai).toBe(before.kupon_pakai);
    const ok = await sale(a, kode, 150_000);
    expect(ok.status, ok.body.message).toBe(201);
  });

  it('a member coupon: refused to another customer, used once by its member', async () => {
    const m1 = await addMember('budi');
    const m2 = await addMember('wati');
    const kode = await addKupon({ kode_member: m1, kuota: 5 });
    const [a, b, d] = (await addItems(3)) as [string, string, string];
    const walkIn = await sale(a, kode, 100_000);
    expect(walkIn.body.message).toBe(KUPON_MSG.memberOnly(kode, m1));
    const other = await sale(a, kode, 100_000, { kode_member: m2 });
    expect(other.body.message).toBe(KUPON_MSG.memberOnly(kode, m1));
    const mine = await sale(a, kode, 100_000, { kode_member: m1 });
    expect(mine.status, mine.body.message).toBe(201);
    const again = await sale(b, kode, 100_000, { kode_member: m1 });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(KUPON_MSG.memberUsed(kode, m1));
    expect((await sale(d, undefined, 0, { kode_member: m1 })).status).toBe(201);
  });

  it('10 sales at once on a quota of 1: exactly one succeeds, the others are refused and sell nothing', async () => {
    const kode = await addKupon({ kuota: 1 });
    const items = await addItems(10);
    const answers = await Promise.all(items.map((k) => sale(k, kode, 100_000)));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(KUPON_MSG.usedUp(kode));
    }
    const sold = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".barang where kode_barcode in (${items.map((k) => `'${k}'`).join(',')}) and status = 'SOLD'`,
    );
    expect(sold[0]?.n).toBe(1);
    const used = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".kupon_pakai where kode_kupon = '${kode}'`,
    );
    expect(used[0]?.n).toBe(1);
    expect(await cek(kode)).toMatchObject({ state: 'HABIS', terpakai: 1, sisa_kuota: 0 });
  });

  it('Batal Penjualan marks the usage BATAL and gives the quota back', async () => {
    const kode = await addKupon({ kuota: 1 });
    const [a, b] = (await addItems(2)) as [string, string];
    const saved = (await sale(a, kode, 100_000)).body.data as api.SaleSaved;
    expect((await cek(kode)).state).toBe('HABIS');
    const cancel = await c.post(
      'penjualan/batal',
      { no_faktur: saved.no_faktur_group, alasan: 'batal' },
      c.owner,
    );
    expect(cancel.status, cancel.body.message).toBe(200);
    const info = await cek(kode);
    expect(info).toMatchObject({ state: 'AKTIF', terpakai: 0, sisa_kuota: 1 });
    expect(info.riwayat[0]).toMatchObject({
      no_faktur_group: saved.no_faktur_group,
      status: 'BATAL',
      batal_by: 'owner1',
    });
    const kupon = await c.q<{ kategori: string; jumlah_in: string; jumlah_out: string }>(
      `select kategori, jumlah_in::text, jumlah_out::text from "$s".kas where id_trx = '${saved.no_faktur_group}' and jenis = 'KUPON' order by id`,
    );
    expect(kupon).toEqual([
      { kategori: 'PENJUALAN', jumlah_in: '100000', jumlah_out: '0' },
      { kategori: 'BATAL PENJUALAN', jumlah_in: '0', jumlah_out: '100000' },
    ]);
    expect((await sale(b, kode, 100_000)).status).toBe(201);
  });
});
