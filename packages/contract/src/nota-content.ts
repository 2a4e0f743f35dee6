import type { NotaType } from './api/nota.ts';
import type { NotaDocument } from './nota-sample.ts';
import {
  cellTemplate,
  NOTA_CUSTOMER_ROWS,
  NOTA_HEAD_ROWS,
  NOTA_SHOP_HEAD,
  NOTA_SIGN_NAMES,
  NOTA_SPECS,
  NOTA_THANKS,
} from './nota-specs.ts';
import { fillTemplate, type NotaRecord, parseIsi } from './nota-template.ts';

/**
 * What one note says, filled in: the same templates the default invoice layout prints
 * (nota-specs.ts), as rows for a paper without a layout (the receipt printer, issue 43).
 */
export type NotaRow = { caption: string; value: string; bold?: boolean };
export type NotaItem = { no: string; name: string; details: NotaRow[]; amounts: NotaRow[] };
export type NotaContent = {
  shop: { nama: string; alamat: string; telp: string };
  title: string;
  noFaktur: string;
  head: NotaRow[];
  customer: NotaRow[];
  /** The caption of the item name column (Nama Barang, Barang Jaminan). */
  itemCaption: string;
  items: NotaItem[];
  totals: NotaRow[];
  stamp: string;
  terms: string;
  sign: { left: string; right: string; leftName: string; rightName: string };
  thanks: string;
};

/** The shop's header fields (as the invoice reads them). */
export type NotaShopFields = { kode_toko: string; nama_toko: string; alamat_toko: string; no_telp: string };

/** A template filled; a sliced value's line breaks become spaces (the receipt wraps by its width). */
const fill = (isi: string, fields: NotaRecord, line?: NotaRecord) => {
  const p = parseIsi(isi);
  const value = fillTemplate(p.template, fields, line)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return { value, bold: p.bold };
};

/** An info row's template starts with ': ' on the invoice (its caption sits apart). */
const infoRow = (caption: string, isi: string, fields: NotaRecord): NotaRow => {
  const f = fill(isi, fields);
  return { caption, value: f.value.replace(/^:\s*/, ''), bold: f.bold || undefined };
};

const NAME_KEY = 'nama_barang';

/** The content of one note of `type`: the shop, the head, the customer, the items, totals, terms. */
export function notaContent(type: NotaType, shop: NotaShopFields, doc: NotaDocument): NotaContent {
  const spec = NOTA_SPECS[type];
  const fields: NotaRecord = { ...doc.fields, ...shop };
  const row = (r: { caption: string; isi: string }) => infoRow(r.caption, r.isi, fields);
  const nameCol = spec.cols.find((c) => c.key === NAME_KEY);
  const otherCols = spec.cols.filter((c) => c.key !== 'no' && c.key !== NAME_KEY);
  const customer = [
    { caption: spec.customerCaption, value: fill(NOTA_CUSTOMER_ROWS.nama, fields).value, bold: true },
    row(NOTA_CUSTOMER_ROWS.alamat),
    row(NOTA_CUSTOMER_ROWS.hp),
    row(NOTA_CUSTOMER_ROWS.member),
  ].filter((r) => r.value);
  return {
    shop: {
      nama: fill(NOTA_SHOP_HEAD.nama, fields).value,
      alamat: fill(NOTA_SHOP_HEAD.alamat, fields).value,
      telp: fill(NOTA_SHOP_HEAD.telp, fields).value,
    },
    title: spec.title,
    noFaktur: fill(NOTA_HEAD_ROWS.noFaktur.isi, fields).value,
    head: [row(NOTA_HEAD_ROWS.noFaktur), row(NOTA_HEAD_ROWS.tanggal), row(NOTA_HEAD_ROWS.sales)].concat(
      (spec.info ?? []).map(row),
    ),
    customer,
    itemCaption: nameCol?.header ?? 'Nama Barang',
    items: doc.lines.map((line, i) => {
      const cells = otherCols
        .map((c) => ({ c, value: fill(cellTemplate(c), fields, line).value }))
        .filter((x) => x.value);
      return {
        no: String(line.no ?? i + 1),
        name: nameCol ? fill(cellTemplate(nameCol), fields, line).value : '',
        details: cells.filter((x) => x.c.fmt !== 'rp').map((x) => ({ caption: x.c.header, value: x.value })),
        amounts: cells.filter((x) => x.c.fmt === 'rp').map((x) => ({ caption: x.c.header, value: x.value })),
      };
    }),
    totals: spec.totals.map((t) => {
      const f = fill(t.isi, fields);
      return { caption: t.caption, value: f.value, bold: t.bold || f.bold || undefined };
    }),
    stamp: spec.stamp ? fill(spec.stamp.isi, fields).value : '',
    terms: spec.terms,
    sign: {
      left: spec.signLeft,
      right: spec.signRight,
      leftName: fill(NOTA_SIGN_NAMES.left, fields).value,
      rightName: fill(NOTA_SIGN_NAMES.right, fields).value,
    },
    thanks: NOTA_THANKS,
  };
}
