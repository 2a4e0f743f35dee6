import type { NotaContent, NotaRow } from './nota-content.ts';

/**
 * A note on a receipt printer (issue 43): the note's content (nota-content.ts) as lines of a fixed
 * number of characters, Font A (12 x 24 dots): 58 mm paper = 32 columns, 80 mm = 48. The ESC/POS
 * bytes (nota-escpos.ts) and the browser's receipt PDF print these same lines, so what fits one
 * fits the other. No line is longer than the columns; nothing is cut, long values wrap.
 */
export const RECEIPT_PAPERS = ['THERMAL_58', 'THERMAL_80'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
/** A counter's note printer: the invoice on plain paper, or a receipt printer of 58 or 80 mm. */
export const NOTA_PAPERS = ['A4', ...RECEIPT_PAPERS] as const;
export type NotaPaper = (typeof NOTA_PAPERS)[number];
export const NOTA_PAPER_LABELS: Record<NotaPaper, string> = {
  A4: 'A4 / Kertas biasa',
  THERMAL_58: 'Thermal 58 mm',
  THERMAL_80: 'Thermal 80 mm',
};
export const isReceiptPaper = (p: NotaPaper | undefined): p is ReceiptPaper =>
  p === 'THERMAL_58' || p === 'THERMAL_80';
/** The note calls that print a receipt (sale, purchase, pawn loan, deposit). */
export const RECEIPT_NOTA_PATHS: readonly string[] = [
  'penjualan/nota',
  'pembelian/nota',
  'hutang/nota',
  'titip-simpan/nota',
];
export const RECEIPT_COLUMNS: Record<ReceiptPaper, number> = { THERMAL_58: 32, THERMAL_80: 48 };
/** The paper's width in millimetres (the browser's PDF page). */
export const RECEIPT_MM: Record<ReceiptPaper, number> = { THERMAL_58: 58, THERMAL_80: 80 };

/** One printed line: its text (never longer than the columns), bold, double height. */
export type ReceiptLine = { text: string; bold?: boolean; tall?: boolean };

/** Words wrapped to `width`; a word longer than the width is split (never lost). */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length <= width) {
      line = `${line} ${word}`;
      continue;
    }
    if (line) out.push(line);
    while (word.length > width) {
      out.push(word.slice(0, width));
      word = word.slice(width);
    }
    line = word;
  }
  if (line) out.push(line);
  return out;
}

const center = (text: string, width: number) =>
  `${' '.repeat(Math.floor((width - text.length) / 2))}${text}`.trimEnd();

/**
 * Caption and value on one line, the value right-aligned; else the caption, then the value below:
 * right-aligned when it takes one line, else wrapped from an indent of 2 (a payment text).
 */
function amountRow(r: NotaRow, width: number, indent = 0): ReceiptLine[] {
  const room = width - indent;
  const pad = ' '.repeat(indent);
  if (r.caption.length + 1 + r.value.length <= room)
    return [{ text: pad + r.caption + r.value.padStart(room - r.caption.length), bold: r.bold }];
  const value =
    r.value.length <= room ? [r.value.padStart(room)] : wrapText(r.value, room - 2).map((t) => `  ${t}`);
  return [
    ...wrapText(r.caption, room).map((t) => ({ text: pad + t, bold: r.bold })),
    ...value.map((t) => ({ text: pad + t, bold: r.bold })),
  ];
}

/** The caption column of the head and customer rows: the longest caption and a space, at most half. */
const captionWidth = (rows: readonly NotaRow[], width: number) =>
  Math.min(Math.max(0, ...rows.map((r) => r.caption.length)) + 1, Math.floor(width / 2));

/** Caption in a column of its own (`capW` wide), the value wrapped beside it. */
function infoRows(rows: readonly NotaRow[], width: number, capW: number): ReceiptLine[] {
  return rows.flatMap((r) => {
    const caps = wrapText(r.caption, capW - 1);
    const vals = wrapText(r.value, width - capW);
    return Array.from({ length: Math.max(caps.length, vals.length) }, (_, i) => ({
      text: `${(caps[i] ?? '').padEnd(capW)}${vals[i] ?? ''}`.trimEnd(),
      bold: r.bold,
    }));
  });
}

/** The item's details as 'Caption: value' pieces, as many on a line as fit. */
function detailLines(rows: readonly NotaRow[], width: number, indent: number): ReceiptLine[] {
  const pad = ' '.repeat(indent);
  const room = width - indent;
  const out: string[] = [];
  let line = '';
  for (const piece of rows.map((r) => `${r.caption}: ${r.value}`)) {
    if (line && line.length + 2 + piece.length <= room) line = `${line}  ${piece}`;
    else {
      if (line) out.push(line);
      const parts = wrapText(piece, room);
      line = parts.pop() ?? '';
      out.push(...parts);
    }
  }
  if (line) out.push(line);
  return out.map((t) => ({ text: pad + t }));
}

/** The lines of one note at `columns` characters; `copy`: a reprint marked COPY. */
export function receiptLines(c: NotaContent, columns: number, opts: { copy?: boolean } = {}): ReceiptLine[] {
  const w = columns;
  const centred = (text: string, style: Omit<ReceiptLine, 'text'> = {}) =>
    wrapText(text, w).map((t) => ({ text: center(t, w), ...style }));
  const rule = (ch: string): ReceiptLine => ({ text: ch.repeat(w) });
  const blank: ReceiptLine = { text: '' };
  const half = Math.floor(w / 2);
  // The two signatures side by side; one under the other when a name does not fit its half.
  const { left, right, leftName, rightName } = c.sign;
  const sideBySide = [left, right, leftName, rightName].every((t) => t.length < half);
  const pair = (a: string, b: string): ReceiptLine[] => [
    { text: `${center(a, half).padEnd(half)}${center(b, w - half)}`.trimEnd() },
  ];
  const signatures: ReceiptLine[] = sideBySide
    ? [...pair(left, right), blank, blank, ...pair(leftName, rightName)]
    : [
        ...centred(left),
        blank,
        blank,
        ...centred(leftName),
        blank,
        ...centred(right),
        blank,
        blank,
        ...centred(rightName),
      ];
  const capW = captionWidth([...c.head, ...c.customer], w);
  return [
    ...(opts.copy ? centred('*** COPY ***', { bold: true }) : []),
    ...centred(c.shop.nama, { bold: true, tall: true }),
    ...centred(c.shop.alamat),
    ...centred(c.shop.telp),
    rule('='),
    ...centred(c.title, { bold: true }),
    rule('-'),
    ...infoRows(c.head, w, capW),
    ...(c.customer.length ? [rule('-'), ...infoRows(c.customer, w, capW)] : []),
    rule('-'),
    ...c.items.flatMap((it) => {
      const lead = `${it.no}. `;
      const [first = '', ...rest] = wrapText(it.name, w - lead.length);
      return [
        { text: lead + first, bold: true },
        ...rest.map((t) => ({ text: ' '.repeat(lead.length) + t, bold: true })),
        ...detailLines(it.details, w, lead.length),
        ...it.amounts.flatMap((r) => amountRow(r, w, lead.length)),
      ];
    }),
    rule('-'),
    ...c.totals.flatMap((r) => amountRow(r, w)),
    rule('='),
    ...(c.stamp ? [...centred(`*** ${c.stamp} ***`, { bold: true, tall: true }), blank] : []),
    ...wrapText(c.terms, w).map((text) => ({ text })),
    blank,
    ...signatures,
    blank,
    ...centred(c.thanks),
  ];
}
