import type { AddressInfo } from 'node:net';
import { api, CLOSING_MSG, type ClosingChecklist, type ClosingWarning, LIVE_EVENTS } from '@emas/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { insertCashRows } from '../kas/kas.queries.ts';

/**
 * The store closing's day rule, checklist and warning on TK1 with its own clock: the business date
 * starts at DAY, and Jakarta's clock stands at the evening of DAY.
 */
const DAY = '2026-05-10';
const EVENING = new Date(`${DAY}T21:00:00+07:00`);
let chain: Chain;
let clock = EVENING;
const sockets: Socket[] = [];

beforeAll(async () => {
  chain = await startChain({ listen: true });
  const { shop } = chain.tk1;
  shop.config.clock = () => clock;
  await shop.db.update(shop.t.toko).set({ tgl_system: DAY });
  await insertCashRows(shop, shop.db, [
    {
      tanggal: DAY,
      kategori: 'KAS MASUK',
      deskripsi: 'MODAL',
      jenis: 'CASH',
      jumlah_in: 2_000_000,
      input_by: 'kasir1',
    },
    {
      tanggal: DAY,
      kategori: 'KAS KELUAR',
      deskripsi: 'PARKIR',
      jenis: 'CASH',
      jumlah_out: 50_000,
      input_by: 'kasir1',
    },
    {
      tanggal: DAY,
      kategori: 'KAS MASUK',
      deskripsi: 'MODAL',
      jenis: 'CASH',
      jumlah_in: 300_000,
      input_by: 'spv1',
    },
    {
      tanggal: DAY,
      kategori: 'PENJUALAN',
      deskripsi: 'JL-1',
      jenis: 'TRANSFER',
      jumlah_in: 4_500_500,
      input_by: 'kasir1',
      status_validasi: 'OPEN',
    },
  ]);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await chain.close();
});

const port = () => (chain.tk1.app.server.address() as AddressInfo).port;
async function screen(token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port()}`, { auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise((r) => socket.on('connect', () => r(null)));
  return socket;
}
const checklist = async (token: string) => {
  const r = await call(chain.tk1, 'GET', api.closingChecklist.path, { token });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data as ClosingChecklist;
};
const businessDay = async () =>
  (await call(chain.tk1, 'GET', 'users/me', { token: await login(chain.tk1, 'owner1') })).body.data
    .tgl_system as string;

describe('the store closing checklist and warning', () => {
  it('lists who is logged in with their open carts, the non-cash rows to validate and each drawer', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const kasir = await login(chain.tk1, 'kasir1');
    const counter = await screen(kasir);
    counter.emit(LIVE_EVENTS.cartState, { screen: 'Transaksi Penjualan', lines: 3 });
    // Junk is ignored, not stored.
    const other = await screen(kasir);
    other.emit(LIVE_EVENTS.cartState, { screen: 'x'.repeat(500), lines: -1 });
    await new Promise((r) => setTimeout(r, 100));

    const c = await checklist(owner);
    expect(c).toMatchObject({
      tgl_system: DAY,
      tgl_system_baru: '2026-05-11',
      batas: '2026-05-11',
      ditolak: null,
    });
    const k = c.users.find((u) => u.user_id === 'kasir1');
    expect(k).toMatchObject({
      level: 'KASIR',
      layar: 2,
      keranjang: [{ screen: 'Transaksi Penjualan', lines: 3 }],
    });
    expect(k?.sesi).toBeGreaterThanOrEqual(1);
    expect(c.users.find((u) => u.user_id === 'owner1')?.keranjang).toEqual([]);
    expect(c.non_cash).toMatchObject({ jumlah: 1, total: 4_500_500 });
    expect(c.kas).toEqual([
      { input_by: 'kasir1', saldo: 1_950_000 },
      { input_by: 'spv1', saldo: 300_000 },
    ]);
    // A cart saved (no line left) is no longer listed.
    counter.emit(LIVE_EVENTS.cartState, { screen: 'Transaksi Penjualan', lines: 0 });
    await new Promise((r) => setTimeout(r, 100));
    expect((await checklist(owner)).users.find((u) => u.user_id === 'kasir1')?.keranjang).toEqual([]);

    const kasirRefused = await call(chain.tk1, 'GET', api.closingChecklist.path, { token: kasir });
    expect(kasirRefused.status).toBe(403);
  });

  it('warns every open screen of the shop before the closing', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const counter = await screen(await login(chain.tk1, 'kasir1'));
    const heard = new Promise<ClosingWarning>((r) => counter.on(LIVE_EVENTS.closingWarning, r));
    const r = await call(chain.tk1, 'POST', api.warnClosing.path, { token: owner });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.layar).toBeGreaterThanOrEqual(1);
    expect(r.body.message).toBe(CLOSING_MSG.warned(r.body.data.layar));
    expect(await heard).toEqual({ by: 'owner1', tgl_system: DAY, message: CLOSING_MSG.warning('owner1') });
  });
});

describe('the business date never passes the day after today', () => {
  it('a count for someone without a drawer today is refused and writes nothing', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const before = await fingerprint(chain.tk1);
    const r = await call(chain.tk1, 'POST', 'system/close', {
      token: owner,
      body: { PROSES: 'close', tgl_system: DAY, kas_hitung: [{ input_by: 'owner1', jumlah: 5 }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(CLOSING_MSG.kasirUnknown('owner1'));
    const after = await fingerprint(chain.tk1);
    // Only the sessions and the login throttle may differ (a login); no day moved, no row written.
    for (const t of ['toko', 'kas', 'closing_log', 'stock_closing']) {
      expect(before[t], t).toBeDefined();
      expect(after[t], t).toBe(before[t]);
    }
  });

  it('a drawer counted short without a note (keterangan) is refused, naming it, and writes nothing', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const before = await fingerprint(chain.tk1);
    const r = await call(chain.tk1, 'POST', 'system/close', {
      token: owner,
      body: {
        PROSES: 'close',
        tgl_system: DAY,
        kas_hitung: [
          { input_by: 'kasir1', jumlah: 1_900_000, keterangan: '   ' },
          // Over the balance needs no note.
          { input_by: 'spv1', jumlah: 350_000 },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(CLOSING_MSG.shortageNote(['kasir1']));
    expect(r.body.message).toBe('Uang Kas kasir1 Kurang Dari Saldo Sistem, Keterangan Selisih Harus Diisi');
    const after = await fingerprint(chain.tk1);
    for (const t of ['toko', 'kas', 'closing_log', 'stock_closing']) expect(after[t], t).toBe(before[t]);
  });

  it('closes the evening of today into tomorrow, with the counted drawers and their differences', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const r = await call(chain.tk1, 'POST', 'system/close', {
      token: owner,
      body: {
        PROSES: 'close',
        tgl_system: DAY,
        kas_hitung: [
          { input_by: 'kasir1', jumlah: 1_900_000, keterangan: 'uang kembalian salah' },
          { input_by: 'spv1', jumlah: 300_000 },
        ],
      },
    });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ tgl_system_lama: DAY, tgl_system: '2026-05-11' });
    const { shop } = chain.tk1;
    const [log] = await shop.db.select().from(shop.t.closingLog).where(eq(shop.t.closingLog.tgl_system, DAY));
    const counted = ((log?.steps ?? []) as { name: string; result: unknown }[]).find(
      (s) => s.name === 'Hitung Kas Kasir',
    );
    expect(counted?.result).toEqual([
      {
        input_by: 'kasir1',
        saldo: 1_950_000,
        dihitung: 1_900_000,
        selisih: -50_000,
        keterangan: 'uang kembalian salah',
      },
      { input_by: 'spv1', saldo: 300_000, dihitung: 300_000, selisih: 0, keterangan: '' },
    ]);
  });

  it('closing tomorrow the same evening is refused with the limit named, and writes nothing', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const c = await checklist(owner);
    expect(c.ditolak).toBe(CLOSING_MSG.tooFar('2026-05-11'));
    const before = await fingerprint(chain.tk1);
    const r = await call(chain.tk1, 'POST', 'system/close', {
      token: owner,
      body: { PROSES: 'close', tgl_system: '2026-05-11' },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(CLOSING_MSG.tooFar('2026-05-11'));
    const after = await fingerprint(chain.tk1);
    for (const t of ['toko', 'kas', 'closing_log', 'stock_closing', 'sessions']) {
      expect(before[t], t).toBeDefined();
      expect(after[t], t).toBe(before[t]);
    }
    expect(await businessDay()).toBe('2026-05-11');
  });

  it('once the calendar reaches that day, it closes again', async () => {
    clock = new Date('2026-05-11T08:00:00+07:00');
    const owner = await login(chain.tk1, 'owner1');
    expect((await checklist(owner)).ditolak).toBeNull();
    const r = await call(chain.tk1, 'POST', 'system/close', {
      token: owner,
      body: { PROSES: 'close', tgl_system: '2026-05-11' },
    });
    expect(r.status, r.body.message).toBe(200);
    expect(await businessDay()).toBe('2026-05-12');
  });
});
