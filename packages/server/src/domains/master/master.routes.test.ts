import {
  MASTERS,
  type MasterDef,
  MODULE,
  MODULES,
  MSG,
  masterByKey,
  masterKeyLocked,
  ROUTES,
} from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMasterRows, seedMasters } from '../../seed/master-seed.ts';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let admin: string;
let owner: string;
beforeAll(async () => {
  chain = await startChain();
  admin = await login(chain.tk1, 'admin');
  owner = await login(chain.tk1, 'owner1');
});
afterAll(() => chain.close());

type Row = Record<string, unknown> & { _id: string; status: string };

const list = async (path: string, token = owner) => {
  const res = await call(chain.tk1, 'GET', path, { token });
  expect(res.status, path).toBe(200);
  return { rows: res.body.data as Row[], count: res.body.count as number };
};

describe('master warna', () => {
  it('lists with paging and search', async () => {
    const all = await list('warna?limit=500');
    expect(all.count).toBe(4);
    expect(all.rows.map((r) => r.kode_warna)).toEqual(['KM', 'KN', 'PT', 'RG']);
    const page2 = await list('warna?page=2&limit=3');
    expect(page2.count).toBe(4);
    expect(page2.rows.map((r) => r.kode_warna)).toEqual(['RG']);
    const found = await list('warna?search=putih');
    expect(found.rows.map((r) => r.nama_warna)).toEqual(['PUTIH']);
    expect(found.count).toBe(1);
    expect((await list('warna?search=%25')).count).toBe(0);
  });

  it('adds with the specification message, upper-cased, and edits', async () => {
    const res = await call(chain.tk1, 'POST', 'warna', {
      token: owner,
      body: { kode_warna: ' hj ', nama_warna: 'hijau muda' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Data Berhasil Disimpan');
    expect(res.body.data).toMatchObject({
      kode_warna: 'HJ',
      nama_warna: 'HIJAU MUDA',
      status: 'ACTIVE',
      created_by: 'owner1',
    });
    const edit = await call(chain.tk1, 'PUT', `warna/${res.body.data._id}`, {
      token: owner,
      body: { kode_warna: 'HJ', nama_warna: 'hijau' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Data Berhasil Edit');
    expect(edit.body.data.nama_warna).toBe('HIJAU');
    expect((await list('warna?search=HJ')).rows.map((r) => r.nama_warna)).toEqual(['HIJAU']);
  });

  it('refuses bad input with the specification messages and writes nothing', async () => {
    const before = await fingerprint(chain.tk1);
    const cases: [unknown, string][] = [
      [{ nama_warna: 'BIRU' }, 'Kode Warna Tidak Boleh Kosong'],
      [{ kode_warna: '   ', nama_warna: 'BIRU' }, 'Kode Warna Tidak Boleh Kosong'],
      [{ kode_warna: 'BR' }, 'Warna Tidak Boleh Kosong'],
      [{ kode_warna: 'BR', nama_warna: null }, 'Warna Tidak Boleh Kosong'],
      [{}, 'Kode Warna Tidak Boleh Kosong'],
      [{ kode_warna: 'B/R', nama_warna: 'BIRU' }, 'Kode Warna Hanya Boleh'],
      [{ kode_warna: 12, nama_warna: 'BIRU' }, 'Kode Warna Harus Berupa Teks'],
    ];
    for (const [body, message] of cases) {
      const res = await call(chain.tk1, 'POST', 'warna', { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const [first] = (await list('warna')).rows;
    const edit = await call(chain.tk1, 'PUT', `warna/${first?._id}`, {
      token: owner,
      body: { kode_warna: 'KM' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Warna Tidak Boleh Kosong');
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('refuses an unknown (misspelt) field on add and edit, naming it, and writes nothing', async () => {
    const before = await fingerprint(chain.tk1);
    const add = await call(chain.tk1, 'POST', 'warna', {
      token: owner,
      body: { kode_warna: 'UN', nama_warnaa: 'UNGU' },
    });
    expect(add.status).toBe(400);
    // The misspelling leaves nama_warna empty: the required field speaks first, then the unknown one.
    expect(add.body.message).toBe('Warna Tidak Boleh Kosong');
    const typo = await call(chain.tk1, 'POST', 'warna', {
      token: owner,
      body: { kode_warna: 'UN', nama_warna: 'UNGU', keterangan: 'x' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('Field keterangan Tidak Dikenal');
    const [first] = (await list('warna')).rows;
    const edit = await call(chain.tk1, 'PUT', `warna/${first?._id}`, {
      token: owner,
      body: { kode_warna: first?.kode_warna, nama_warna: 'EMAS', warna: 'EMAS', status: 'DELETED' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Field warna, status Tidak Dikenal');
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('keeps a key code on edit: a changed code is refused with its own message, not a delete message', async () => {
    const [first] = (await list('warna')).rows;
    const before = await fingerprint(chain.tk1);
    const edit = await call(chain.tk1, 'PUT', `warna/${first?._id}`, {
      token: owner,
      body: { kode_warna: 'ZZ', nama_warna: 'BARU' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(masterKeyLocked(masterByKey('warna') as MasterDef));
    expect(edit.body.message).toBe('Kode Warna Tidak Boleh Diubah');
    expect(edit.body.message).not.toContain('Hapus');
    expect(await fingerprint(chain.tk1)).toEqual(before);
    // A code that other rows use (gudang TOKO holds trays) is refused the same way.
    const [toko] = (await list('gudang?search=TOKO')).rows.filter((r) => r.kode_gudang === 'TOKO');
    const gudang = await call(chain.tk1, 'PUT', `gudang/${toko?._id}`, {
      token: owner,
      body: { kode_gudang: 'TOKO2', nama_gudang: 'TOKO' },
    });
    expect(gudang.body.message).toBe('Kode Gudang Tidak Boleh Diubah');
  });

  it('refuses a kadar above 100 with a message instead of clamping it, on add and on edit', async () => {
    const before = await fingerprint(chain.tk1);
    const add = await call(chain.tk1, 'POST', 'kadar', {
      token: owner,
      body: { kode_kadar: 'K101', nama_kadar: 'TERLALU', kadar: 100.01 },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(MSG.percentOver);
    const [k] = (await list('kadar')).rows;
    const edit = await call(chain.tk1, 'PUT', `kadar/${k?._id}`, {
      token: owner,
      body: { kode_kadar: k?.kode_kadar, nama_kadar: k?.nama_kadar, kadar: 150 },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(MSG.percentOver);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    const ok = await call(chain.tk1, 'POST', 'kadar', {
      token: owner,
      body: { kode_kadar: 'K100', nama_kadar: 'MURNI', kadar: 100 },
    });
    expect(ok.status).toBe(201);
  });

  it('refuses an existing active key with 409', async () => {
    const res = await call(chain.tk1, 'POST', 'warna', {
      token: owner,
      body: { kode_warna: 'kn', nama_warna: 'KUNING LAGI' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Data Warna KN Sudah Ada');
  });

  it('deletes, offers the DELETED row on a new add, and reactivates it', async () => {
    const [rg] = (await list('warna?search=ROSE')).rows;
    if (!rg) throw new Error('RG seeded');
    const del = await call(chain.tk1, 'DELETE', `warna/${rg._id}`, { token: owner });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Data Berhasil Dihapus');
    expect(del.body.data.status).toBe('DELETED');
    expect((await list('warna?search=ROSE')).count).toBe(0);
    expect((await list('warna?search=ROSE&status=DELETED')).rows.map((r) => r._id)).toEqual([rg._id]);

    const again = await call(chain.tk1, 'POST', 'warna', {
      token: owner,
      body: { kode_warna: 'RG', nama_warna: 'ROSE GOLD' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('DELETED');
    expect(again.body.data).toEqual({ _id: rg._id });

    const back = await call(chain.tk1, 'PUT', `warna/${rg._id}/aktifkan`, { token: owner });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Data Berhasil Diaktifkan');
    expect(back.body.data).toMatchObject({ _id: rg._id, status: 'ACTIVE', kode_warna: 'RG' });
    expect((await list('warna?search=ROSE')).rows.map((r) => r._id)).toEqual([rg._id]);
    // Reactivating an active row is not found; so is an unknown id.
    expect((await call(chain.tk1, 'PUT', `warna/${rg._id}/aktifkan`, { token: owner })).status).toBe(404);
    expect((await call(chain.tk1, 'DELETE', 'warna/TIDAKADA123', { token: owner })).status).toBe(404);
  });

  it('is refused to a cashier with 403, nothing written', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const before = await fingerprint(chain.tk1);
    const res = await call(chain.tk1, 'POST', 'warna', {
      token: kasir,
      body: { kode_warna: 'UN', nama_warna: 'UNGU' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    // Drop-down choices stay open to any user of the shop.
    const options = await call(chain.tk1, 'GET', 'warna/options', { token: kasir });
    expect(options.status).toBe(200);
    expect(options.body.data).toContainEqual(expect.objectContaining({ value: 'KN', label: 'KN - KUNING' }));
  });

  it('leaves exactly one row when the same key is added concurrently', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(chain.tk1, 'POST', 'warna', {
          token: owner,
          body: { kode_warna: 'PL', nama_warna: 'PLATINUM' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await list('warna?search=PLATINUM&status=ALL')).count).toBe(1);
  });
});

describe('master baki', () => {
  it('lists with paging, search and the gudang filter', async () => {
    const all = await list('baki?limit=500');
    expect(all.count).toBe(19);
    const page = await list('baki?page=2&limit=5');
    expect(page.count).toBe(19);
    expect(page.rows.map((r) => r.kode_baki)).toEqual(all.rows.slice(5, 10).map((r) => r.kode_baki));
    const toko = await list('baki?kode_gudang=toko&limit=500');
    expect(toko.rows.map((r) => r.kode_baki)).toEqual([
      'A01',
      'A02',
      'A03',
      'A04',
      'A05',
      'A06',
      'A07',
      'A08',
    ]);
    expect(toko.rows[0]).toMatchObject({ nama_baki: 'BAKI CINCIN 1', kode_gudang: 'TOKO' });
    const cincin = await list('baki?search=cincin');
    expect(cincin.rows.map((r) => r.kode_baki)).toEqual(['A01', 'A02']);
  });

  it('adds upper-cased with its gudang, refuses an unknown gudang and bad input', async () => {
    const ok = await call(chain.tk1, 'POST', 'baki', {
      token: owner,
      body: { kode_baki: 'a09', nama_baki: 'baki berlian', kode_gudang: 'toko', berat_baki: '390.1234' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('Data Berhasil Ditambahkan');
    expect(ok.body.data).toMatchObject({
      kode_baki: 'A09',
      nama_baki: 'BAKI BERLIAN',
      kode_gudang: 'TOKO',
      berat_baki: 390.123,
    });

    const before = await fingerprint(chain.tk1);
    const unknown = await call(chain.tk1, 'POST', 'baki', {
      token: owner,
      body: { kode_baki: 'Z01', nama_baki: 'BAKI Z', kode_gudang: 'GAIB' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Gudang GAIB Tidak Ditemukan');
    const cases: [unknown, string][] = [
      [{ nama_baki: 'BAKI Z', kode_gudang: 'TOKO' }, 'Kode Baki Tidak Boleh Kosong'],
      [{ kode_baki: 'Z01', kode_gudang: 'TOKO' }, 'Nama Baki Tidak Boleh Kosong'],
      [{ kode_baki: 'Z01', nama_baki: 'BAKI Z' }, 'Gudang Harus Dipilih'],
      [
        { kode_baki: 'Z01', nama_baki: 'BAKI Z', kode_gudang: 'TOKO', berat_baki: 'berat' },
        'Berat Baki (gr) Harus Berupa Angka',
      ],
      [
        { kode_baki: 'Z01', nama_baki: 'BAKI Z', kode_gudang: 'TOKO', berat_baki: -1 },
        'Berat Baki (gr) Minimal 0',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(chain.tk1, 'POST', 'baki', { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('refuses to delete a gudang a baki uses, and to add a baki to a deleted gudang', async () => {
    const [toko] = (await list('gudang?search=TOKO')).rows.filter((r) => r.kode_gudang === 'TOKO');
    if (!toko) throw new Error('TOKO seeded');
    const before = await fingerprint(chain.tk1);
    const res = await call(chain.tk1, 'DELETE', `gudang/${toko._id}`, { token: owner });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Data Gudang Masih Digunakan Oleh Master Baki, Tidak Bisa Dihapus');
    expect(await fingerprint(chain.tk1)).toEqual(before);

    const added = await call(chain.tk1, 'POST', 'gudang', {
      token: owner,
      body: { kode_gudang: 'PAMER', nama_gudang: 'gudang pameran' },
    });
    expect(added.status).toBe(201);
    const gone = await call(chain.tk1, 'DELETE', `gudang/${added.body.data._id}`, { token: owner });
    expect(gone.status).toBe(200);
    const refused = await call(chain.tk1, 'POST', 'baki', {
      token: owner,
      body: { kode_baki: 'P01', nama_baki: 'BAKI PAMERAN', kode_gudang: 'PAMER' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Gudang PAMER Tidak Ditemukan');
  });
});

describe('module gates', () => {
  it('refuses a diamond master while BERLIAN_MODULE is off, and serves it once on', async () => {
    const before = await fingerprint(chain.tk1);
    const add = await call(chain.tk1, 'POST', 'master-batu-shape', {
      token: admin,
      body: { kode_shape: 'TR', nama_shape: 'TRILLION' },
    });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe(MSG.moduleOff);
    expect((await call(chain.tk1, 'GET', 'master-batu-shape', { token: admin })).status).toBe(403);
    expect(await fingerprint(chain.tk1)).toEqual(before);

    const on = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: admin,
      body: { modules: [{ key: MODULE.BERLIAN, active: true }] },
    });
    expect(on.status).toBe(200);
    const ok = await call(chain.tk1, 'POST', 'master-batu-shape', {
      token: admin,
      body: { kode_shape: 'tr', nama_shape: 'trillion' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.kode_shape).toBe('TR');
    const off = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: admin,
      body: { modules: [{ key: MODULE.BERLIAN, active: false }] },
    });
    expect(off.status).toBe(200);
  });
});

describe('every master', () => {
  it('answers its list and options to an admin once its modules are on, with the seeded rows', async () => {
    for (const server of [chain.pst, chain.tk2]) {
      const token = await login(server, 'admin');
      const noneOf = new Set<string>(ROUTES.flatMap((r) => r.gate?.noneOf ?? []));
      const modules = MODULES.filter((m) => !noneOf.has(m.key)).map((m) => ({ key: m.key, active: true }));
      expect((await call(server, 'PUT', 'system-setting/modules', { token, body: { modules } })).status).toBe(
        200,
      );
      const seeded = demoMasterRows(server.shop.kode_toko);
      for (const def of MASTERS) {
        const where = `${server.shop.kode_toko} ${def.key}`;
        const res = await call(server, 'GET', `${def.key}?limit=500`, { token });
        expect(res.status, where).toBe(200);
        const expected = seeded[def.key] ?? [];
        expect(expected.length, where).toBeGreaterThan(0);
        expect(res.body.count, where).toBe(expected.length);
        const rows = res.body.data as Row[];
        for (const want of expected) {
          const got = rows.find((r) => def.keyFields.every((k) => String(r[k]) === String(want[k])));
          expect(got, `${where} ${JSON.stringify(want)}`).toMatchObject(want);
          expect(got?.status).toBe('ACTIVE');
        }
        const options = await call(server, 'GET', `${def.key}/options`, { token });
        expect(options.status, where).toBe(200);
        expect(options.body.data, where).toHaveLength(expected.length);
      }
    }
  });

  it('seeds a shop only once', async () => {
    expect(await seedMasters(chain.tk2.shop, 'admin')).toBe(0);
  });
});
