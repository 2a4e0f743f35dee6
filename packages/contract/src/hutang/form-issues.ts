import { type CreateHutangBody, createHutangBody, HUTANG_MSG } from '../api/hutang.ts';

/**
 * Everything a pawn loan's form still lacks, at once: each missing or wrong field with its message,
 * a pledged piece's field with the piece's index, so the screen shows them all beside their fields
 * instead of one error box per try. `field` is the body's field name ('nama_customer', 'no_ktp',
 * 'jumlah_hutang', ...); a piece's issue has `line` (0-based) and its field ('kadar', 'berat', ...).
 */
export type FormIssue = { field: string; line?: number; message: string };

export function hutangFormIssues(body: CreateHutangBody): FormIssue[] {
  const out: FormIssue[] = [];
  const seen = new Set<string>();
  const add = (i: FormIssue) => {
    const k = `${i.line ?? ''}:${i.field}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(i);
  };
  const parsed = createHutangBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [field, line, sub] = issue.path;
      if (field === 'detail_barang' && typeof line === 'number' && typeof sub === 'string')
        add({ field: sub, line, message: issue.message });
      else add({ field: String(field ?? ''), message: issue.message });
    }
  // A walk-in customer (no member code) is named and shows an ID card.
  if (!body.kode_member?.trim()) {
    if (!body.nama_customer?.trim()) add({ field: 'nama_customer', message: HUTANG_MSG.namaRequired });
    if (!body.no_ktp?.trim()) add({ field: 'no_ktp', message: HUTANG_MSG.ktpRequired });
  }
  return out;
}
