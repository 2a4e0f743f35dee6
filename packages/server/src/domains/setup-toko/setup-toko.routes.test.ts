import { addDays, api, MODULE, MSG, SETUP_MASTERS, STARTER_HARGA_24K, STARTER_MASTERS } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { businessDay, type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';
import { EMPTY_SHOP_PASSWORD, startEmptyShop } from './empty-shop.fixtures.ts';

const M = api.SETUP_TOKO_MSG;
let chain: Chain;
let tk9: ShopServer;
let admin: string;

beforeAll(async () => {
  chain = await startChain({ listen: true });
  tk9 = await startEmptyShop(chain.database, 'TK9');
  admin = await login(tk9, 'admin', EMPTY_SHOP_PASSWORD);
}, 300_000);
afterAll(async () => {
  await tk9?.close();
  await chain?.close();
});

const put = (path: string, body: unknown, token = admin, server = tk9) =>
  call(server, 'PUT', `setup-toko/${path}`, { token, body });
const status = async (server = tk9, token = admin) => {
  const res = await call(server, 'GET', 'setup-toko/status', { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as api.SetupStatus;
};
const count = async (server: ShopServer, text: string) =>
  Number((await sqlOf(server)<{ n: number }>(`select count(*)::int as n ${text}`))[0]?.n);
const starter = () => SETUP_MASTERS.map((m) => ({ key: m.key, rows: [...(STARTER_MASTERS[m.key] ?? [])] }));
const USERS = [
  { user_id: 'kasir9', user_name: 'Sari', level: 'KASIR', password: 'kasir999' },
  { user_id: 'pemilik9', user_name: 'Hendro', level: 'OWN', password: 'pemilik999' },
];

/** A refused call: its status and message, and not one row of the shop changed. */
async function refused(
  server: ShopServer,
  run: () => ReturnType<typeof call>,
  code: number,
  message: string | RegExp,
) {
  const before = await fingerprint(server);
  const res = await run();
  expect(res.status, res.body.message).toBe(code);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(await fingerprint(server)).toEqual(before);
}

describe('a shop that already has its masters (the demo)', () => {
  it('does not need the set-up, and its steps are refused', async () => {
    const owner = await login(chain.tk1, 'admin');
    expect((await status(chain.tk1, owner)).perlu_setup).toBe(false);
    expect((await status(chain.tk1, owner)).kurang).toEqual([]);
    await refused(
      chain.tk1,
      () => put('profil', { nama_toko: 'Toko Lain', alamat_toko: 'Jl. Lain' }, owner, chain.tk1),
      409,
      M.sudahSelesai,
    );
    await refused(
      chain.tk1,
      () => put('master', { master: starter() }, owner, chain.tk1),
      409,
      M.sudahSelesai,
    );
  });
  it('refuses a KASIR and a SPV', async () => {
    for (const who of ['kasir1', 'spv1']) {
      const token = await login(chain.tk1, who);
      expect((await call(chain.tk1, 'GET', 'setup-toko/status', { token })).status).toBe(403);
      await refused(
        chain.tk1,
        () => put('harga-emas', STARTER_HARGA_24K, token, chain.tk1),
        403,
        MSG.forbidden,
      );
    }
  });
});

describe('a new shop, step by step', () => {
  it('needs the set-up and says what it lacks', async () => {
    const s = await status();
    expect(s.perlu_setup).toBe(true);
    expect(s.app_type).toBe('TOKO');
    expect(Object.values(s.langkah)).toEqual([false, false, false, false, false]);
    expect(s.kurang).toEqual(
      expect.arrayContaining(['Data Group Belum Ada', 'Gudang BELI Belum Ada', M.kurangHarga, M.kurangKasir]),
    );
  });

  it('profil: bad input is an Indonesian 400 that changes nothing; saved twice is saved once', async () => {
    await refused(
      tk9,
      () => put('profil', { nama_toko: ' ', alamat_toko: 'Jl. Mawar 1' }),
      400,
      'Nama Toko Tidak Boleh Kosong',
    );
    await refused(
      tk9,
      () => put('profil', { nama_toko: 'Toko\u0000', alamat_toko: 'x' }),
      400,
      /^nama_toko Mengandung Karakter /,
    );
    const body = {
      nama_toko: 'Toko Emas Cahaya',
      alamat_toko: 'Jl. Mawar 1, Bogor',
      no_telp: '0251123',
      no_whatsapp: '08129990001',
    };
    for (let i = 0; i < 2; i++) {
      const res = await put('profil', body);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(M.profilSaved);
      expect(res.body.data.langkah.profil).toBe(true);
    }
    const rows = await sqlOf(tk9)<{ nama_toko: string; no_whatsapp: string }>(
      `select nama_toko, no_whatsapp from "$s".toko`,
    );
    expect(rows).toEqual([{ nama_toko: 'TOKO EMAS CAHAYA', no_whatsapp: '628129990001' }]);
  });

  it('master: a bad row, a missing system warehouse or an unknown reference changes nothing', async () => {
    const withRow = (key: string, row: Record<string, unknown>) =>
      starter().map((m) => (m.key === key ? { key, rows: [...m.rows, row] } : m));
    await refused(
      tk9,
      () => put('master', { master: withRow('kadar', { kode_kadar: 'X', nama_kadar: 'SALAH', kadar: 120 }) }),
      400,
      /^Kadar Baris 8: Tidak Boleh Melebihi /,
    );
    const noBeli = starter().map((m) =>
      m.key === 'gudang'
        ? {
            key: 'gudang',
            rows: [...m.rows.filter((r) => r.kode_gudang !== 'BELI'), { kode_gudang: 'X', nama_gudang: 'X' }],
          }
        : m,
    );
    await refused(tk9, () => put('master', { master: noBeli }), 400, M.gudangWajib('BELI'));
    await refused(
      tk9,
      () =>
        put('master', {
          master: withRow('jenis', { kode_jenis: 'ZZ', nama_jenis: 'ZZ', kode_group: 'TIDAK ADA' }),
        }),
      400,
      M.refMissing('Jenis', 'Group', 'TIDAK ADA'),
    );
    await refused(
      tk9,
      () => put('master', { master: [{ key: 'master-toko', rows: [] }] }),
      400,
      M.masterUnknown('master-toko'),
    );
    await refused(
      tk9,
      () => put('master', { master: [{ key: 'group', rows: [] }] }),
      400,
      M.masterMinimal('Group', 1),
    );
  });

  it('master: the starter set is saved; again, or edited, it is not duplicated', async () => {
    const first = await put('master', { master: starter() });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.langkah.master).toBe(true);
    const total = Object.values(STARTER_MASTERS).reduce((n, r) => n + r.length, 0);
    expect(await count(tk9, `from "$s".master_rows`)).toBe(total);
    const edited = starter().map((m) =>
      m.key === 'sales' ? { key: 'sales', rows: [{ kode_sales: 'S01', nama_sales: 'Dewi' }] } : m,
    );
    expect((await put('master', { master: edited })).status).toBe(200);
    expect(await count(tk9, `from "$s".master_rows`)).toBe(total);
    expect(
      await sqlOf(tk9)<{ nama: string }>(`select nama from "$s".master_rows where master = 'sales'`),
    ).toEqual([{ nama: 'DEWI' }]);
    const para = await sqlOf(tk9)<{ key: string; value: string }>(
      `select key, value from "$s".para_system where key in ('PEMBULATAN', 'kategori_harga') order by key`,
    );
    expect(para).toEqual([
      { key: 'PEMBULATAN', value: '500' },
      { key: 'kategori_harga', value: 'harga_100%' },
    ]);
  });

  it('selesai is refused while the shop cannot sell, naming what it lacks', async () => {
    const res = await call(tk9, 'POST', 'setup-toko/selesai', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.belumSiap([M.kurangHarga, M.kurangKasir, M.kurangPengawas].join(', ')));
  });

  it('harga-emas: the day 24K price once, the groups follow it by kadar', async () => {
    await refused(
      tk9,
      () => put('harga-emas', { harga_jual: 1_000_000, harga_beli: 1_100_000 }),
      400,
      'Harga Beli Tidak Boleh Melebihi Harga Jual',
    );
    await refused(
      tk9,
      () => put('harga-emas', { harga_jual: 0.5, harga_beli: 1 }),
      400,
      'Harga Jual Harus Bilangan Bulat',
    );
    for (let i = 0; i < 2; i++)
      expect((await put('harga-emas', { harga_jual: 1_300_000, harga_beli: 1_200_000 })).status).toBe(200);
    expect(await count(tk9, `from "$s".harga_emas_history`)).toBe(1);
    const day = await call(tk9, 'GET', 'harga-emas', { token: admin });
    expect(
      day.body.data.groups.find((g: { kode_group: string }) => g.kode_group === 'EMAS MUDA')?.harga_jual,
    ).toBe(546_000);
  });

  it('users: a KASIR and a SPV/OWN are required, admin cannot be touched; saved twice is saved once', async () => {
    await refused(tk9, () => put('users', { users: [USERS[1]] }), 400, M.usersKasir);
    await refused(tk9, () => put('users', { users: [USERS[0]] }), 400, M.usersPengawas);
    await refused(
      tk9,
      () => put('users', { users: [...USERS, { ...USERS[1], user_id: 'ADMIN' }] }),
      400,
      M.userAdmin,
    );
    await refused(
      tk9,
      () => put('users', { users: [...USERS, { ...USERS[0], user_id: 'KASIR9' }] }),
      400,
      M.userTwice('KASIR9'),
    );
    await refused(
      tk9,
      () => put('users', { users: [{ ...USERS[0], level: 'SU' }, USERS[1]] }),
      400,
      /^Level Harus Salah Satu Dari KASIR, SPV, OWN/,
    );
    await refused(
      tk9,
      () => put('users', { users: [{ ...USERS[0], password: '123' }, USERS[1]] }),
      400,
      'Password Minimal 6 Karakter',
    );
    for (let i = 0; i < 2; i++) expect((await put('users', { users: USERS })).status).toBe(200);
    expect(await count(tk9, `from "$s".users`)).toBe(3);
    const kasir = await login(tk9, 'kasir9', 'kasir999');
    await refused(
      tk9,
      () => put('profil', { nama_toko: 'Toko Kasir', alamat_toko: 'x' }, kasir),
      403,
      MSG.forbidden,
    );
  });

  it('modul: unknown modules are refused; switches are saved', async () => {
    await refused(
      tk9,
      () => put('modul', { modules: [{ key: 'BUKAN_MODULE', active: true }] }),
      400,
      'Kode Module Tidak Dikenal: BUKAN_MODULE',
    );
    const res = await put('modul', { modules: [{ key: MODULE.MEMBER, active: true }] });
    expect(res.status, res.body.message).toBe(200);
    expect(Object.values(res.body.data.langkah)).toEqual([true, true, true, true, true]);
  });

  it('selesai: the shop is set up, every step is refused after it, and the cashier sells', async () => {
    const res = await call(tk9, 'POST', 'setup-toko/selesai', { token: admin });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(M.selesai);
    expect(res.body.data).toMatchObject({ perlu_setup: false, kurang: [] });
    await refused(tk9, () => put('master', { master: starter() }), 409, M.sudahSelesai);
    await refused(tk9, () => put('users', { users: USERS }), 409, M.sudahSelesai);
    await refused(tk9, () => call(tk9, 'POST', 'setup-toko/selesai', { token: admin }), 409, M.sudahSelesai);

    const owner = await login(tk9, 'pemilik9', 'pemilik999');
    const kasir = await login(tk9, 'kasir9', 'kasir999');
    const item = await call(tk9, 'POST', 'barang', {
      token: owner,
      body: {
        nama_barang: 'cincin polos',
        kode_gudang: 'TOKO',
        kode_toko: 'A01',
        kode_group: 'EMAS MUDA',
        kode_dept: 'MCC',
        markis: 'TIDAK',
        berat: 2,
        berat_asli: 2,
        kadar: 42,
        kadar_cetak: '420',
        kadar_modal: 40,
        ongkos: 25_000,
        profit: 0,
      },
    });
    expect(item.status, item.body.message).toBe(201);
    const kode = (item.body.data.kode_barcode ?? item.body.data.data?.[0]?.kode_barcode) as string;
    // 2 g x 546,000 + 25,000 = 1,117,000.
    const sale = await call(tk9, 'POST', 'penjualan', {
      token: kasir,
      body: {
        kode_sales: 'S01',
        nama_customer: 'pembeli',
        detail_barang: [{ kode_barcode: kode }],
        pembayaran: [{ jenis: 'CASH', jumlah: 1_117_000 }],
      },
    });
    expect(sale.status, sale.body.message).toBe(201);
    expect(sale.body.data.total_jual).toBe(1_117_000);
    // Outside gold bought back: 1 g x 504,000 (1,200,000 x 42 %) less 2 % (BAGUS), rounded.
    const buy = await call(tk9, 'POST', 'pembelian', {
      token: kasir,
      body: {
        kode_sales: 'S01',
        nama_customer: 'Budi Penjual',
        no_ktp: '3174010101800001',
        detail_barang: [{ nama_barang: 'cincin', kode_group: 'EMAS MUDA', berat: 1, kode_kondisi: 'BAGUS' }],
        pembayaran: [{ jenis: 'CASH', jumlah: 494_000 }],
      },
    });
    expect(buy.status, buy.body.message).toBe(201);
    const pawn = await call(tk9, 'POST', 'hutang', {
      token: kasir,
      body: {
        kode_sales: 'S01',
        nama_customer: 'Rina',
        alamat_customer: 'Jl. Kenari 5',
        no_hp: '081234500001',
        no_ktp: '3174012345670001',
        // Paid out of the cashier's drawer: 1,117,000 in, 494,000 out so far.
        jumlah_hutang: 500_000,
        tgl_tempo: addDays(await businessDay(tk9), 30),
        detail_barang: [
          {
            kode_group: 'EMAS MUDA',
            nama_barang: 'gelang',
            kadar: 42,
            berat: 10,
            berat_bruto: 10,
            jumlah: 1,
            kondisi: 'LENGKAP',
          },
        ],
      },
    });
    expect(pawn.status, pawn.body.message).toBe(201);
  });
});

describe('a branch copies its masters from head office', () => {
  let tk8: ShopServer;
  beforeAll(async () => {
    tk8 = await startEmptyShop(chain.database, 'TK8');
  }, 120_000);
  afterAll(() => tk8?.close());

  it('with a credential head office issued under its code: every master once, even when copied twice', async () => {
    const pusatOwner = await login(chain.pst, 'owner1');
    const issued = await call(chain.pst, 'POST', 'service-credentials', {
      token: pusatOwner,
      body: { name: 'TK8' },
    });
    expect(issued.status, issued.body.message).toBe(201);
    const token = issued.body.data.service_token as string;
    const tk8Admin = await login(tk8, 'admin', EMPTY_SHOP_PASSWORD);
    const portal = chain.portalOf(chain.pst);

    await refused(
      tk8,
      () =>
        call(tk8, 'POST', 'setup-toko/salin-pusat', {
          token: tk8Admin,
          body: { portal, token: 'svc_salah' },
        }),
      400,
      M.pusatTokenSalah,
    );
    await refused(
      tk8,
      () =>
        call(tk8, 'POST', 'setup-toko/salin-pusat', {
          token: tk8Admin,
          body: { portal: 'ftp://pusat', token },
        }),
      400,
      'Portal Harus Berupa Alamat http:// atau https://',
    );

    const pstRows = await count(chain.pst, `from "$s".master_rows where status = 'ACTIVE'`);
    for (let i = 0; i < 2; i++) {
      const res = await call(tk8, 'POST', 'setup-toko/salin-pusat', {
        token: tk8Admin,
        body: { portal, token },
      });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(M.salinSaved);
      expect(res.body.data.langkah.master).toBe(true);
      expect(await count(tk8, `from "$s".master_rows`)).toBe(pstRows);
    }
    const group = (s: ShopServer) =>
      sqlOf(s)<{ kode: string; data: unknown }>(
        `select kode, data from "$s".master_rows where master = 'group' order by kode`,
      );
    expect(await group(tk8)).toEqual(await group(chain.pst));
  });

  it('head office answers its masters only to its owners or a credential it issued', async () => {
    const kasir = await login(chain.pst, 'kasir1');
    expect((await call(chain.pst, 'GET', 'setup-toko/master-pusat', { token: kasir })).status).toBe(403);
    // A branch does not hand its masters out this way.
    const owner = await login(chain.tk1, 'owner1');
    expect((await call(chain.tk1, 'GET', 'setup-toko/master-pusat', { token: owner })).status).toBe(403);
  });
});
