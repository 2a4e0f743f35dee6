import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { type ImportLimits, ImportRefused, type ImportRow, RowCollector } from './import-rows.ts';
import { entryChunks, UnpackBudget, type ZipEntry, zipEntries } from './zip-entries.ts';

type XmlHandlers = {
  open?: (name: string, attrs: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses one entry's XML as it is inflated; the handlers may throw to stop reading. */
async function readXml(zip: Buffer, e: ZipEntry, budget: UnpackBudget, h: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (t: SaxesTagPlain) => h.open?.(local(t.name), t.attributes));
  parser.on('closetag', (t: SaxesTagPlain) => h.close?.(local(t.name)));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of entryChunks(zip, e, budget)) parser.write(decoder.write(chunk));
    parser.write(decoder.end());
    parser.close();
  } catch (err) {
    if (err instanceof ImportRefused) throw err;
    throw new ImportRefused('broken');
  }
}

/** The part the first sheet of the workbook lives in (as Excel lists its sheets). */
async function firstSheetPath(zip: Buffer, byName: Map<string, ZipEntry>, budget: UnpackBudget) {
  const book = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  let rid = '';
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  if (book && rels) {
    await readXml(zip, book, budget, {
      open: (n, a) => {
        if (n === 'sheet' && !rid)
          rid = a['r:id'] ?? Object.entries(a).find(([k]) => local(k) === 'id')?.[1] ?? '';
      },
    });
    await readXml(zip, rels, budget, {
      open: (n, a) => {
        if (n !== 'Relationship' || !a.Id || !a.Target) return;
        const path = a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target.replace(/^\.\//, '')}`;
        targets.set(a.Id, path);
        if (a.Type?.endsWith('/sharedStrings')) sharedStrings = path;
      },
    });
  }
  const sheet =
    targets.get(rid) ?? [...byName.keys()].filter((k) => /^xl\/worksheets\/[^/]+\.xml$/.test(k)).sort()[0];
  return { sheet, sharedStrings };
}

/** The shared strings table: each `si`'s text runs, without phonetic guides (`rPh`). */
async function readSharedStrings(zip: Buffer, e: ZipEntry | undefined, budget: UnpackBudget) {
  const strings: string[] = [];
  if (!e) return strings;
  let current = '';
  let inT = false;
  let inPhonetic = false;
  await readXml(zip, e, budget, {
    open: (n) => {
      if (n === 'si') current = '';
      else if (n === 't') inT = !inPhonetic;
      else if (n === 'rPh') inPhonetic = true;
    },
    close: (n) => {
      if (n === 'si') strings.push(current);
      else if (n === 't') inT = false;
      else if (n === 'rPh') inPhonetic = false;
    },
    text: (t) => {
      if (inT) current += t;
    },
  });
  return strings;
}

/** Column index (0-based) of a cell reference such as `AB12`. */
function columnOf(ref: string): number {
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
    if (col > 1e6) break;
  }
  return col - 1;
}

/** A cell's text as exceljs gave it before: numbers as JavaScript prints them, booleans true/false. */
function cellText(type: string, value: string, inline: string, shared: readonly string[]): string {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'n': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
    default:
      return value;
  }
}

/**
 * The first sheet's rows of an xlsx. What it unpacks to is limited as declared by the zip's directory
 * and as really inflated; the rows are counted as the sheet is read.
 */
export async function xlsxRows(zip: Buffer, limits: ImportLimits): Promise<ImportRow[]> {
  const entries = zipEntries(zip);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxUnpackedBytes) throw new ImportRefused('tooBig');
  const byName = new Map(entries.map((e) => [e.name, e]));
  const budget = new UnpackBudget(limits.maxUnpackedBytes);
  const { sheet, sharedStrings } = await firstSheetPath(zip, byName, budget);
  const sheetEntry = sheet ? byName.get(sheet) : undefined;
  if (!sheetEntry) throw new ImportRefused('broken');
  const shared = await readSharedStrings(zip, byName.get(sharedStrings), budget);

  const out = new RowCollector(limits);
  let baris = 0;
  let values: string[] = [];
  let col = -1;
  let type = 'n';
  let value = '';
  let inline = '';
  let into: 'v' | 'is' | null = null;
  let inIs = false;
  let inPhonetic = false;
  await readXml(zip, sheetEntry, budget, {
    open: (n, a) => {
      if (n === 'row') {
        baris = a.r ? Number(a.r) || baris + 1 : baris + 1;
        values = [];
        col = -1;
      } else if (n === 'c') {
        col = a.r ? columnOf(a.r) : col + 1;
        type = a.t ?? 'n';
        value = '';
        inline = '';
      } else if (n === 'v') into = 'v';
      else if (n === 'is') inIs = true;
      else if (n === 'rPh') inPhonetic = true;
      else if (n === 't' && inIs && !inPhonetic) into = 'is';
    },
    close: (n) => {
      if (n === 'v' || n === 't') into = null;
      else if (n === 'is') inIs = false;
      else if (n === 'rPh') inPhonetic = false;
      else if (n === 'c' && col >= 0 && col < limits.maxColumns) {
        while (values.length < col) values.push('');
        values[col] = cellText(type, value, inline, shared);
      } else if (n === 'row') out.add(baris, values);
    },
    text: (t) => {
      if (into === 'v') value += t;
      else if (into === 'is') inline += t;
    },
  });
  return out.rows;
}
