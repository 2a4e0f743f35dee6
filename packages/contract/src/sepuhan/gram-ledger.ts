/**
 * The gram ledger: where every gram of 24K-equivalent went, per kadar and day. A stock-ledger row
 * (signed weight of one piece at its kadar) counts as kadar/100 of its weight in 24K; sums are kept in
 * whole milligrams so opening + in - out = closing holds exactly.
 */

/** The kinds of movement an owner sees, in their column order. */
export const GRAM_KATEGORI = [
  'TAMBAH',
  'JUAL',
  'BELI',
  'JAMINAN',
  'CUCI',
  'SEPUH',
  'SUSUT',
  'HANCUR',
  'PINDAH',
  'LAIN',
] as const;
export type GramKategori = (typeof GRAM_KATEGORI)[number];

/** The kind of a stock-ledger `jenis` (JUAL, BATAL JUAL, BELI, HUTANG, KIRIM_CUCI, SUSUT_SEPUH, ...). */
export function gramKategoriOf(jenis: string): GramKategori {
  const j = jenis.toUpperCase().replace(/_/g, ' ');
  if (j.startsWith('SUSUT')) return 'SUSUT';
  if (/\bSEPUH(AN)?\b/.test(j)) return 'SEPUH';
  if (/\bCUCI\b/.test(j)) return 'CUCI';
  if (/\bJUAL\b/.test(j)) return 'JUAL';
  if (/\b(BELI|TUKAR)\b/.test(j)) return 'BELI';
  if (/\b(HUTANG|TITIP|SIMPAN|LUNAS|PERPANJANGAN|LELANG|GADAI|CICILAN)\b/.test(j)) return 'JAMINAN';
  if (/\bHANCUR\b/.test(j)) return 'HANCUR';
  if (/\b(PINDAH|SORTIR)\b/.test(j)) return 'PINDAH';
  if (/\bTAMBAH\b/.test(j)) return 'TAMBAH';
  return 'LAIN';
}

/**
 * Milligrams of 24K in `berat` grams at `kadar` percent, computed exactly (grams to 3 decimals, kadar to
 * 2) and rounded half away from zero, as the database's round() does.
 */
export function mg24k(berat: number, kadar: number): number {
  const x = Math.round(berat * 1000) * Math.round(kadar * 100);
  const q = Math.round(Math.abs(x) / 10_000);
  return x < 0 ? -q : q;
}

/** Stock-ledger rows as the gram ledger reads them: signed milligrams of 24K (mg24k of each row). */
export type GramMovement = { tanggal: string; kadar: number; jenis: string; mg: number };
/** A kadar's milligrams of 24K before the first day. */
export type GramOpening = { kadar: number; mg: number };

type Flow = Record<GramKategori, number>;
/** One day of one kadar, all in milligrams of 24K. */
export type GramLedgerDay = {
  tanggal: string;
  kadar: number;
  awal: number;
  masuk: Flow;
  keluar: Flow;
  akhir: number;
};

const zero = (): Flow => Object.fromEntries(GRAM_KATEGORI.map((k) => [k, 0])) as Flow;
const sum = (f: Flow) => GRAM_KATEGORI.reduce((s, k) => s + f[k], 0);
export const totalMasuk = (d: GramLedgerDay): number => sum(d.masuk);
export const totalKeluar = (d: GramLedgerDay): number => sum(d.keluar);

/** Every day from `from` to `to` (ISO dates, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * The ledger of the days `from`..`to`: for every kadar with an opening or a movement, one row a day;
 * a movement's 24K weight is in (positive) or out (negative) of its kind; losses are the SUSUT kind.
 * Movements outside the days are ignored (the opening covers the days before).
 */
export function gramLedger(
  opening: readonly GramOpening[],
  movements: readonly GramMovement[],
  from: string,
  to: string,
): GramLedgerDay[] {
  const days = daysBetween(from, to);
  const akhir = new Map<number, number>();
  for (const o of opening) akhir.set(o.kadar, (akhir.get(o.kadar) ?? 0) + o.mg);
  const byDay = new Map<string, GramMovement[]>();
  for (const m of movements) {
    if (m.tanggal < from || m.tanggal > to) continue;
    if (!akhir.has(m.kadar)) akhir.set(m.kadar, 0);
    const list = byDay.get(m.tanggal) ?? [];
    list.push(m);
    byDay.set(m.tanggal, list);
  }
  const kadars = [...akhir.keys()].sort((a, b) => b - a);
  const rows: GramLedgerDay[] = [];
  for (const tanggal of days) {
    const today = new Map(kadars.map((k) => [k, { masuk: zero(), keluar: zero() }]));
    for (const m of byDay.get(tanggal) ?? []) {
      const f = today.get(m.kadar);
      if (!f) continue;
      const g = m.mg;
      const k = gramKategoriOf(m.jenis);
      if (g >= 0) f.masuk[k] += g;
      else f.keluar[k] -= g;
    }
    for (const kadar of kadars) {
      const f = today.get(kadar) as { masuk: Flow; keluar: Flow };
      const awal = akhir.get(kadar) ?? 0;
      const end = awal + sum(f.masuk) - sum(f.keluar);
      akhir.set(kadar, end);
      rows.push({ tanggal, kadar, awal, masuk: f.masuk, keluar: f.keluar, akhir: end });
    }
  }
  return rows;
}
