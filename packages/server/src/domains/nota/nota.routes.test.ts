import { type AksesNode, MSG } from '@emas/contract';
import type { NotaLabel } from '@emas/contract/api/nota';
import { NOTA_MSG } from '@emas/contract/api/nota';
import { sampleDocument } from '@emas/contract/nota-sample';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { pdfPages, wordWith } from '../../test/pdf-text.ts';
import { printNota } from './nota.service.ts';
import { PX } from './nota-pdf.ts';

let chain: Chain;
let owner: string;
let spv: string;
let kasir: string;
beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  spv = await login(chain.tk1, 'spv1');
  kasir = await login(chain.tk1, 'kasir1');
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const labelsOf = async (type: string, token = owner) => {
  const res = await call(tk1(), 'GET', `member-card/get/new?type=${encodeURIComponent(type)}`, { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as NotaLabel[];
};
const invoiceLabels = (labels: NotaLabel[]) => labels.filter((l) => !l.is_mobile);
const save = (body: unknown, token = owner) => call(tk1(), 'POST', 'member-card/add', { token, body });
const setModule = (key: string, active: boolean) =>
  call(tk1(), 'PUT', 'system-setting/modules', { token: owner, body: { modules: [{ key, active }] } });

async function expectRefused(
  res: Promise<{ status: number; body: { message?: string } }>,
  status: number,
  message: string,
) {
  const before = await fingerprint(tk1());
  const r = await res;
  expect(r.status).toBe(status);
  expect(r.body.message).toBe(message);
  expect(await fingerprint(tk1())).toEqual(before);
}

describe('member-card/get/new', () => {
  it('gives the stored default layout of a note type; the first label carries the font', async () => {
    const labels = await labelsOf('PENJUALAN');
    const invoice = invoiceLabels(labels);
    expect(invoice.length).toBeGreaterThan(30);
    // Document 2 section 9: the default font is times_new_roman.
    expect(labels[0]?.font_family).toBe('Times New Roman');
    expect(invoice.find((l) => l.name === 'no_faktur')).toMatchObject({
      jenis: 'text',
      type: 'PENJUALAN',
      rotate: 90,
      status: true,
      is_deletable: false,
    });
    expect(invoice.find((l) => l.name === 'qrcode_faktur')?.jenis).toBe('qrcode');
    expect(labels.filter((l) => l.is_mobile).length).toBe(invoice.length);
  });

  it('refuses a missing or unknown type, and a module-gated type while its module is off', async () => {
    let r = await call(tk1(), 'GET', 'member-card/get/new', { token: owner });
    expect([r.status, r.body.message]).toEqual([400, NOTA_MSG.typeRequired]);
    r = await call(tk1(), 'GET', 'member-card/get/new?type=CICILAN', { token: owner });
    expect([r.status, r.body.message]).toEqual([400, NOTA_MSG.typeInvalid]);
    r = await call(tk1(), 'GET', `member-card/get/new?type=${encodeURIComponent('PENJUALAN BERLIAN')}`, {
      token: owner,
    });
    expect([r.status, r.body.message]).toEqual([403, MSG.moduleOff]);
    expect((await setModule('BERLIAN_MODULE', true)).status).toBe(200);
    expect(
      invoiceLabels(await labelsOf('PENJUALAN BERLIAN')).some((l) => l.name === 'kolom_keterangan'),
    ).toBe(true);
    await setModule('BERLIAN_MODULE', false);
  });

  it('answers the defaults for a type never stored, and the first change stores them', async () => {
    const { db, schema } = tk1().shop;
    await db.execute(sql.raw(`delete from "${schema}".nota_label where type = 'TITIPAN'`));
    const defaults = invoiceLabels(await labelsOf('TITIPAN'));
    expect(defaults.find((l) => l.name === 'judul')?.isi).toContain('NOTA TITIPAN');
    const moved = defaults.map((l) => (l.name === 'judul' ? { ...l, position_y: 20 } : l));
    expect((await save({ font: 'Candara', type: 'TITIPAN', nota: moved })).status).toBe(200);
    const stored = await labelsOf('TITIPAN');
    expect(stored.filter((l) => l.is_mobile)).toHaveLength(defaults.length);
    expect(invoiceLabels(stored).find((l) => l.name === 'judul')?.position_y).toBe(20);
    expect(invoiceLabels(stored).every((l) => l.font_family === 'Candara')).toBe(true);
    // The slip keeps its own font.
    expect(stored.filter((l) => l.is_mobile).every((l) => l.font_family === 'Times New Roman')).toBe(true);
  });
});

describe('member-card/add', () => {
  it('saves moved labels and the font; the next invoice prints the label at its new place', async () => {
    const labels = invoiceLabels(await labelsOf('PENJUALAN'));
    const nota = labels.map((l) =>
      l.name === 'no_faktur' ? { ...l, position_x: 120.44, position_y: 300, width: 260, font_size: 12 } : l,
    );
    const res = await save({ font: 'Tahoma Bold', type: 'PENJUALAN', nota });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(NOTA_MSG.saved);
    const after = invoiceLabels(await labelsOf('PENJUALAN'));
    expect(after.find((l) => l.name === 'no_faktur')).toMatchObject({
      position_x: 120.4,
      position_y: 300,
      width: 260,
      font_size: 12,
      font_family: 'Tahoma Bold',
    });
    expect(after.every((l) => l.font_family === 'Tahoma Bold')).toBe(true);
    expect(after.map((l) => l.name)).toEqual(labels.map((l) => l.name));

    const pdf = await printNota(tk1().shop, 'PENJUALAN', [sampleDocument('PENJUALAN')]);
    const [page] = await pdfPages(pdf);
    const w = page && wordWith(page, ': FJ-TK1-2611230001');
    expect(w?.x).toBeCloseTo(120.4 * PX, 0);
    expect(w && w.y - 300 * PX).toBeGreaterThan(0);
    expect(w && w.y - 300 * PX).toBeLessThan(14);
  });

  it('adds a label of a new name as deletable', async () => {
    const label = {
      name: 'catatan_tambahan',
      isi: 'Barang sudah diperiksa',
      jenis: 'text',
      width: 200,
      height: 12,
      position_x: 250,
      position_y: 380,
      font_size: 7,
    };
    expect((await save({ font: 'Tahoma Bold', type: 'PENJUALAN', nota: [label] })).status).toBe(200);
    const stored = invoiceLabels(await labelsOf('PENJUALAN')).find((l) => l.name === 'catatan_tambahan');
    expect(stored).toMatchObject({
      ...label,
      is_deletable: true,
      status: true,
      rotate: 90,
      is_mobile: false,
    });
  });

  it('refuses bad layouts with their messages and writes nothing', async () => {
    const [one] = invoiceLabels(await labelsOf('PENJUALAN'));
    const ok = { font: 'Tahoma Bold', type: 'PENJUALAN', nota: [one] };
    await expectRefused(save({ ...ok, nota: [] }), 400, NOTA_MSG.labelsRequired);
    await expectRefused(save({ ...ok, font: 'Arial' }), 400, NOTA_MSG.fontInvalid);
    await expectRefused(save({ ...ok, type: 'X' }), 400, NOTA_MSG.typeInvalid);
    await expectRefused(save({ ...ok, nota: [{ ...one, position_x: 900 }] }), 400, NOTA_MSG.positionOutside);
    await expectRefused(save({ ...ok, nota: [{ ...one, position_y: -1 }] }), 400, NOTA_MSG.positionOutside);
    await expectRefused(save({ ...ok, nota: [{ ...one, width: 0 }] }), 400, NOTA_MSG.sizeInvalid);
    await expectRefused(save({ ...ok, nota: [{ ...one, font_size: 100 }] }), 400, NOTA_MSG.fontSizeInvalid);
    await expectRefused(save({ ...ok, nota: [{ ...one, jenis: 'kotak' }] }), 400, NOTA_MSG.jenisInvalid);
    await expectRefused(save({ ...ok, nota: [{ ...one, name: '' }] }), 400, NOTA_MSG.nameRequired);
    await expectRefused(save({ ...ok, nota: [{ ...one, name: "x'; drop" }] }), 400, NOTA_MSG.nameChars);
    await expectRefused(save({ ...ok, nota: [one, { ...one }] }), 400, NOTA_MSG.nameTwice(one?.name ?? ''));
  });
});

describe('member-card/duplicate and member-card/deletion', () => {
  it('copies a label (isi and jenis as sent), then a second copy gets the next free name', async () => {
    const body = {
      name: 'no_faktur',
      isi: 'Faktur {no_faktur}',
      jenis: 'text',
      is_mobile: false,
      type: 'PENJUALAN',
    };
    const r1 = await call(tk1(), 'POST', 'member-card/duplicate', { token: owner, body });
    expect(r1.status, r1.body.message).toBe(201);
    expect(r1.body.message).toBe(NOTA_MSG.copied);
    expect(r1.body.data).toEqual([
      expect.objectContaining({ name: 'no_faktur_copy', isi: 'Faktur {no_faktur}', is_deletable: true }),
    ]);
    const r2 = await call(tk1(), 'POST', 'member-card/duplicate', { token: owner, body });
    expect(r2.body.data[0].name).toBe('no_faktur_copy2');
    const stored = invoiceLabels(await labelsOf('PENJUALAN'));
    const source = stored.find((l) => l.name === 'no_faktur');
    expect(stored.find((l) => l.name === 'no_faktur_copy')).toMatchObject({
      position_x: (source?.position_x ?? 0) + 10,
      position_y: (source?.position_y ?? 0) + 10,
    });
  });

  it('without a type copies the label in every enabled note type', async () => {
    const body = { name: 'catatan', isi: 'Salam', jenis: 'text', is_mobile: true };
    const r = await call(tk1(), 'POST', 'member-card/duplicate', { token: owner, body });
    expect(r.status).toBe(201);
    expect((r.body.data as NotaLabel[]).map((l) => l.type).sort()).toEqual(
      [
        'HUTANG',
        'PEMBELIAN',
        'PENJUALAN',
        'PENJUALAN TUA',
        'PESANAN',
        'SERVICE',
        'TITIPAN',
        'PELUNASAN HUTANG',
        'PERPANJANGAN HUTANG',
      ].sort(),
    );
    expect((r.body.data as NotaLabel[]).every((l) => l.is_mobile && l.name === 'catatan_copy')).toBe(true);
  });

  it('refuses copying an unknown label', async () => {
    const body = { name: 'tidak_ada', isi: '', jenis: 'text', is_mobile: false, type: 'PENJUALAN' };
    await expectRefused(
      call(tk1(), 'POST', 'member-card/duplicate', { token: owner, body }),
      404,
      NOTA_MSG.notFound,
    );
  });

  it('deletes a deletable label, refuses a core or unknown one', async () => {
    const del = (body: unknown) => call(tk1(), 'DELETE', 'member-card/deletion', { token: owner, body });
    const r = await del({ name: 'no_faktur_copy2', type: 'PENJUALAN' });
    expect([r.status, r.body.message]).toEqual([200, NOTA_MSG.deleted]);
    expect(invoiceLabels(await labelsOf('PENJUALAN')).some((l) => l.name === 'no_faktur_copy2')).toBe(false);
    await expectRefused(
      del({ name: 'no_faktur', type: 'PENJUALAN' }),
      400,
      NOTA_MSG.notDeletable('no_faktur'),
    );
    await expectRefused(del({ name: 'no_faktur_copy2', type: 'PENJUALAN' }), 404, NOTA_MSG.notFound);
    await expectRefused(del({ name: 'no_faktur_copy' }), 400, NOTA_MSG.typeRequired);
    // The slip's copy is a label of its own.
    const slip = await del({ name: 'catatan_copy', type: 'SERVICE', is_mobile: true });
    expect(slip.status).toBe(200);
  });
});

describe('rights and printing', () => {
  it('needs a session and the page; with the owner-only module only OWN (and SU) may design notes', async () => {
    const get = (token?: string) => call(tk1(), 'GET', 'member-card/get/new?type=PENJUALAN', { token });
    expect((await get()).status).toBe(401);
    // A cashier without Setting Nota in the access tree.
    expect([(await get(kasir)).status, (await get(kasir)).body.message]).toEqual([403, MSG.forbidden]);
    // The supervisor is given Setting Nota in the access tree.
    const tree = await call(tk1(), 'GET', 'users/spv1/akses', { token: owner });
    const grant = (nodes: AksesNode[]): AksesNode[] =>
      nodes.map((n) => ({
        ...n,
        is_show: n.is_show || n.key === '/setting-nota' || n.key === 'UTILITY',
        children: grant(n.children ?? []),
      }));
    const put = await call(tk1(), 'PUT', 'users/spv1/akses', {
      token: owner,
      body: { akses: grant(tree.body.data as AksesNode[]) },
    });
    expect(put.status, put.body.message).toBe(200);
    expect((await get(spv)).status).toBe(200);
    await setModule('SETTING_NOTA_OWNER_MODULE', true);
    try {
      expect([(await get(spv)).status, (await get(spv)).body.message]).toEqual([403, MSG.forbidden]);
      await expectRefused(
        call(tk1(), 'DELETE', 'member-card/deletion', {
          token: spv,
          body: { name: 'no_faktur_copy', type: 'PENJUALAN' },
        }),
        403,
        MSG.forbidden,
      );
      expect((await get(owner)).status).toBe(200);
    } finally {
      await setModule('SETTING_NOTA_OWNER_MODULE', false);
    }
    expect((await get(spv)).status).toBe(200);
  });

  it('member-card/preview answers a sample invoice PDF of the stored layout or of unsaved labels', async () => {
    const res = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/member-card/preview',
      headers: { token: owner },
      payload: { type: 'PEMBELIAN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(res.rawPayload);
    expect(page?.text).toContain('NOTA PEMBELIAN');
    expect(page?.text).toContain('4.980');

    const labels = invoiceLabels(await labelsOf('PEMBELIAN')).map((l) =>
      l.name === 'judul' ? { ...l, isi: '[b]KWITANSI BELI' } : l,
    );
    const unsaved = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/member-card/preview',
      headers: { token: owner },
      payload: { type: 'PEMBELIAN', nota: labels },
    });
    const [p2] = await pdfPages(unsaved.rawPayload);
    expect(p2?.text).toContain('KWITANSI BELI');
    expect(invoiceLabels(await labelsOf('PEMBELIAN')).find((l) => l.name === 'judul')?.isi).toContain(
      'NOTA PEMBELIAN',
    );
  });

  it('printNota follows the shop modules: duplicate per note type and COPY on reprints', async () => {
    const doc = sampleDocument('PEMBELIAN');
    expect(await pdfPages(await printNota(tk1().shop, 'PEMBELIAN', [doc]))).toHaveLength(1);
    await setModule('DUPLIKAT_NOTA_PEMBELIAN_MODULE', true);
    await setModule('CETAK_ULANG_COPY_MODULE', true);
    try {
      const pages = await pdfPages(await printNota(tk1().shop, 'PEMBELIAN', [doc, doc], { reprint: true }));
      expect(pages).toHaveLength(4);
      expect(pages.map((p) => p.words.some((w) => w.str === 'COPY'))).toEqual([true, true, true, true]);
      expect(pages.map((p) => p.text.includes('PERNYATAAN PENJUAL'))).toEqual([true, false, true, false]);
      // Sales notes have no duplicate module.
      expect(
        await pdfPages(await printNota(tk1().shop, 'PENJUALAN', [sampleDocument('PENJUALAN')])),
      ).toHaveLength(1);
    } finally {
      await setModule('DUPLIKAT_NOTA_PEMBELIAN_MODULE', false);
      await setModule('CETAK_ULANG_COPY_MODULE', false);
    }
  });
});
