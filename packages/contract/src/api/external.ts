import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { BIRTH_DATE_RANGE, isoDate, optionalText, text } from '../validation.ts';

/**
 * External web shop (operations document, External goods; sections 2, 3, 7 and 9): items registered
 * on the web shop through an outbox that retries, the web's sales and members pulled back, and one
 * processing call that marks the sold items sold here (once) and stores the members.
 */
export const EXTERNAL_MSG = {
  /** The screen's default text when the server gives none; the specification's typos kept. */
  sendFailed: 'Terjadi kesalhaan saat meengirim data',
  barangKosong: 'Data Barang Tidak Tersedia',
  memberKosong: 'Data Member Tidak Tersedia',
  tersedia: 'Data Tersedia',
  tersimpan: 'Data Tersimpan',
  laporanKosong: 'Laporan Tidak Tersedia',
  laporanTersedia: 'Laporan Tersedia',
  /** Chosen: nothing chosen to process. */
  pilihData: 'Pilih Data Barang Atau Member Terlebih Dahulu',
  /** Chosen: the web shop cannot be reached (its answer is shown when it gives one). */
  providerDown: 'Web External Tidak Dapat Dihubungi',
} as const;

/**
 * status_external: ANTRI (in the outbox), SUCCESS (registered, id_ext known), FAIL (not available on
 * the web: refused, or retries exhausted), SOLD (sold on the web and marked sold here).
 */
export const STATUS_EXTERNAL = ['ANTRI', 'SUCCESS', 'FAIL', 'SOLD'] as const;
export type StatusExternal = (typeof STATUS_EXTERNAL)[number];

export type BarangExternal = {
  kode_barcode: string;
  nama_barang: string;
  berat: string;
  harga_jual: number;
  status_external: StatusExternal;
  id_ext: string | null;
  /** Outbox state of its registration: attempts made and the last error. */
  attempts: number;
  last_error: string | null;
};

export type MemberExternal = {
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  tgl_lahir: string | null;
};

export const externalRange = z.object(
  {
    tgl_from: isoDate('Tanggal Awal'),
    tgl_to: isoDate('Tanggal Akhir'),
  },
  { error: 'Data Tidak Valid' },
);
export type ExternalRange = z.infer<typeof externalRange>;
const rangeChecked = externalRange.refine((v) => v.tgl_from <= v.tgl_to, {
  error: 'Tanggal Awal Tidak Boleh Lebih Dari Tanggal Akhir',
});

export const registerWebExternal = endpoint<ExternalRange, undefined, undefined, BarangExternal[]>({
  method: 'POST',
  path: 'barang/register-web-external',
  body: rangeChecked,
});

export const findSoldExternal = endpoint<undefined, ExternalRange, undefined, BarangExternal[]>({
  method: 'GET',
  path: 'barang/find-sold-external',
  query: rangeChecked,
});

export const findActiveMemberExternal = endpoint<undefined, ExternalRange, undefined, MemberExternal[]>({
  method: 'GET',
  path: 'member/external/find-active',
  query: rangeChecked,
});

export const memberExternalSchema = z.object({
  kode_member: text('Kode Member', 30),
  nama_customer: text('Nama Customer', 100),
  alamat_customer: optionalText('Alamat Customer', 255),
  tgl_lahir: isoDate('Tanggal Lahir', BIRTH_DATE_RANGE).nullable().optional(),
});

export const processExternalBody = z
  .object(
    {
      data_barangs: z
        .array(text('Id External', 100), { error: 'Data Barang Harus Berupa Daftar' })
        .max(1000, { error: 'Data Barang Terlalu Banyak' })
        .default([]),
      data_members: z
        .array(memberExternalSchema, { error: 'Data Member Harus Berupa Daftar' })
        .max(1000, { error: 'Data Member Terlalu Banyak' })
        .default([]),
    },
    { error: 'Data Tidak Valid' },
  )
  .refine((v) => v.data_barangs.length + v.data_members.length > 0, { error: EXTERNAL_MSG.pilihData });
export type ProcessExternalBody = z.infer<typeof processExternalBody>;
export type ProcessExternalResult = {
  /** Items marked sold by this call (an item already sold is not counted twice). */
  barang_terjual: string[];
  /** id_ext that matched no registered item, or an item no longer in stock. */
  barang_dilewati: string[];
  member_baru: string[];
};

export const processExternalItaly = endpoint<
  ProcessExternalBody,
  undefined,
  undefined,
  ProcessExternalResult
>({
  method: 'POST',
  path: 'external/process-external-italy',
  body: processExternalBody,
});

/**
 * The web shop's own calls (the real provider by EXTERNAL_SHOP_URL, a local stand-in in tests):
 * POST {base}/items {kode_barcode, nama_barang, berat, harga_jual} -> {id_ext}; GET {base}/items/sold
 * ?tgl_from&tgl_to -> {data: [{id_ext}]}; GET {base}/members?tgl_from&tgl_to -> {data: MemberExternal[]}.
 */
export const EXTERNAL_PROVIDER_PATHS = {
  items: 'items',
  sold: 'items/sold',
  members: 'members',
} as const;
