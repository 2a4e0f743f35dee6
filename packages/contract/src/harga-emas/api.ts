import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { code, integer, isoDate } from '../validation.ts';

export type HargaEmasRow = {
  kode_group: string;
  nama_group: string;
  kadar: number;
  harga_jual: number;
  harga_beli: number;
  /** The date the price in effect was set (a day without its own price keeps the last one). */
  berlaku_sejak: string | null;
  updated_by: string | null;
};

export type HargaEmasDay = {
  tanggal: string;
  kategori_harga: string;
  /** With harga_100%: the 24K price the groups follow. */
  base: { harga_jual: number; harga_beli: number; berlaku_sejak: string | null } | null;
  groups: HargaEmasRow[];
};

export type HargaEmasHistoryRow = {
  id: string;
  tanggal: string;
  kode_group: string;
  harga_jual_lama: number | null;
  harga_beli_lama: number | null;
  harga_jual_baru: number;
  harga_beli_baru: number;
  changed_by: string;
  changed_at: string;
};

const dayQuery = z.object({ tanggal: isoDate('Tanggal').optional() });

export const getHargaEmas = endpoint<undefined, z.infer<typeof dayQuery>, undefined, HargaEmasDay>({
  method: 'GET',
  path: 'harga-emas',
  query: dayQuery,
});

export const setHargaEmasBody = z
  .object({
    tanggal: isoDate('Tanggal'),
    harga: z
      .array(
        z.object({
          kode_group: code('Kode Group', 30),
          harga_jual: integer('Harga Jual', 1, 100_000_000),
          harga_beli: integer('Harga Beli', 1, 100_000_000),
        }),
        { error: 'Harga Tidak Boleh Kosong' },
      )
      .min(1, { error: 'Harga Tidak Boleh Kosong' })
      .max(200, { error: 'Harga Terlalu Banyak' }),
  })
  .refine((b) => b.harga.every((h) => h.harga_beli <= h.harga_jual), {
    error: 'Harga Beli Tidak Boleh Melebihi Harga Jual',
  })
  .refine((b) => new Set(b.harga.map((h) => h.kode_group)).size === b.harga.length, {
    error: 'Kode Group Tidak Boleh Ganda',
  });

export const setHargaEmas = endpoint<z.infer<typeof setHargaEmasBody>, undefined, undefined, HargaEmasDay>({
  method: 'PUT',
  path: 'harga-emas',
  body: setHargaEmasBody,
});

const historyQuery = z.object({
  tgl_awal: isoDate('Tanggal Awal'),
  tgl_akhir: isoDate('Tanggal Akhir'),
  kode_group: z
    .string()
    .trim()
    .max(30, { error: 'Kode Group Maksimal 30 Karakter' })
    .transform((v) => v.toUpperCase())
    .optional(),
});

export const hargaEmasHistory = endpoint<
  undefined,
  z.infer<typeof historyQuery>,
  undefined,
  HargaEmasHistoryRow[]
>({
  method: 'GET',
  path: 'harga-emas/history',
  query: historyQuery,
});

export const HARGA_EMAS_MSG = {
  saved: 'Harga Emas Berhasil Disimpan',
  onlyToday: 'Harga Emas Hanya Bisa Diubah Untuk Tanggal Sistem',
  unknownGroup: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  baseOnly: 'Dengan Kategori Harga 100%, Harga Diisi Untuk 24K Saja',
} as const;
