import { api } from '@emas/contract';
import { BARANG_TEXT } from '../messages.ts';

/**
 * The working list of Tambah Barang Banyak (reports document sections 3 to 5): rows as typed (text),
 * a trailing placeholder row whose kode_intern is 'Silahkan Edit Disini'; rows still holding the
 * placeholder are never saved.
 */
export type BulkRow = {
  id: string;
  kode_intern: string;
  nama_barang: string;
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  markis: 'YA' | 'TIDAK' | '';
  berat_asli: string;
  berat: string;
  kadar: string;
  kadar_cetak: string;
  kadar_modal: string;
  nama_atribut: string;
  berat_atribut: string;
  harga_atribut: string;
  berat_plastik: string;
  size: string;
  /** The item's RFID tag (optional, unique in the shop). */
  tag_id: string;
};
export type BulkField = Exclude<keyof BulkRow, 'id'>;

export const PLACEHOLDER = BARANG_TEXT.placeholder;
/** The most rows one save takes (the contract's limit). */
export const BULK_MAX = 1000;

let seq = 0;
const newId = () => `row-${Date.now().toString(36)}-${(seq++).toString(36)}`;

const EMPTY: Omit<BulkRow, 'id'> = {
  kode_intern: '',
  nama_barang: '',
  kode_gudang: '',
  kode_toko: '',
  kode_group: '',
  kode_dept: '',
  markis: '',
  berat_asli: '',
  berat: '',
  kadar: '',
  kadar_cetak: '',
  kadar_modal: '',
  nama_atribut: '',
  berat_atribut: '',
  harga_atribut: '',
  berat_plastik: '',
  size: '',
  tag_id: '',
};

export const isPlaceholder = (r: BulkRow) => r.kode_intern === PLACEHOLDER;
export const placeholderRow = (): BulkRow => ({ ...EMPTY, id: newId(), kode_intern: PLACEHOLDER });
export const realRows = (rows: readonly BulkRow[]) => rows.filter((r) => !isPlaceholder(r));
export const hasTrailingPlaceholder = (rows: readonly BulkRow[]) => {
  const last = rows.at(-1);
  return !!last && isPlaceholder(last);
};

/** What the generator makes: `qty` equal rows, weights left for the grid. */
export type GeneratorValues = {
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_toko: string;
  nama_barang: string;
  kadar_cetak: string;
  kadar: number;
  kadar_modal: number;
  qty: number;
};

export function generateRows(v: GeneratorValues): BulkRow[] {
  return Array.from({ length: v.qty }, () => ({
    ...EMPTY,
    id: newId(),
    nama_barang: v.nama_barang.toUpperCase(),
    kode_gudang: v.kode_gudang,
    kode_toko: v.kode_toko,
    kode_group: v.kode_group,
    kode_dept: v.kode_dept,
    markis: 'TIDAK',
    kadar: String(v.kadar),
    kadar_cetak: v.kadar_cetak.toUpperCase(),
    kadar_modal: String(v.kadar_modal),
  }));
}

/** Generated rows go before the placeholder. */
export function insertRows(rows: readonly BulkRow[], added: readonly BulkRow[]): BulkRow[] {
  const real = realRows(rows);
  return [...real, ...added, ...rows.filter(isPlaceholder)];
}

/**
 * One edited cell. An edit of the placeholder makes it a real row (kode_intern empty unless that was
 * the edit); the caller adds a new placeholder 100 ms later. Returns whether it was the placeholder.
 */
export function editRow(
  rows: readonly BulkRow[],
  id: string,
  patch: Partial<Omit<BulkRow, 'id'>>,
): { rows: BulkRow[]; fromPlaceholder: boolean } {
  let fromPlaceholder = false;
  const next = rows.map((r) => {
    if (r.id !== id) return r;
    if (!isPlaceholder(r)) return { ...r, ...patch };
    fromPlaceholder = true;
    return { ...r, markis: 'TIDAK' as const, kode_intern: '', ...patch };
  });
  return { rows: next, fromPlaceholder };
}

export const removeRow = (rows: readonly BulkRow[], id: string) => rows.filter((r) => r.id !== id);

/** The rows to save as the contract reads them, or the first problem as 'Baris n: message'. */
export function toPayload(
  rows: readonly BulkRow[],
): { ok: true; data: api.BarangInput[] } | { ok: false; message: string } {
  const real = realRows(rows);
  if (!real.length) return { ok: false, message: BARANG_TEXT.listEmpty };
  if (real.length > BULK_MAX) return { ok: false, message: `Barang Maksimal ${BULK_MAX} Per Simpan` };
  const data: api.BarangInput[] = [];
  for (const [i, r] of real.entries()) {
    const parsed = api.barangInput.safeParse({
      id: r.id,
      kode_intern: r.kode_intern,
      nama_barang: r.nama_barang,
      kode_gudang: r.kode_gudang,
      kode_toko: r.kode_toko,
      kode_group: r.kode_group,
      kode_dept: r.kode_dept,
      markis: r.markis || 'TIDAK',
      berat_asli: r.berat_asli,
      berat: r.berat,
      kadar: r.kadar,
      kadar_cetak: r.kadar_cetak,
      kadar_modal: r.kadar_modal,
      nama_atribut: r.nama_atribut,
      berat_atribut: r.berat_atribut,
      harga_atribut: r.harga_atribut,
      berat_plastik: r.berat_plastik,
      size: r.size,
      tag_id: r.tag_id,
    });
    if (!parsed.success)
      return {
        ok: false,
        message: `Baris ${i + 1}: ${parsed.error.issues[0]?.message ?? BARANG_TEXT.saveFailed}`,
      };
    data.push(parsed.data);
  }
  return { ok: true, data };
}
