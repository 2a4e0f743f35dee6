import { EXPORT_DATA_MEMBER, LAPORAN_DAFTAR_MEMBER } from '@emas/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';

/** A member whose name and address a spreadsheet would take for formulas (CSV injection, OWASP). */
const NAME = '=HYPERLINK("HTTP://EVIL.TEST","KLIK")';
const ADDRESS = '-5000';

let chain: Chain;
let owner: string;
let kode: string;
beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  const m = await call(chain.tk1, 'POST', 'member', {
    token: owner,
    body: {
      nama_customer: NAME,
      alamat_customer: ADDRESS,
      kelurahan: '@SUM(A1)',
      kecamatan: 'X',
      kota: '+1',
      no_hp: '081299887766',
      tgl_lahir: '1990-01-01',
    },
  });
  expect(m.status, m.body.message).toBe(201);
  kode = m.body.data.kode_member;
}, 120_000);
afterAll(() => chain.close());

const file = async (path: string) => {
  const res = await chain.tk1.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: { token: owner },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('member export: formula-looking text is never a live formula', () => {
  it('CSV: the name, the address and the kelurahan start with a single quote; points stay a number', async () => {
    const csv = (
      await file(`${EXPORT_DATA_MEMBER.path}?sort_by=kode_member&kode_cabang_daftar=SEMUA&format=csv`)
    ).toString('utf8');
    const line = csv.split('\r\n').find((l) => l.startsWith(kode));
    expect(line).toBeDefined();
    const fields = line?.split(';') ?? [];
    expect(fields[1]).toBe(`"'=HYPERLINK(""HTTP://EVIL.TEST"",""KLIK"")"`);
    expect(fields[2]).toBe("'-5000");
    expect(fields[3]).toBe("'@SUM(A1)");
    expect(fields[5]).toBe("'+1");
    expect(fields.at(-1)).toMatch(/^\d+$/);
    expect(csv.split('\r\n').every((l) => !/(^|;)"?[+\-@]|(^|;)"?=(?!"")/.test(l))).toBe(true);
    const today = await businessDay(chain.tk1);
    const daftar = (
      await file(
        `${LAPORAN_DAFTAR_MEMBER.path}?tgl_awal=${today}&tgl_akhir=${today}&kode_cabang_daftar=SEMUA&format=csv`,
      )
    ).toString('utf8');
    expect(daftar).toContain(`"'=HYPERLINK(`);
    expect(daftar.split('\r\n').every((l) => !/(^|;)"?[+\-@]|(^|;)"?=(?!"")/.test(l))).toBe(true);
  });

  it('xlsx: the name is a string cell, not a formula, and keeps its text unchanged', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await file(
        `${EXPORT_DATA_MEMBER.path}?sort_by=kode_member&kode_cabang_daftar=SEMUA&format=xlsx`,
      )) as unknown as ArrayBuffer,
    );
    const ws = wb.worksheets[0];
    let found: ExcelJS.Row | undefined;
    ws?.eachRow((r) => {
      if (r.getCell(1).value === kode) found = r;
    });
    expect(found).toBeDefined();
    const name = found?.getCell(2);
    expect(name?.type).toBe(ExcelJS.ValueType.String);
    expect(name?.value).toBe(NAME);
    expect(name?.formula).toBeUndefined();
    expect(found?.getCell(3).type).toBe(ExcelJS.ValueType.String);
  });
});
