import {
  EXPORT_DATA_MEMBER,
  LAPORAN_AKTIVASI_MEMBER,
  LAPORAN_KARTU_STOCK_HADIAH,
  MODULE,
} from '@emas/contract';
import { MEMBER_MSG } from '@emas/contract/api/member';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../db/database.ts';
import { DEMO_MEMBERS_PER_SHOP, seedMembers } from '../../seed/member-seed.ts';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { NEW_MEMBER } from './member.fixtures.ts';
import { addPoints, payWithPoints, reversePoints } from './member.service.ts';

let chain: Chain;
let owner: string;
let kasir: string;
let today: string;

const tk1 = () => chain.tk1;
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const put = (path: string, body: unknown, token = owner) => call(tk1(), 'PUT', path, { token, body });

/** Every member whose balance differs from the sum of its ledger (must be none). */
async function ledgerMismatches(): Promise<unknown[]> {
  const { db, schema } = tk1().shop;
  return rowsOf(
    await db.execute(
      sql.raw(`select m.kode_member, m.point, coalesce(sum(p.poin_in - p.poin_out), 0)::int as ledger
        from "${schema}".member m left join "${schema}".member_poin p on p.kode_member = m.kode_member
        group by m.kode_member, m.point having m.point <> coalesce(sum(p.poin_in - p.poin_out), 0)`),
    ),
  );
}

async function memberPoint(kode: string): Promise<number> {
  const res = await get(`member/get/by-kode-member/${kode}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data[0].point as number;
}

async function giftStock(kode: string): Promise<number> {
  const res = await get('hadiah/stock');
  return (
    (res.body.data as { kode_hadiah: string; stock: number }[]).find((g) => g.kode_hadiah === kode)?.stock ??
    0
  );
}

const inTx = <T>(fn: (tx: Db) => Promise<T>) => tk1().shop.db.transaction((tx) => fn(tx as unknown as Db));

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  today = (await get('toko/setting')).body.data.tgl_system;
  await seedMembers(chain.tk1.shop, today);
});
afterAll(() => chain?.close());

describe('members', () => {
  it('the demo seed gives 40 members whose balances equal their ledgers, and gifts in stock', async () => {
    const res = await get('member/get/all?limit=100');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.count).toBe(DEMO_MEMBERS_PER_SHOP);
    expect(res.body.data[0].kode_member).toBe('TK1000001');
    expect((res.body.data as { point: number }[]).some((m) => m.point > 0)).toBe(true);
    expect(await ledgerMismatches()).toEqual([]);
    expect(await giftStock('H002')).toBe(20);
  });

  it('adds a member with a numbered code, upper-cased fields and the shop as registration place', async () => {
    const res = await post('member', NEW_MEMBER);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe('Data Berhasil Disimpan');
    expect(res.body.data).toMatchObject({
      kode_member: 'MBR0000001',
      nama_customer: 'SITI AMINAH',
      alamat_customer: 'JL. KENANGA NO. 5',
      kota: 'BANDUNG',
      no_hp: '081234567890',
      tgl_daftar: today,
      kode_cabang_daftar: 'TK1',
      point: 0,
      input_by: 'owner1',
    });
    // The sales screen's look-up: a list with the customer fields.
    const found = await get('member/get/by-kode-member/mbr0000001', kasir);
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ nama_customer: 'SITI AMINAH', no_hp: '081234567890' });
    const search = await get('member/get/all?search=aminah');
    expect(search.body.data.map((m: { kode_member: string }) => m.kode_member)).toEqual(['MBR0000001']);
  });

  it('refuses bad member input with its message and writes nothing', async () => {
    const before = await fingerprint(tk1());
    const cases: [Record<string, unknown>, string][] = [
      [{ ...NEW_MEMBER, nama_customer: ' ' }, MEMBER_MSG.namaEmpty],
      [{ ...NEW_MEMBER, alamat_customer: undefined }, MEMBER_MSG.alamatEmpty],
      [{ ...NEW_MEMBER, no_hp: '' }, MEMBER_MSG.noHpEmpty],
      [{ ...NEW_MEMBER, no_hp: '0812345' }, MEMBER_MSG.noHpShort],
      [{ ...NEW_MEMBER, no_hp: '0812abc45678' }, MEMBER_MSG.noHpChars],
      [{ ...NEW_MEMBER, nik: '123' }, MEMBER_MSG.nikFormat],
      [{ ...NEW_MEMBER, kode_member: 'ABC' }, MEMBER_MSG.kodeLength],
      [{ ...NEW_MEMBER, kode_member: 'ABCDEFGHIJKLMN' }, MEMBER_MSG.kodeLength],
      [{ ...NEW_MEMBER, kode_member: 'ABC-12345' }, MEMBER_MSG.kodeChars],
      [{ ...NEW_MEMBER, tgl_lahir: '1990-02-30' }, 'Tanggal Lahir Tidak Valid'],
      [{ ...NEW_MEMBER, tgl_lahir: '2099-01-01', nik: undefined }, MEMBER_MSG.tglLahirFuture],
    ];
    for (const [body, message] of cases) {
      const res = await post('member', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ status: 'error', message });
    }
    // The same NIK or code twice.
    const nik = await post('member', { ...NEW_MEMBER, kode_member: 'NEWCODE01' });
    expect(nik.status).toBe(409);
    expect(nik.body.message).toBe(MEMBER_MSG.nikExists('MBR0000001'));
    const dup = await post('member', { ...NEW_MEMBER, nik: undefined, kode_member: 'tk1000001' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(MEMBER_MSG.memberExists('TK1000001'));
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('edits a member (not its points) and answers 404 Kode Member Tidak Tersedia for an unknown code', async () => {
    const res = await put('member/MBR0000001', { ...NEW_MEMBER, kota: 'cimahi', point: 9999 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Data Berhasil Dirubah');
    expect(res.body.data).toMatchObject({ kota: 'CIMAHI', point: 0, updated_by: 'owner1' });
    const missing = await get('member/get/by-kode-member/TIDAKADA1');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MEMBER_MSG.kodeMissing);
    const edit = await put('member/TIDAKADA1', NEW_MEMBER);
    expect(edit.status).toBe(404);
  });

  it('rights: a cashier may use data-member but not setting-member, export or koreksi', async () => {
    expect((await get('member/get/all', kasir)).status).toBe(200);
    expect((await get('member/setting', kasir)).status).toBe(200);
    const setting = await put(
      'member/setting',
      { prefix_kode: 'X', panjang_kode: 10, nilai_point: 1, minimal_sisa_poin: 0 },
      kasir,
    );
    expect(setting.status).toBe(403);
    expect(
      (await get(`${EXPORT_DATA_MEMBER.path}?sort_by=point&kode_cabang_daftar=SEMUA`, kasir)).status,
    ).toBe(403);
    const koreksi = await post(
      'trxmember/koreksi-poin',
      { kode_member: 'TK1000001', poin: 5, keterangan: 'x' },
      kasir,
    );
    expect(koreksi.status).toBe(403);
    expect((await call(tk1(), 'GET', 'member/get/all')).status).toBe(401);
  });

  it('the member module off: the member calls answer 403 with the module text', async () => {
    const off = await put('system-setting/modules', { modules: [{ key: MODULE.MEMBER, active: false }] });
    expect(off.status, off.body.message).toBe(200);
    try {
      const res = await get('member/get/all');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Fitur Ini Tidak Aktif Untuk Toko Anda');
    } finally {
      await put('system-setting/modules', { modules: [{ key: MODULE.MEMBER, active: true }] });
    }
    await new Promise((r) => setTimeout(r, 2100)); // the module cache
  });
});

describe('points and gifts', () => {
  it('addPoints earns by parameter-point; reversePoints takes them back once', async () => {
    const before = await memberPoint('TK1000002');
    const earned = await inTx((tx) =>
      addPoints(tk1().shop, tx, {
        kode_member: 'TK1000002',
        no_faktur: 'FJ-UJI-1',
        tanggal: today,
        lines: [
          { kode_group: 'EMAS MUDA', total: 1_250_000 },
          { kode_group: 'EMAS TUA', total: 3_100_000 },
        ],
        input_by: 'kasir1',
      }),
    );
    expect(earned).toMatchObject({ poin: 2 + 3, total: 4_350_000, saldo: before + 5 });
    expect(await memberPoint('TK1000002')).toBe(before + 5);
    await expect(
      inTx((tx) =>
        addPoints(tk1().shop, tx, {
          kode_member: 'TK1000002',
          no_faktur: 'FJ-UJI-1',
          tanggal: today,
          lines: [{ kode_group: 'EMAS MUDA', total: 1_000_000 }],
          input_by: 'kasir1',
        }),
      ),
    ).rejects.toMatchObject({ userMessage: MEMBER_MSG.alreadyEarned('FJ-UJI-1') });
    const back = await inTx((tx) =>
      reversePoints(tk1().shop, tx, { no_faktur: 'FJ-UJI-1', tanggal: today, input_by: 'spv1' }),
    );
    expect(back).toEqual({ kode_member: 'TK1000002', poin: 5, saldo: before });
    await expect(
      inTx((tx) =>
        reversePoints(tk1().shop, tx, { no_faktur: 'FJ-UJI-1', tanggal: today, input_by: 'spv1' }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      await inTx((tx) =>
        reversePoints(tk1().shop, tx, { no_faktur: 'TANPA-MEMBER', tanggal: today, input_by: 'x' }),
      ),
    ).toBeNull();
    await expect(
      inTx((tx) =>
        addPoints(tk1().shop, tx, {
          kode_member: 'TIDAKADA1',
          no_faktur: 'FJ-X',
          tanggal: today,
          lines: [],
          input_by: 'x',
        }),
      ),
    ).rejects.toMatchObject({ status: 404, userMessage: MEMBER_MSG.kodeMissing });
  });

  it('tukar point lowers the points and the gift stock, with a TUKAR ledger row and a stock card row', async () => {
    await inTx((tx) =>
      addPoints(tk1().shop, tx, {
        kode_member: 'MBR0000001',
        no_faktur: 'FJ-UJI-2',
        tanggal: today,
        lines: [{ kode_group: 'EMAS MUDA', total: 60_000_000 }],
        input_by: 'kasir1',
      }),
    );
    expect(await memberPoint('MBR0000001')).toBe(120);
    const stock = await giftStock('H001');
    const res = await post(
      'trxmember/tukar-point',
      { kode_member: 'MBR0000001', kode_hadiah: 'h001', qty: 2 },
      kasir,
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MEMBER_MSG.tukarDone);
    expect(res.body.data).toMatchObject({
      kode_hadiah: 'H001',
      nama_hadiah: 'PAYUNG LIPAT',
      qty: 2,
      poin: 50,
      total_poin: 100,
      sisa_poin: 20,
    });
    expect(res.body.data.no_tukar).toMatch(new RegExp(`^TP${today.replaceAll('-', '')}\\d{4}$`));
    expect(await memberPoint('MBR0000001')).toBe(20);
    expect(await giftStock('H001')).toBe(stock - 2);

    const trx = await get('member/get/transaksi/MBR0000001');
    expect(trx.body.data[0]).toMatchObject({
      jenis: 'TUKAR',
      poin_out: 100,
      saldo: 20,
      no_ref: res.body.data.no_tukar,
    });

    const card = await get(`${LAPORAN_KARTU_STOCK_HADIAH.path}?tgl_system=${today}&kode_hadiah=H001`);
    expect(card.status, card.body.message).toBe(200);
    const last = card.body.data.rows.at(-1);
    expect(last).toMatchObject({ stock_out: 2, stock_akhir: stock - 2, stock_awal: stock });
  });

  it('refuses an exchange beyond the points or the stock, and bad input, writing nothing', async () => {
    const before = await fingerprint(tk1());
    const poor = await post('trxmember/tukar-point', {
      kode_member: 'MBR0000001',
      kode_hadiah: 'H001',
      qty: 1,
    });
    expect(poor.status).toBe(400);
    expect(poor.body.message).toBe(MEMBER_MSG.pointShort(20, 50));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kode_hadiah: 'H001', qty: 1 }, 400, MEMBER_MSG.memberEmpty],
      [{ kode_member: 'MBR0000001', qty: 1 }, 400, MEMBER_MSG.hadiahEmpty],
      [{ kode_member: 'MBR0000001', kode_hadiah: 'H001' }, 400, MEMBER_MSG.qtyEmpty],
      [{ kode_member: 'MBR0000001', kode_hadiah: 'H001', qty: 0 }, 400, 'Qty Minimal 1'],
      [{ kode_member: 'MBR0000001', kode_hadiah: 'H001', qty: 1.5 }, 400, 'Qty Harus Bilangan Bulat'],
      [{ kode_member: 'MBR0000001', kode_hadiah: 'H999', qty: 1 }, 404, MEMBER_MSG.hadiahMissing('H999')],
      [{ kode_member: 'TIDAKADA1', kode_hadiah: 'H001', qty: 1 }, 404, MEMBER_MSG.kodeMissing],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('trxmember/tukar-point', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await fingerprint(tk1())).toEqual(before);

    // Stock: the rich member wants more jam dinding than there are.
    await post('trxmember/koreksi-poin', { kode_member: 'MBR0000001', poin: 5000, keterangan: 'uji stock' });
    const stock = await giftStock('H004');
    const many = await post('trxmember/tukar-point', {
      kode_member: 'MBR0000001',
      kode_hadiah: 'H004',
      qty: stock + 1,
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(MEMBER_MSG.stockShort('JAM DINDING', stock));
  });

  it('stock in of a gift (supervisors), and a gift in stock cannot be deleted from data-hadiah', async () => {
    const stock = await giftStock('H004');
    const res = await post('hadiah/stock-in', { kode_hadiah: 'H004', qty: 5, keterangan: 'kiriman pusat' });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.stock).toBe(stock + 5);
    expect((await post('hadiah/stock-in', { kode_hadiah: 'H004', qty: 5 }, kasir)).status).toBe(403);
    const list = await get('data-hadiah?status=ACTIVE&limit=50');
    const row = (list.body.data as { _id: string; kode_hadiah: string }[]).find(
      (r) => r.kode_hadiah === 'H004',
    );
    const del = await call(tk1(), 'DELETE', `data-hadiah/${row?._id}`, { token: owner });
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('Stock Hadiah');
  });

  it('koreksi poin: never below 0, never 0', async () => {
    const p = await memberPoint('TK1000003');
    const below = await post('trxmember/koreksi-poin', {
      kode_member: 'TK1000003',
      poin: -(p + 1),
      keterangan: 'salah',
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(MEMBER_MSG.koreksiBelowZero(p));
    const zero = await post('trxmember/koreksi-poin', {
      kode_member: 'TK1000003',
      poin: 0,
      keterangan: 'nol',
    });
    expect(zero.body.message).toBe(MEMBER_MSG.koreksiZero);
    const ok = await post('trxmember/koreksi-poin', {
      kode_member: 'TK1000003',
      poin: 7,
      keterangan: 'bonus ulang tahun',
    });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data).toMatchObject({
      jenis: 'KOREKSI',
      poin_in: 7,
      saldo: p + 7,
      deskripsi: 'BONUS ULANG TAHUN',
    });
  });

  it('property: after any mix of earning, cancelling, paying, exchanging and correcting, every balance equals its ledger', async () => {
    const members = ['TK1000010', 'TK1000011', 'TK1000012'];
    let n = 0;
    const op = fc.oneof(
      fc.record({
        k: fc.constant('earn' as const),
        m: fc.nat(2),
        total: fc.integer({ min: 0, max: 30_000_000 }),
      }),
      fc.record({ k: fc.constant('cancel' as const), back: fc.nat(5) }),
      fc.record({ k: fc.constant('pay' as const), m: fc.nat(2), poin: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ k: fc.constant('tukar' as const), m: fc.nat(2), qty: fc.integer({ min: 1, max: 2 }) }),
      fc.record({
        k: fc.constant('koreksi' as const),
        m: fc.nat(2),
        poin: fc.integer({ min: -30, max: 30 }),
      }),
    );
    const earned: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          n++;
          // Refusals (not enough points or stock, a second cancel) are part of the mix.
          try {
            if (o.k === 'earn') {
              const no_faktur = `PROP-${n}`;
              await inTx((tx) =>
                addPoints(tk1().shop, tx, {
                  kode_member: members[o.m] as string,
                  no_faktur,
                  tanggal: today,
                  lines: [{ kode_group: 'EMAS MUDA', total: o.total }],
                  input_by: 'kasir1',
                }),
              );
              earned.push(no_faktur);
            } else if (o.k === 'cancel') {
              const no = earned[earned.length - 1 - (o.back % Math.max(1, earned.length))];
              if (no)
                await inTx((tx) =>
                  reversePoints(tk1().shop, tx, { no_faktur: no, tanggal: today, input_by: 'spv1' }),
                );
            } else if (o.k === 'pay') {
              await inTx((tx) =>
                payWithPoints(tk1().shop, tx, {
                  kode_member: members[o.m] as string,
                  no_faktur: `BP-${n}`,
                  poin: o.poin,
                  tanggal: today,
                  input_by: 'kasir1',
                }),
              );
            } else if (o.k === 'tukar') {
              await post('trxmember/tukar-point', {
                kode_member: members[o.m],
                kode_hadiah: 'H003',
                qty: o.qty,
              });
            } else if (o.poin !== 0) {
              await post('trxmember/koreksi-poin', {
                kode_member: members[o.m],
                poin: o.poin,
                keterangan: 'prop',
              });
            }
          } catch (e) {
            if (!(e && typeof e === 'object' && 'userMessage' in e)) throw e;
          }
        }
        expect(await ledgerMismatches()).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('setting member and reports', () => {
  it('setting-member: validated, saved, and used for numbered codes', async () => {
    const bad = await put('member/setting', {
      prefix_kode: 'TOKOEMAS',
      panjang_kode: 10,
      nilai_point: 1000,
      minimal_sisa_poin: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Prefix Kode Member Maksimal 6 Karakter');
    const short = await put('member/setting', {
      prefix_kode: 'ABCDEF',
      panjang_kode: 8,
      nilai_point: 1000,
      minimal_sisa_poin: 0,
    });
    expect(short.body.message).toBe('Panjang Kode Member Harus Minimal 4 Karakter Lebih Dari Prefix');
    const ok = await put('member/setting', {
      prefix_kode: 'gm',
      panjang_kode: 9,
      nilai_point: 500,
      minimal_sisa_poin: 0,
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toEqual({
      prefix_kode: 'GM',
      panjang_kode: 9,
      nilai_point: 500,
      minimal_sisa_poin: 0,
    });
    const m = await post('member', { ...NEW_MEMBER, nik: undefined, nama_customer: 'budi' });
    expect(m.body.data.kode_member).toBe('GM0000001');
  });

  it('laporan aktivasi member (app/member/report): registered members with the combined address', async () => {
    const res = await get(`${LAPORAN_AKTIVASI_MEMBER.path}?start_date=${today}&end_date=${today}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Laporan Member Tersedia');
    const row = res.body.data.rows.find((r: { kode_member: string }) => r.kode_member === 'MBR0000001');
    expect(row.alamat).toBe('JL. KENANGA NO. 5, SUKAJADI, SUKAJADI, CIMAHI');
    expect(res.body.data.totals.nama_customer).toBe(res.body.count);
    const reversed = await get(`${LAPORAN_AKTIVASI_MEMBER.path}?start_date=${today}&end_date=2000-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal');
    const pdf = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/${LAPORAN_AKTIVASI_MEMBER.path}?start_date=${today}&end_date=${today}&format=pdf`,
      headers: { token: owner },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('export data member: sorted by points or code, per registration shop', async () => {
    const byPoint = await get(`${EXPORT_DATA_MEMBER.path}?sort_by=point&kode_cabang_daftar=SEMUA`);
    expect(byPoint.body.message).toBe(MEMBER_MSG.exportFound);
    const points = byPoint.body.data.rows.map((r: { point: number }) => r.point);
    expect(points).toEqual([...points].sort((a: number, b: number) => b - a));
    const other = await get(`${EXPORT_DATA_MEMBER.path}?sort_by=kode_member&kode_cabang_daftar=TK2`);
    expect(other.body.count).toBe(0);
    expect(other.body.message).toBe(MEMBER_MSG.exportEmpty);
    const noSort = await get(`${EXPORT_DATA_MEMBER.path}?kode_cabang_daftar=SEMUA`);
    expect(noSort.status).toBe(400);
    expect(noSort.body.message).toBe('Sort By Tidak Boleh Kosong');
  });

  it('gift reports: customer exchanges, stock recap, and the detail card needs a gift', async () => {
    const cust = await get(`trxmember/report-tukar-hadiah-pelanggan?tgl_from=${today}&tgl_to=${today}`);
    expect(cust.status, cust.body.message).toBe(200);
    expect(cust.body.message).toBe('Data Tersedia');
    expect(
      cust.body.data.rows.some(
        (r: { nama_customer: string; deskripsi: string }) =>
          r.nama_customer === 'SITI AMINAH' && r.deskripsi === 'PAYUNG LIPAT',
      ),
    ).toBe(true);
    const rekap = await get(`hadiah/report-stock-hadiah?tgl_from=${today}`);
    const h001 = rekap.body.data.rows.find((r: { kode_hadiah: string }) => r.kode_hadiah === 'H001');
    expect(h001.stock_akhir).toBe(await giftStock('H001'));
    expect(h001.stock_awal + h001.stock_in - h001.stock_out).toBe(h001.stock_akhir);
    const none = await get(`hadiah/stock-card-report?tgl_system=${today}`);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MEMBER_MSG.hadiahNotChosen);
    const all = await get(`hadiah/stock-card-report?tgl_system=${today}&kode_hadiah=SEMUA`);
    expect(all.status).toBe(400);
    expect(all.body.message).toBe(MEMBER_MSG.hadiahNotChosen);
  });

  it('harian, top member and bayar point reports read the ledger', async () => {
    const harian = await get(`member/report/harian-member?tgl_awal=${today}&tgl_akhir=${today}&jenis=TUKAR`);
    expect(harian.status, harian.body.message).toBe(200);
    expect(harian.body.data.rows.every((r: { jenis: string }) => r.jenis === 'TUKAR')).toBe(true);
    const top = await get(
      `member/report/top-member?tgl_awal=${today.slice(0, 8)}01&tgl_akhir=${today}&jumlah=10&sort_by=poin`,
    );
    expect(top.status, top.body.message).toBe(200);
    const got = top.body.data.rows.map((r: { poin_didapat: number }) => r.poin_didapat);
    expect(got).toEqual([...got].sort((a: number, b: number) => b - a));
    expect(top.body.data.rows.length).toBeLessThanOrEqual(10);
    // laporan-bayar-point is gated by BAYAR_POINT_MODULE.
    const bayarPath = `member/report/bayar-point?tgl_awal=${today}&tgl_akhir=${today}`;
    await put('system-setting/modules', { modules: [{ key: MODULE.BAYAR_POINT, active: false }] });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await get(bayarPath)).status).toBe(403);
    await put('system-setting/modules', { modules: [{ key: MODULE.BAYAR_POINT, active: true }] });
    await new Promise((r) => setTimeout(r, 2100));
    const bayar = await get(bayarPath);
    expect(bayar.status, bayar.body.message).toBe(200);
    const rows = bayar.body.data.rows as { no_ref: string; poin_out: number; total_rp: number }[];
    expect(rows.every((r) => r.no_ref.startsWith('BP-') && r.total_rp === r.poin_out * 1000)).toBe(true);
  });

  it('the point reset: not due before its day; the closing of a reset day clears every balance', async () => {
    const on = await put('system-setting/modules', {
      modules: [{ key: MODULE.RESET_POINT_MEMBER, active: true }],
    });
    expect(on.status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const add = await post('parameter-reset-poin-member', {
      kode_reset: 'UJI',
      periode: 'BULANAN',
      tgl_reset: '2099-01-31',
      keterangan: 'uji',
    });
    expect(add.status, add.body.message).toBe(201);
    const early = await post('member/reset-poin', { kode_reset: 'UJI' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(MEMBER_MSG.resetNotDue('2099-01-31'));
    const edit = await put(`parameter-reset-poin-member/${add.body.data._id}`, {
      kode_reset: 'UJI',
      periode: 'BULANAN',
      tgl_reset: today,
      keterangan: 'uji',
    });
    expect(edit.status, edit.body.message).toBe(200);
    const close = await post('system/close', { PROSES: 'close' });
    expect(close.status, close.body.message).toBe(200);
    owner = await login(chain.tk1, 'owner1');
    const all = await get('member/get/all?limit=500');
    expect((all.body.data as { point: number }[]).every((m) => m.point === 0)).toBe(true);
    expect(await ledgerMismatches()).toEqual([]);
    const again = await post('member/reset-poin', { kode_reset: 'UJI' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MEMBER_MSG.resetAlready);
  });
});
