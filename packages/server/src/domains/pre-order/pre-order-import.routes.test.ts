import {
  MODULE,
  PO_IMPORT_COLUMNS,
  PO_IMPORT_EXAMPLE,
  type PoImportResult,
  poImportTemplateCsv,
} from '@emas/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';
import {
  deflatedOf,
  deflatedRepeat,
  inlineRow,
  SHEET_HEAD,
  SHEET_TAIL,
  xlsxOf,
} from '../../test/spreadsheet-files.ts';

let chain: Chain;
let kasir: string;
beforeAll(async () => {
  chain = await startChain();
  kasir = await login(chain.tk1, 'kasir1');
  const owner = await login(chain.tk1, 'owner1');
  await call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: owner,
    body: { modules: [{ key: MODULE.PRE_ORDER, active: true }] },
  });
}, 120_000);
afterAll(() => chain.close());

const post = (path: string, body: unknown) => call(chain.tk1, 'POST', path, { token: kasir, body });
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const count = async () =>
  (await sqlOf(chain.tk1)<{ n: number }>(`select count(*)::int as n from "$s".pre_order`))[0]?.n ?? 0;

type Row = Record<(typeof PO_IMPORT_COLUMNS)[number], string>;
const row = (i: number, over: Partial<Row> = {}): Row => ({
  ...PO_IMPORT_EXAMPLE,
  no_order: `ORD-${i}`,
  nama_customer: `PEMBELI ${i}`,
  ...over,
});
const csvOf = (rows: Row[]) =>
  [PO_IMPORT_COLUMNS.join(','), ...rows.map((r) => PO_IMPORT_COLUMNS.map((c) => r[c]).join(','))].join(
    '\r\n',
  );

describe('Import Pre Order', () => {
  it('1,000 rows with 10 bad: 990 created in one go, the 10 listed with reasons; a second import creates nothing', async () => {
    const bad: Record<number, [Partial<Row>, string]> = {
      10: [{ kode_member: '' }, 'Kode Member Harus Diisi'],
      20: [{ berat: 'abc' }, 'Berat Estimasi Harus Diisi'],
      30: [{ kode_sales: 'S99' }, 'Kode Sales S99 Tidak Ditemukan'],
      40: [{ no_order: '' }, 'No Order Harus Disi'],
      50: [{ no_order: 'ORD-1' }, 'No Order Ganda Di File'],
      60: [{ no_rekening: '' }, 'No Rekening Harus Dipilih'],
      70: [{ deskripsi: '' }, 'Deskripsi Harus Diisi'],
      80: [{ qty: '0' }, 'Qty Estimasi Harus Diisi'],
      90: [{ harga_gram: '-5' }, 'Harga Gram Harus Diisi'],
      100: [{ berat: '1.23456' }, 'Berat Estimasi Maksimal 3 Angka Di Belakang Koma'],
    };
    const rows = Array.from({ length: 1000 }, (_, i) => row(i, bad[i]?.[0]));
    const body = { nama_file: 'marketplace.csv', isi: b64(csvOf(rows)) };
    const before = await count();
    const check = await post('pre-order/import/check', body);
    expect(check.status, check.body.message).toBe(200);
    expect(check.body.data).toMatchObject({ valid: 990, invalid: 10, created: 0 });
    expect(await count()).toBe(before);

    const res = await post('pre-order/import', body);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('990 Pre Order Berhasil Diimport');
    const data = res.body.data as PoImportResult;
    expect(data).toMatchObject({ valid: 990, invalid: 10, created: 990 });
    const reasons = data.rows.filter((r) => !r.valid).map((r) => [r.baris - 2, r.keterangan]);
    expect(reasons).toEqual(Object.entries(bad).map(([i, [, m]]) => [Number(i), m]));
    expect(data.rows.filter((r) => r.valid).every((r) => /^PO-TK1-/.test(r.no_po))).toBe(true);
    expect(await count()).toBe(before + 990);

    const again = await post('pre-order/import', body);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Tidak Ada Data Yang Valid');
    expect(again.body.data).toMatchObject({ valid: 0, created: 0 });
    expect(
      (again.body.data as PoImportResult).rows.filter(
        (r) => r.keterangan === 'No Order Sudah Pernah Diimport',
      ),
    ).toHaveLength(990);
    expect(await count()).toBe(before + 990);
  }, 120_000);

  it('writes nothing when the whole file is bad', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => row(5000 + i, { kode_member: '' }));
    const before = await fingerprint(chain.tk1);
    const res = await post('pre-order/import', { nama_file: 'bad.csv', isi: b64(csvOf(rows)) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ valid: 0, invalid: 5, created: 0 });
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('reads the xlsx template alike, and refuses a file without the columns', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('PO');
    ws.addRow([...PO_IMPORT_COLUMNS]);
    ws.addRow(PO_IMPORT_COLUMNS.map((c) => row(7000)[c]));
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await post('pre-order/import', { nama_file: 'po.xlsx', isi: b64(buf) });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ created: 1 });
    const tpl = await post('pre-order/import/check', { nama_file: 't.csv', isi: b64(poImportTemplateCsv()) });
    expect(tpl.body.data).toMatchObject({ valid: 1 });
    const before = await fingerprint(chain.tk1);
    const noCols = await post('pre-order/import', { nama_file: 'x.csv', isi: b64('a,b\r\n1,2\r\n') });
    expect(noCols.status).toBe(400);
    expect(noCols.body.message).toBe('Kolom no_order Tidak Ada Di File');
    const broken = await post('pre-order/import', { nama_file: 'x.xlsx', isi: b64('not a zip') });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('File Tidak Dapat Dibaca');
    const wrongType = await post('pre-order/import', { nama_file: 'x.pdf', isi: b64('x') });
    expect(wrongType.body.message).toBe('File Harus Berupa CSV Atau XLSX');
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });
});

describe('Import Pre Order: a file that unpacks to too much or holds too many rows', () => {
  const MB = 1_000_000;
  const cells = (i: number) => PO_IMPORT_COLUMNS.map((c) => row(i)[c]);
  /**
   * A zip bomb: the header, then valid rows each padded with 100,000 letters in a column after the
   * template's, `mb` MB in all, deflated to a few hundred KB.
   */
  const bombSheet = (mb: number) => {
    const pad = 'X'.repeat(100_000);
    const one = inlineRow(2, [...cells(0), pad]).length;
    return deflatedRepeat(
      SHEET_HEAD + inlineRow(1, PO_IMPORT_COLUMNS),
      (i) => inlineRow(i + 2, [...cells(90_000 + i), pad]),
      Math.ceil((mb * MB) / one),
      SHEET_TAIL,
    );
  };
  it('a 140 MB sheet in a few hundred KB is refused (File Terlalu Besar), the shop answers meanwhile, nothing is imported', async () => {
    const sheet = await bombSheet(140);
    const honest = xlsxOf(sheet);
    expect(honest.length).toBeLessThan(600_000);
    // The same bomb whose zip declares a 2 KB sheet: only the inflated bytes tell.
    const lying = xlsxOf(sheet, { sheetDeclared: 2_000 });
    const before = await fingerprint(chain.tk1);
    for (const [file, path] of [
      [honest, 'pre-order/import'],
      [lying, 'pre-order/import'],
      [lying, 'pre-order/import/check'],
    ] as const) {
      const done: string[] = [];
      const importing = post(path, { nama_file: 'bom.xlsx', isi: b64(file) }).finally(() =>
        done.push('import'),
      );
      await new Promise((r) => setImmediate(r));
      const me = await call(chain.tk1, 'GET', 'users/me', { token: kasir }).finally(() => done.push('me'));
      const res = await importing;
      expect(res.status, res.body.message).toBe(400);
      expect(res.body.message).toBe('File Terlalu Besar');
      expect(me.status).toBe(200);
      expect(done).toEqual(['me', 'import']);
    }
    expect(await fingerprint(chain.tk1)).toEqual(before);
  }, 120_000);

  it('a shared strings table that unpacks to too much is refused alike', async () => {
    const shared = await deflatedRepeat(
      '<?xml version="1.0"?><sst><si><t>',
      () => 'A'.repeat(10_000),
      3_000,
      '</t></si></sst>',
    );
    const sheet = deflatedOf(`${SHEET_HEAD}<row r="1"><c t="s"><v>0</v></c></row>${SHEET_TAIL}`);
    const file = xlsxOf(sheet, { shared: { name: 'xl/sharedStrings.xml', body: shared, declaredSize: 100 } });
    const res = await post('pre-order/import/check', { nama_file: 'bom.xlsx', isi: b64(file) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File Terlalu Besar');
  });

  it('more than 5000 rows under the header is refused as xlsx and as CSV, 5000 are read', async () => {
    const before = await fingerprint(chain.tk1);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => inlineRow(i + 2, cells(20_000 + i))).join('');
    const xlsx = (n: number) =>
      xlsxOf(deflatedOf(SHEET_HEAD + inlineRow(1, PO_IMPORT_COLUMNS) + rows(n) + SHEET_TAIL));
    const tooMany = await post('pre-order/import', { nama_file: 'many.xlsx', isi: b64(xlsx(5001)) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Maksimal 5000 Baris Per File');
    const csv = [PO_IMPORT_COLUMNS.join(','), ...Array.from({ length: 5001 }, () => 'x')].join('\r\n');
    const tooManyCsv = await post('pre-order/import', { nama_file: 'many.csv', isi: b64(csv) });
    expect(tooManyCsv.status).toBe(400);
    expect(tooManyCsv.body.message).toBe('Maksimal 5000 Baris Per File');
    expect(await fingerprint(chain.tk1)).toEqual(before);
    const enough = await post('pre-order/import/check', { nama_file: 'enough.xlsx', isi: b64(xlsx(5000)) });
    expect(enough.status, enough.body.message).toBe(200);
    expect(enough.body.data).toMatchObject({ valid: 5000, invalid: 0, created: 0 });
  }, 120_000);
});
