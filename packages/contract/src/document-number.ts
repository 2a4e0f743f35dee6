/**
 * Document numbers (DESIGN.md section 6, Numbers): `{prefix}-{kode_toko}-{yymmdd}-{nnnn}`, e.g.
 * JL-TK1-261123-0001. Unique across the chain because the shop code is part of it; the sequence is
 * per shop, prefix and business day.
 */
export const DOC_PREFIX = {
  PENJUALAN: 'JL',
  PENJUALAN_GROUP: 'FJ',
  PEMBELIAN: 'BL',
  KAS: 'KS',
  KIRIM_UANG: 'KU',
  GESEK_TUNAI: 'GT',
  PEMBELIAN_GROUP: 'FB',
  SERVICE: 'SV',
  PESANAN: 'PS',
  HUTANG: 'HT',
  /** kode-transaksi TS (TITIP SIMPAN). */
  TITIP_SIMPAN: 'TS',
  CICILAN: 'CC',
  BAYAR_CICILAN: 'AC',
  PRE_ORDER: 'PO',
  /** Refining: sorting, re-sorting, wash sends and receipts, manual wash stock. */
  SORTIR: 'SR',
  PINDAH_SORTIR: 'SP',
  KIRIM_CUCI: 'KC',
  TERIMA_CUCI: 'TC',
  TERIMA_SEPUH: 'TE',
  STOCK_CUCI_MANUAL: 'SM',
  /** Manual items (issue 19): the sale and purchase invoice groups and their lines. */
  PENJUALAN_MANUAL_GROUP: 'FJM',
  PENJUALAN_MANUAL: 'JM',
  PEMBELIAN_MANUAL_GROUP: 'FBM',
  PEMBELIAN_MANUAL: 'BM',
  TAMBAH_MANUAL: 'TM',
  PINDAH_MANUAL: 'PM',
  HANCUR_MANUAL: 'HM',
  KIRIM_BARANG: 'KB',
} as const;
export type DocPrefix = (typeof DOC_PREFIX)[keyof typeof DOC_PREFIX];

/** The sequence is zero-padded to at least this many digits (more when it grows past 9999). */
export const DOCUMENT_SEQ_WIDTH = 4;

/** Everything of a document number before its sequence: `{prefix}-{kode_toko}-{yymmdd}-`. */
export function documentNumberStem(prefix: string, kodeToko: string, tanggal: string): string {
  const [y, m, d] = tanggal.split('-');
  if (!y || !m || !d) throw new RangeError('bad document number input');
  return `${prefix}-${kodeToko}-${y.slice(2)}${m}${d}-`;
}

export function formatDocumentNumber(prefix: string, kodeToko: string, tanggal: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError('bad document number input');
  return `${documentNumberStem(prefix, kodeToko, tanggal)}${String(seq).padStart(DOCUMENT_SEQ_WIDTH, '0')}`;
}
