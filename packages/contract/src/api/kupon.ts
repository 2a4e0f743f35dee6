import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { KuponPakaiStatus, KuponState, KuponTerms } from '../kupon/rules.ts';

/** Coupon codes as the parameter-kupon master allows them (spaces too), upper-cased. */
export const kuponCode = (label = 'Kode Kupon') =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .min(1, { error: `${label} Tidak Boleh Kosong` })
    .max(30, { error: `${label} Maksimal 30 Karakter` })
    .regex(/^[A-Za-z0-9_.\- ]+$/, {
      error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
    })
    .transform((v) => v.toUpperCase());

/** One sale that used a coupon. */
export type KuponPakai = {
  no_faktur_group: string;
  tanggal: string;
  jam: string;
  kode_member: string;
  nama_customer: string;
  total_belanja: number;
  potongan: number;
  status: KuponPakaiStatus;
  input_by: string;
  batal_by: string | null;
};

/** A coupon looked up by code on the business day: its terms, state, quota left and usage history. */
export type KuponInfo = {
  kode_kupon: string;
  tanggal: string;
  state: KuponState;
  kupon: KuponTerms | null;
  terpakai: number;
  sisa_kuota: number;
  riwayat: KuponPakai[];
};

/** Cek Kupon (and the counter before it applies a coupon). */
export const cekKupon = endpoint<undefined, undefined, { kode_kupon: string }, KuponInfo>({
  method: 'GET',
  path: 'kupon/cek/:kode_kupon',
  params: z.object({ kode_kupon: kuponCode() }),
});
