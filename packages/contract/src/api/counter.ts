import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { integer, optionalText } from '../validation.ts';
import type { BarangStatus } from './barang.ts';
import type { MemberRow } from './member.ts';
import { groupCode, purchaseLineInput, saleLineInput } from './transaksi.ts';

/**
 * The counter's helpers beside the sale itself: sales put on hold and recalled (penjualan ditahan),
 * the cashier's read-only price and stock look-up (cek harga & stok), and the member search by code,
 * name or phone. Every call is allowed to the users of Transaksi Penjualan or Transaksi Pembelian.
 */

export const COUNTER_MSG = {
  held: 'Penjualan Ditahan',
  recalled: 'Penjualan Dipanggil Kembali',
  heldNotFound: 'Penjualan Ditahan Tidak Ditemukan Atau Sudah Dipanggil',
  heldFull: (max: number) => `Maksimal ${max} Penjualan Ditahan, Panggil Atau Selesaikan Yang Lain Dulu`,
  searchEmpty: 'Kata Pencarian Tidak Boleh Kosong',
  searchShort: 'Kata Pencarian Minimal 3 Karakter',
  notFound: 'Barang Tidak Ditemukan',
  recalledMissing: (list: string) => `Barang ${list} Sudah Tidak Tersedia, Tidak Dimasukkan Kembali`,
  finishFirst: 'Simpan Atau Tahan Penjualan Ini Dulu',
  memberNotFound: 'Member Tidak Ditemukan',
} as const;

/** How many held sales a shop keeps at most. */
export const MAX_HELD_SALES = 30;

// ---------------------------------------------------------------------------------------------
// Held sales

/** A cart put on hold: its items (with a price the cashier changed), trade-ins and customer. */
export const heldSaleBody = z.object({
  kode_sales: optionalText('Kode Sales', 30),
  kode_member: optionalText('Kode Member', 13),
  nama_customer: optionalText('Nama Customer', 100),
  alamat_customer: optionalText('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  /** A word to recognise the customer by ('IBU BAJU MERAH'). */
  keterangan: optionalText('Keterangan', 100),
  detail_barang: z
    .array(saleLineInput, { error: 'Barang Belum Dipilih' })
    .min(1, { error: 'Barang Belum Dipilih' })
    .max(50),
  tukar: z.array(purchaseLineInput).max(50).default([]),
});
export type HeldSaleBody = z.input<typeof heldSaleBody>;

export type HeldSale = {
  id: number;
  input_by: string;
  keterangan: string;
  nama_customer: string;
  jumlah_barang: number;
  /** The cart's total when it was held (prices are taken again when it is recalled). */
  total: number;
  created_at: string;
  data: z.infer<typeof heldSaleBody>;
};

export const listHeldSales = endpoint<undefined, undefined, undefined, HeldSale[]>({
  method: 'GET',
  path: 'penjualan/tahan',
});

/** The cart to hold and its total on screen (for the list of held sales). */
export const holdSaleBody = heldSaleBody.extend({ total: integer('Total', 0, 100_000_000_000).default(0) });
export type HoldSaleBody = z.input<typeof holdSaleBody>;
export const holdSale = endpoint<HoldSaleBody, undefined, undefined, HeldSale>({
  method: 'POST',
  path: 'penjualan/tahan',
  body: holdSaleBody,
});

const heldId = z.object({
  id: z.coerce
    .number({ error: COUNTER_MSG.heldNotFound })
    .int({ error: COUNTER_MSG.heldNotFound })
    .positive({ error: COUNTER_MSG.heldNotFound }),
});
/** Takes a held sale off the list and answers it: two counters cannot both recall one cart. */
export const recallHeldSale = endpoint<undefined, undefined, z.infer<typeof heldId>, HeldSale>({
  method: 'POST',
  path: 'penjualan/tahan/:id/ambil',
  params: heldId,
});

// ---------------------------------------------------------------------------------------------
// Cek harga & stok

const search = z
  .string({ error: COUNTER_MSG.searchEmpty })
  .trim()
  .min(1, { error: COUNTER_MSG.searchEmpty })
  .max(100, { error: 'Kata Pencarian Maksimal 100 Karakter' })
  .transform((v) => v.toUpperCase());

export const cekBarangQuery = z.object({
  /** A barcode (or its first digits) or part of the name (3 characters at least). */
  cari: search.refine((v) => /^\d+$/.test(v) || v.length >= 3, { error: COUNTER_MSG.searchShort }),
  kode_group: groupCode('Group').optional(),
});
export type CekBarangQuery = z.input<typeof cekBarangQuery>;

/** What the cashier may see of an item: no cost, no profit. */
export type CekBarangRow = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar_cetak: string;
  berat: number;
  kode_gudang: string;
  kode_baki: string;
  status: BarangStatus;
  /** Today's price at the counter; null when the item is not for sale or its group has no price. */
  harga: number | null;
  harga_gram: number | null;
};
export type CekBarang = {
  rows: CekBarangRow[];
  /** Ready items that match (the rows show at most 20). */
  ready: number;
  ready_berat: number;
};

export const cekBarang = endpoint<undefined, CekBarangQuery, undefined, CekBarang>({
  method: 'GET',
  path: 'penjualan/cek-barang',
  query: cekBarangQuery,
});

// ---------------------------------------------------------------------------------------------
// Member search

export const counterMemberQuery = z.object({
  cari: search.refine((v) => v.length >= 3, { error: COUNTER_MSG.searchShort }),
});
/** Active members whose code, name or phone number holds the text (at most 10). */
export const findCounterMember = endpoint<
  undefined,
  z.infer<typeof counterMemberQuery>,
  undefined,
  MemberRow[]
>({
  method: 'GET',
  path: 'penjualan/member',
  query: counterMemberQuery,
});
