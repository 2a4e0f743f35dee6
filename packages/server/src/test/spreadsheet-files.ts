import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** An entry's deflated bytes with its true size and CRC; `declaredSize` lets a test make the zip lie. */
export type Deflated = { deflated: Buffer; size: number; crc: number };
export type ZipPart = { name: string; body: Deflated; declaredSize?: number };

export const deflatedOf = (text: string): Deflated => {
  const raw = Buffer.from(text);
  return { deflated: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
};

/** `head`, then `middle(0)` ... `middle(times - 1)`, then `tail`, deflated as a stream (never held whole). */
export async function deflatedRepeat(
  head: string,
  middle: (i: number) => string,
  times: number,
  tail: string,
): Promise<Deflated> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => z.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (s: string) => {
    const b = Buffer.from(s);
    crc = crc32(b, crc);
    size += b.length;
    if (!z.write(b)) await new Promise((r) => z.once('drain', r));
  };
  await write(head);
  for (let i = 0; i < times; i++) await write(middle(i));
  await write(tail);
  z.end();
  await done;
  return { deflated: Buffer.concat(out), size, crc };
}

/** A zip of the parts (deflated), its local headers and central directory declaring `declaredSize`. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declaredSize ?? p.body.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.body.crc >>> 0, 14);
    local.writeUInt32LE(p.body.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.body.crc >>> 0, 16);
    central.writeUInt32LE(p.body.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.body.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.body.deflated.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Row `r` (1-based) of inline text cells, as an xlsx sheet holds it. */
export const inlineRow = (r: number, values: readonly string[]) =>
  `<row r="${r}">${values.map((v, i) => `<c r="${columnName(i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/** The letters of column `i` (0-based): A ... Z, AA ... */
export const columnName = (i: number): string =>
  (i >= 26 ? columnName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

export const SHEET_HEAD = `${xml}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts of a one-sheet workbook around its sheet (and shared strings, when given). */
export function xlsxOf(
  sheet: ZipPart['body'],
  opts: { sheetDeclared?: number; shared?: ZipPart } = {},
): Buffer {
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      body: deflatedOf(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${opts.shared ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      body: deflatedOf(
        `${xml}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      body: deflatedOf(
        `${xml}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="PO" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      body: deflatedOf(
        `${xml}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${opts.shared ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
      ),
    },
    ...(opts.shared ? [opts.shared] : []),
    { name: 'xl/worksheets/sheet1.xml', body: sheet, declaredSize: opts.sheetDeclared },
  ];
  return zipOf(parts);
}
