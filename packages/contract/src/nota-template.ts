import { formatTanggal } from './dates.ts';
import { formatGram, formatMoney } from './format.ts';

/**
 * The text of a note label (its `isi`): optional flags, literal text and placeholders. The server's
 * invoice renderer and the web designer's preview read it the same way.
 *
 *   [b] [r] [c]  at the very start: bold, right-aligned, centred (combinable: `[br]`)
 *   {key}        a field of the note (`fields.key`)
 *   {item.key}   a field of one item line: the label repeats once per line (see the renderer)
 *   {key:fmt}    fmt = gram (3 decimals, thousands commas), rp (whole rupiah, 1,234,500),
 *                tanggal (DD-MM-YYYY), upper (upper case), full (not sliced)
 *   \n           a line break
 *
 * A text value (no fmt, or upper) is cut into slices of at most 20 characters at spaces, at most 3
 * lines (document 1 section 9); `full` keeps it whole and the renderer wraps it to the label's width.
 */
export type NotaValue = string | number | null | undefined;
export type NotaRecord = Readonly<Record<string, NotaValue>>;
export type NotaAlign = 'left' | 'center' | 'right';
export type ParsedIsi = { bold: boolean; align: NotaAlign; template: string };

export const SLICE_CHARS = 20;
export const SLICE_LINES = 3;
export const NOTA_FORMATS = ['gram', 'rp', 'tanggal', 'upper', 'full'] as const;
export type NotaFormat = (typeof NOTA_FORMATS)[number];

const FLAGS = /^\[([bcr]{1,2})\]/;
const PLACEHOLDER = /\{(item\.)?([A-Za-z0-9_]+)(?::([a-z]+))?\}/g;

export function parseIsi(isi: string): ParsedIsi {
  const m = FLAGS.exec(isi);
  const flags = m?.[1] ?? '';
  return {
    bold: flags.includes('b'),
    align: flags.includes('r') ? 'right' : flags.includes('c') ? 'center' : 'left',
    template: m ? isi.slice(m[0].length) : isi,
  };
}

/**
 * Text in slices of at most 20 characters, at most 3 (document 1 section 9): spaces squeezed, each
 * slice ends at a space (issue 43: an address no longer breaks inside a word); only a word longer than
 * a slice is cut.
 */
export function sliceText(text: string, chars = SLICE_CHARS, lines = SLICE_LINES): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let line = '';
  const push = () => {
    if (line) out.push(line);
    line = '';
  };
  for (let word of words) {
    if (line && line.length + 1 + word.length <= chars) {
      line = `${line} ${word}`;
      continue;
    }
    push();
    while (word.length > chars) {
      out.push(word.slice(0, chars));
      word = word.slice(chars);
    }
    line = word;
  }
  push();
  return out.slice(0, lines);
}

/** One value as printed. */
export function formatNotaValue(value: NotaValue, format?: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'gram':
      return formatGram(value);
    case 'rp':
      return formatMoney(value);
    case 'tanggal':
      return formatTanggal(String(value));
    case 'full':
      return String(value);
    case 'upper':
      return sliceText(String(value).toUpperCase()).join('\n');
    default:
      return sliceText(String(value)).join('\n');
  }
}

/** Whether the label repeats per item line. */
export const isLineTemplate = (isi: string): boolean => /\{item\.[A-Za-z0-9_]+(?::[a-z]+)?\}/.test(isi);

/** The placeholders a template uses, as `key` or `item.key`. */
export function placeholdersOf(isi: string): string[] {
  return [...isi.matchAll(PLACEHOLDER)].map((m) => `${m[1] ?? ''}${m[2]}`);
}

/** The template filled from the note's fields and (for `{item.*}`) one line; unknown keys give ''. */
export function fillTemplate(template: string, fields: NotaRecord, line?: NotaRecord): string {
  return template
    .replace(/\\n/g, '\n')
    .replace(PLACEHOLDER, (_all, item: string | undefined, key: string, format: string | undefined) =>
      formatNotaValue(item ? line?.[key] : fields[key], format),
    );
}

/**
 * The receipt platform dialog (foundation document, catalogue screens): Desktop or Mobile by default,
 * or the two sides of a card, FRONT / BACK stored as 'DEPAN' / 'BELAKANG'.
 */
export type PlatformOption = { value: string; label: string };
export const RECEIPT_PLATFORMS: readonly PlatformOption[] = [
  { value: 'Desktop', label: 'Desktop' },
  { value: 'Mobile', label: 'Mobile' },
];
export const CARD_SIDES: readonly PlatformOption[] = [
  { value: 'DEPAN', label: 'FRONT' },
  { value: 'BELAKANG', label: 'BACK' },
];
