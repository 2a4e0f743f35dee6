/**
 * CSV injection (OWASP): a spreadsheet program reads a cell that starts with = + - @ (or a tab or
 * carriage return before them) as a formula, so a member named `=HYPERLINK(...)` would become a live
 * link. Such a text is written with a leading single quote, which the program shows as text. Only
 * text is escaped: a number of a numeric column (-5000 in a money column) stays a number. xlsx cells
 * are typed, a string there is never a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The shop's placeholder for "none" ('-'): a spreadsheet shows it as text, it stays as it is. */
const DASHES = /^-+$/;

/** A text cell's text as every CSV writer writes it. */
export const csvFormulaSafe = (text: string): string =>
  FORMULA_START.test(text) && !DASHES.test(text) ? `'${text}` : text;

/** A cell of unknown type: numbers plain, text escaped. */
export const csvSafeValue = (v: string | number): string =>
  typeof v === 'number' ? String(v) : csvFormulaSafe(v);

/**
 * A field of a table exported by the web app (any value): numbers plain, text escaped, a field with
 * a quote, comma, semicolon or line break quoted. `numeric`: the column holds numbers even when they
 * come as text ('-1.500'), written plain.
 */
export function csvCell(v: unknown, numeric = false): string {
  if (v === null || v === undefined) return '';
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  const s = typeof v === 'number' || (numeric && Number.isFinite(Number(text))) ? text : csvFormulaSafe(text);
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
