import { Decimal } from 'decimal.js';
import { formatTanggal } from '../dates.ts';
import { formatRupiah as rp } from '../format.ts';
import { roundMoney } from '../rounding.ts';

/**
 * Coupons (module KUPON): a coupon of the parameter-kupon master takes an amount (RUPIAH) or a
 * percentage of the sale's total (PERSEN, capped by maksimal_potongan when it is above 0) off a sale.
 * It is valid from tgl_awal to tgl_akhir (both included, the shop's business day), for at most
 * `kuota` sales, on a sale of at least minimal_belanja; with a kode_member only that member may use it,
 * once. At the counter the discount is a payment line of kind KUPON (the sale lines keep their prices).
 */
export const KUPON_STATES = ['AKTIF', 'BELUM BERLAKU', 'KADALUARSA', 'HABIS', 'TIDAK DITEMUKAN'] as const;
export type KuponState = (typeof KUPON_STATES)[number];

/** The payment kind a redeemed coupon is recorded as. */
export const JENIS_BAYAR_KUPON = 'KUPON';

/** A usage of a coupon: DIGUNAKAN, or BATAL when its sale was cancelled (the quota comes back). */
export const KUPON_PAKAI_STATUS = ['DIGUNAKAN', 'BATAL'] as const;
export type KuponPakaiStatus = (typeof KUPON_PAKAI_STATUS)[number];

export type KuponTerms = {
  kode_kupon: string;
  nama_kupon: string;
  jenis_potongan: 'PERSEN' | 'RUPIAH';
  nilai_potongan: number;
  /** For PERSEN: the largest discount in Rupiah; 0: no cap. */
  maksimal_potongan: number;
  minimal_belanja: number;
  kuota: number;
  tgl_awal: string;
  tgl_akhir: string;
  /** '' for a general coupon. */
  kode_member: string;
};

export const KUPON_MSG = {
  notFound: (kode: string) => `Kupon ${kode} Tidak Ditemukan`,
  notYet: (kode: string, tgl: string) => `Kupon ${kode} Belum Berlaku, Berlaku Mulai ${formatTanggal(tgl)}`,
  expired: (kode: string) => `Kupon ${kode} Sudah Kadaluarsa`,
  usedUp: (kode: string) => `Kuota Kupon ${kode} Sudah Habis`,
  minimum: (kode: string, min: number) => `Minimal Belanja Untuk Kupon ${kode} Adalah ${rp(min)}`,
  memberOnly: (kode: string, member: string) => `Kupon ${kode} Hanya Untuk Member ${member}`,
  memberUsed: (kode: string, member: string) => `Kupon ${kode} Sudah Digunakan Oleh Member ${member}`,
  amountMismatch: (kode: string, potongan: number) =>
    `Potongan Kupon ${kode} Adalah ${rp(potongan)}, Silahkan Periksa Kembali Pembayaran`,
  codeRequired: 'Kode Kupon Tidak Boleh Kosong Untuk Pembayaran KUPON',
  oneCoupon: 'Satu Penjualan Hanya Boleh Memakai Satu Kupon',
  nothingToPay: (kode: string) => `Tidak Ada Sisa Pembayaran Untuk Dipotong Kupon ${kode}`,
  // The master's own checks.
  dateOrder: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
  percentOver: 'Nilai Potongan Persen Tidak Boleh Melebihi 100',
  valueZero: 'Nilai Potongan Harus Lebih Dari 0',
  rupiahWhole: 'Nilai Potongan Rupiah Harus Bilangan Bulat',
} as const;

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The terms of a stored parameter-kupon row (its JSON values). */
export const kuponTermsOf = (data: Record<string, unknown>): KuponTerms => ({
  kode_kupon: str(data.kode_kupon),
  nama_kupon: str(data.nama_kupon),
  jenis_potongan: data.jenis_potongan === 'PERSEN' ? 'PERSEN' : 'RUPIAH',
  nilai_potongan: num(data.nilai_potongan),
  maksimal_potongan: num(data.maksimal_potongan),
  minimal_belanja: num(data.minimal_belanja),
  kuota: num(data.kuota),
  tgl_awal: str(data.tgl_awal),
  tgl_akhir: str(data.tgl_akhir),
  kode_member: str(data.kode_member),
});

/** The add / edit checks across fields of the master (each field is checked by its own schema first). */
export function kuponTermsProblem(v: Record<string, unknown>): string | undefined {
  const nilai = num(v.nilai_potongan);
  if (nilai <= 0) return KUPON_MSG.valueZero;
  if (v.jenis_potongan === 'PERSEN' && nilai > 100) return KUPON_MSG.percentOver;
  if (v.jenis_potongan === 'RUPIAH' && !Number.isInteger(nilai)) return KUPON_MSG.rupiahWhole;
  if (v.tgl_awal && v.tgl_akhir && str(v.tgl_akhir) < str(v.tgl_awal)) return KUPON_MSG.dateOrder;
  return undefined;
}

/** The coupon's state on the business day `tanggal`, with `terpakai` sales already using it. */
export function kuponState(k: KuponTerms | undefined, tanggal: string, terpakai: number): KuponState {
  if (!k) return 'TIDAK DITEMUKAN';
  if (tanggal < k.tgl_awal) return 'BELUM BERLAKU';
  if (tanggal > k.tgl_akhir) return 'KADALUARSA';
  if (terpakai >= k.kuota) return 'HABIS';
  return 'AKTIF';
}

/**
 * The discount in whole Rupiah on a sale of `belanja`: a percentage rounded down to the Rupiah, capped
 * by maksimal_potongan; never more than `sisa`, what is left to pay after the trade-in and an order's
 * down payment (so never more than the total).
 */
export function kuponDiscount(k: KuponTerms, belanja: number, sisa: number = belanja): number {
  const raw =
    k.jenis_potongan === 'PERSEN'
      ? roundMoney(new Decimal(belanja).times(k.nilai_potongan).div(100), 1, 'down')
      : Math.floor(k.nilai_potongan);
  const capped =
    k.jenis_potongan === 'PERSEN' && k.maksimal_potongan > 0 ? Math.min(raw, k.maksimal_potongan) : raw;
  return Math.max(0, Math.min(capped, sisa, belanja));
}

export type KuponUse = {
  tanggal: string;
  /** Sales already using the coupon (its BATAL usages not counted). */
  terpakai: number;
  /** The sale's total (the items' prices). */
  belanja: number;
  /** The sale's member ('' for a walk-in customer). */
  kode_member: string;
  /** Whether that member already used this member coupon. */
  memberSudahPakai: boolean;
};

/** Why the coupon cannot be used on this sale, or undefined when it can. */
export function kuponRefusal(kode: string, k: KuponTerms | undefined, use: KuponUse): string | undefined {
  const state = kuponState(k, use.tanggal, use.terpakai);
  if (!k || state === 'TIDAK DITEMUKAN') return KUPON_MSG.notFound(kode);
  if (state === 'BELUM BERLAKU') return KUPON_MSG.notYet(kode, k.tgl_awal);
  if (state === 'KADALUARSA') return KUPON_MSG.expired(kode);
  if (state === 'HABIS') return KUPON_MSG.usedUp(kode);
  if (k.kode_member && k.kode_member !== use.kode_member) return KUPON_MSG.memberOnly(kode, k.kode_member);
  if (k.kode_member && use.memberSudahPakai) return KUPON_MSG.memberUsed(kode, k.kode_member);
  if (use.belanja < k.minimal_belanja) return KUPON_MSG.minimum(kode, k.minimal_belanja);
  return undefined;
}
