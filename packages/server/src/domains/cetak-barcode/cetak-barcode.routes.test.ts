import { inflateSync } from 'node:zlib';
import { api, barcodeInvalid } from '@emas/contract';
import { CETAK_BARCODE_MSG } from '@emas/contract/api/cetak-barcode';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { ShopServer } from '../../platform/app.ts';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint } from '../../test/harness.ts';
import { INLINE_LABELS_MAX, renderLabels } from './label-render.ts';

const MSG = api.BARANG_MSG;
const session = useBranchSession();
const { tk1 } = session;

/** An item in the demo seed's masters: tray A01 of the TOKO warehouse, group EMAS MUDA, jenis MCC. */
const item = (over: Record<string, unknown> = {}) => ({
  nama_barang: 'CINCIN PITA',
  kode_gudang: 'TOKO',
  kode_baki: 'A01',
  kode_group: 'EMAS MUDA',
  kode_dept: 'MCC',
  berat: 2.5,
  kadar: 75,
  kadar_cetak: '750',
  ...over,
});

async function addItems(rows: Record<string, unknown>[]): Promise<string[]> {
  const res = await call(tk1(), 'POST', 'barang/create/bulk', {
    token: session.owner,
    body: { detail_barang: rows },
  });
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

/** The raw answer of the PDF call (inject, so the bytes are kept). */
async function pdfOf(server: ShopServer, kode_barcodes: unknown, token = session.owner) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/barang/cetak-barcode/pdf',
    headers: { token },
    payload: { kode_barcodes },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** Every content stream of the PDF inflated, to read what pdfkit wrote (text as hex strings). */
function pdfContent(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return out.join('\n');
}
const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function printsOf(kodes: readonly string[]) {
  const { db, schema } = tk1().shop;
  const list = kodes.map((k) => `'${k}'`).join(',');
  return rowsOf<{ kode_barcode: string; printed_by: string }>(
    await db.execute(
      sql.raw(
        `select kode_barcode, printed_by from "${schema}".barcode_print_history where kode_barcode in (${list}) order by id`,
      ),
    ),
  );
}

describe('barcode labels as a PDF', () => {
  it('answers application/pdf with one label per item (name, berat, kadar, barcode) and records the print', async () => {
    const kodes = await addItems([
      item({ nama_barang: 'cincin pita', berat: 2.5 }),
      item({ nama_barang: 'kalung rantai', kode_dept: 'MKL', berat: 10.125, kadar_cetak: '17K' }),
      item({ nama_barang: 'gelang bangle', kode_dept: 'MGL', berat: 0.75 }),
    ]);
    const res = await pdfOf(tk1(), kodes);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('LABEL BARCODE.pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.body)).toBe(1);
    const content = pdfContent(res.body);
    // The barcode digits under the bars (Courier has no kerning: one string each).
    for (const k of kodes) expect(content).toContain(hex(k.split('').join(' ')));
    // Berat with 3 decimals and the printed kadar (Helvetica kerns 'gr': the unit is left out).
    expect(content).toContain(hex('10.125 g'));
    expect(content).toContain(hex('0.750 g'));
    expect(content).toContain(hex('Kadar 17K'));
    expect(content).toContain(hex('BAKI A01'));
    // Bars are filled rectangles: many `re` operators per label.
    expect((content.match(/ re\b/g) ?? []).length).toBeGreaterThan(3 * 20);

    expect(await printsOf(kodes)).toEqual(kodes.map((k) => ({ kode_barcode: k, printed_by: 'owner1' })));
  });

  it('30 labels fill a page; the 31st starts another', async () => {
    const kodes = await addItems(Array.from({ length: 31 }, (_, i) => item({ berat: 1 + i / 100 })));
    expect(pageCount((await pdfOf(tk1(), kodes)).body)).toBe(2);
    expect(pageCount((await pdfOf(tk1(), kodes.slice(0, 30))).body)).toBe(1);
  });

  it(`more than ${INLINE_LABELS_MAX} labels are laid out in a worker thread, in the order given`, async () => {
    const kodes = await addItems(
      Array.from({ length: INLINE_LABELS_MAX + 40 }, (_, i) => item({ berat: 1 + i / 1000 })),
    );
    const res = await pdfOf(tk1(), [...kodes].reverse());
    expect(res.status).toBe(200);
    expect(pageCount(res.body)).toBe(Math.ceil(kodes.length / 30));
    const content = pdfContent(res.body);
    const first = content.indexOf(hex((kodes.at(-1) as string).split('').join(' ')));
    const last = content.indexOf(hex((kodes[0] as string).split('').join(' ')));
    expect(first).toBeGreaterThan(-1);
    expect(last).toBeGreaterThan(first);
  });

  it('the worker thread itself lays the sheet out (no fall-back to the HTTP thread)', async () => {
    const labels = Array.from({ length: INLINE_LABELS_MAX + 1 }, (_, i) => ({
      kode_barcode: String(i + 1).padStart(8, '0'),
      nama_barang: 'CINCIN',
      berat: '1.000',
      kadar_cetak: '750',
      kode_baki: 'A01',
    }));
    const failures: unknown[] = [];
    const pdf = await renderLabels(labels, { shopName: 'TOKO', printedBy: 'owner1', printedAt: 'x' }, (e) =>
      failures.push(e),
    );
    expect(failures).toEqual([]);
    expect(pageCount(pdf)).toBe(Math.ceil(labels.length / 30));
  });

  it('an unknown barcode prints nothing and records nothing', async () => {
    const [kode] = await addItems([item()]);
    const before = await fingerprint(tk1());
    const res = await call(tk1(), 'POST', 'barang/cetak-barcode/pdf', {
      token: session.owner,
      body: { kode_barcodes: [kode, '99999991'] },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: MSG.barcodeMissing('99999991') });
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it.each([
    [{ kode_barcodes: [] }, 'Barang Harus Dipilih'],
    [{}, 'Barang Harus Dipilih'],
    [{ kode_barcodes: ['12', '00000012'] }, 'Kode Barcode Tidak Boleh Ganda'],
    [{ kode_barcodes: ['12A'] }, barcodeInvalid()],
  ])('bad input %j: 400 with an Indonesian message', async (body, message) => {
    const res = await call(tk1(), 'POST', 'barang/cetak-barcode/pdf', { token: session.owner, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
  });

  it('needs a session and the Cetak Barcode screen', async () => {
    const [kode] = await addItems([item()]);
    expect((await pdfOf(tk1(), [kode], 'salah')).status).toBe(401);
    expect((await pdfOf(tk1(), [kode], session.kasir)).status).toBe(403);
    const find = await call(tk1(), 'GET', `barang/cetak-barcode/barang?kode_baki=A01`, {
      token: session.kasir,
    });
    expect(find.status).toBe(403);
  });
});

describe('finding the items to print', () => {
  it('by barcode range: the ready items in barcode order', async () => {
    const kodes = await addItems([item(), item(), item()]);
    const [a, , c] = kodes as [string, string, string];
    const res = await call(
      tk1(),
      'GET',
      `barang/cetak-barcode/barang?kode_awal=${a.toLowerCase()}&kode_akhir=${c}`,
      {
        token: session.owner,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CETAK_BARCODE_MSG.found);
    expect((res.body.data as api.BarangRow[]).map((r) => r.kode_barcode)).toEqual(kodes);
    const reversed = await call(tk1(), 'GET', `barang/cetak-barcode/barang?kode_awal=${c}&kode_akhir=${a}`, {
      token: session.owner,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(MSG.rangeReversed);
  });

  it('by tray: every ready item of it, in barcode order, across pages', async () => {
    const kodes = await addItems(Array.from({ length: 520 }, () => item({ kode_baki: 'A07' })));
    const res = await call(tk1(), 'GET', 'barang/cetak-barcode/barang?kode_baki=a07', {
      token: session.owner,
    });
    expect(res.status).toBe(200);
    const got = (res.body.data as api.BarangRow[]).map((r) => r.kode_barcode);
    expect(got).toEqual([...kodes].sort());
    expect(res.body.count).toBe(520);
    const empty = await call(tk1(), 'GET', 'barang/cetak-barcode/barang?kode_baki=TIDAKADA', {
      token: session.owner,
    });
    expect(empty.body).toMatchObject({ status: 'success', message: CETAK_BARCODE_MSG.empty, data: [] });
  });

  it('without a range or a tray: 400', async () => {
    for (const q of ['', '?kode_awal=1', '?kode_akhir=5']) {
      const res = await call(tk1(), 'GET', `barang/cetak-barcode/barang${q}`, { token: session.owner });
      expect(res.status, q).toBe(400);
      expect(res.body.message).toBe(CETAK_BARCODE_MSG.pickWay);
    }
  });
});
