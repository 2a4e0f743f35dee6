import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The specification's own words, for the fidelity tests: the three documents live beside the repo
 * (`../shared/spec/` from its root; CI clones main with a copy of shared/ beside it). Tests read the
 * sentence they hold the code to, so a phrase mistyped in a test fails instead of passing unchecked.
 * Test-only.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SPEC_DIR = resolve(REPO_ROOT, '../shared/spec');
export const SPEC_PRESENT = existsSync(SPEC_DIR);
export const SPEC_ABSENT_NOTE = `the specification folder ${SPEC_DIR} is absent: the fidelity checks against its words are skipped`;

let docs: Record<1 | 2 | 3, string> | undefined;
/** The documents' text by number (1 foundation, 2 cash/pre-order, 3 reports), whitespace collapsed. */
export function specDocs(): Record<1 | 2 | 3, string> {
  if (docs) return docs;
  const files = readdirSync(SPEC_DIR).sort();
  const read = (n: number) => {
    const f = files.find((name) => name.startsWith(`${n}-`));
    if (!f) throw new Error(`document ${n} missing in ${SPEC_DIR}`);
    return readFileSync(resolve(SPEC_DIR, f), 'utf8').replace(/\s+/g, ' ');
  };
  docs = { 1: read(1), 2: read(2), 3: read(3) };
  return docs;
}

/** Whether document `doc` holds `phrase` verbatim (case and typos included). */
export const specSays = (doc: 1 | 2 | 3, phrase: string) => specDocs()[doc].includes(phrase);

/** The sentence (or table row) of `doc` holding `phrase`, for a failing test's message. */
export function specSentence(doc: 1 | 2 | 3, phrase: string): string {
  const text = specDocs()[doc];
  const at = text.indexOf(phrase);
  if (at < 0) return '';
  return text.slice(Math.max(0, at - 160), at + phrase.length + 80);
}
