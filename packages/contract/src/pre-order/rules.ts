/**
 * The rules of a pre-order (PO), in one place (document 2 sections 4, 5 and 9): the server applies
 * them, the screens show the same numbers before saving.
 *
 * States. OPEN (shown 'BELUM DI VALDIASI', filter label 'TIDAK VALID') becomes VALID ('SUDAH DI
 * VALIDASI') through the validation call, which records the payment (nominal_bayar). A PO can be
 * cancelled by its number (BATAL, kept for the record; the specification's lists show OPEN and VALID).
 *
 * Closing. A PO ships in parts, each KIRIM (with a receipt number) or AMBIL (receipt stored '-'). The
 * remaining estimated qty = estimated qty - qty already sent - qty already queued on the screen; a
 * line may take at most that. When the sent qty reaches the estimated qty the PO is finished and
 * becomes a sale of its goods, its payments counted as the sale's price (harga_penjualan).
 */
export const STATUS_PO = ['OPEN', 'VALID'] as const;
export type StatusPo = (typeof STATUS_PO)[number] | 'BATAL';
export const STATUS_PO_LABEL: Readonly<Record<StatusPo, string>> = {
  OPEN: 'BELUM DI VALDIASI',
  VALID: 'SUDAH DI VALIDASI',
  BATAL: 'BATAL',
};
/** The status filter of Laporan Transaksi Po: ALL, TIDAK VALID (OPEN), VALID. */
export const STATUS_PO_FILTER = [
  { value: 'ALL', label: 'SEMUA' },
  { value: 'OPEN', label: 'TIDAK VALID' },
  { value: 'VALID', label: 'VALID' },
] as const;

export const STATUS_KIRIM = ['KIRIM', 'AMBIL'] as const;
export type StatusKirim = (typeof STATUS_KIRIM)[number];

/** Paging of Lihat Pre Order (document 2 section 9): page size 50, first page 1. */
export const PO_PAGE = { limit: 50, page: 1 } as const;
/** The finished POs (closing list) are fetched with this limit. */
export const PO_FINISH_LIMIT = 9999;

export type PoPage<T> = { preorders: T[]; count: number; page: number; limit: number; skip: number };

/** An empty list answers count 0, skip 1, limit 50, page 1 (document 2 section 4). */
export const emptyPoPage = <T>(): PoPage<T> => ({ preorders: [], count: 0, skip: 1, limit: 50, page: 1 });

/** The rows a page starts after. */
export const poOffset = (page: number, limit: number) => (Math.max(1, page) - 1) * limit;

/** What is still to be paid: total less what was paid, never below 0. */
export const sisaBayar = (harga_total: number, dibayar_rp: number) => Math.max(0, harga_total - dibayar_rp);

/**
 * Refund of Laporan Penjualan PO (document 2 section 9): only when the sale price is below the total
 * price, the selling price minus the total price (a negative amount, as the specification words it);
 * else 0.
 */
export const refundPo = (harga_penjualan: number, harga_total: number) =>
  harga_penjualan < harga_total ? harga_penjualan - harga_total : 0;

/** Remaining estimated qty: estimated - already sent - queued on the screen, never below 0. */
export const remainingQty = (qty_estimasi: number, qty_kirim: number, queued: readonly number[] = []) =>
  Math.max(0, qty_estimasi - qty_kirim - queued.reduce((a, b) => a + b, 0));

export const PO_CLOSING_MSG = {
  statusRequired: 'Kode Barcode Harus Diisi',
  resiRequired: 'No Resi Harus Diisi',
  poRequired: 'No Po Harus Dipilih',
  qtyRequired: 'Qty Harus Dipilih',
  habis: 'Qty Estimasi Sudah Habis',
  tooMany: 'Qty Tidak Boleh Lebih Dari Qty Estimasi',
  notEnough: 'Qty Tidak Cukup',
  saved: 'Data Berhasil Disimpan',
} as const;

/**
 * Why a closing line of `qty` cannot be added against `remaining` (the remaining estimated qty), or
 * undefined when it can: nothing left, more than is left, or (the fallback) a qty that is not a
 * positive whole number.
 */
export function closingQtyProblem(remaining: number, qty: number): string | undefined {
  if (remaining <= 0) return PO_CLOSING_MSG.habis;
  if (qty > remaining) return PO_CLOSING_MSG.tooMany;
  if (!Number.isInteger(qty) || qty <= 0) return PO_CLOSING_MSG.notEnough;
  return undefined;
}

/** The receipt number stored for a closing line: upper-cased for KIRIM, '-' for AMBIL. */
export const noResiOf = (status_kirim: StatusKirim, no_resi: string | undefined) =>
  status_kirim === 'KIRIM' ? (no_resi ?? '').trim().toUpperCase() : '-';

/** A barcode of a PO line is unique in the PO, except '-' and empty (goods not in stock yet). */
export const isPlaceholderBarcode = (kode: string | undefined) =>
  !kode || kode.trim() === '' || kode.trim() === '-';

/** The first barcode repeated among the lines (placeholders excepted), if any. */
export function duplicateBarcode(lines: readonly { kode_barcode?: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const l of lines) {
    if (isPlaceholderBarcode(l.kode_barcode)) continue;
    const k = (l.kode_barcode as string).trim().toUpperCase();
    if (seen.has(k)) return k;
    seen.add(k);
  }
  return undefined;
}

/** The pre-order screens of the route table that have their own page (the reports are the engine's). */
export const PRE_ORDER_PAGES = [
  '/transaksi-pre-order',
  '/lihat-pre-order',
  '/closing-barang-po',
  '/import-pre-order',
] as const;
