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
