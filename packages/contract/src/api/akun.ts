import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { oneOf, text } from '../validation.ts';

/**
 * Parameter Akun (AKUN_MODULE; reports document sections 3, 4, 7 and 8): the journal accounts each
 * transaction kind (trx) of each type posts to. The screen lists the parameters, edits one's account
 * numbers and saves with `PUT para-akun-transaksi/{trx}/{type}`; `GET akuns` is the chart of accounts.
 */
export const AKUN_MSG = {
  edited: 'Data Berhasil Diedit',
  failed: 'Data Gagal Diedit',
  loadFailed: 'Terjadi Kesalahan Saat Mengirim Data',
  /** chosen */
  notFound: 'Parameter Akun Tidak Ditemukan',
  unknownAkun: 'Nomor Akun Tidak Terdaftar',
  entriesChanged: 'Kode Akun Dan Jenis Akun Harus Sesuai Parameter',
} as const;

export const JENIS_AKUN = ['DEBET', 'KREDIT'] as const;
export type JenisAkun = (typeof JENIS_AKUN)[number];

/** Account: nomor_akun, nama_akun. */
export type Akun = { nomor_akun: string; nama_akun: string };
/** One posting of a parameter: which role (kode_akun), debit or credit, to which account. */
export type DetailAkun = { _id: string; kode_akun: string; jenis_akun: JenisAkun; nomor_akun: string };
/** Account parameter: trx, type, detail_akun entries. */
export type ParaAkunTransaksi = { trx: string; type: string; detail_akun: DetailAkun[] };

export const listAkuns = endpoint<undefined, undefined, undefined, Akun[]>({ method: 'GET', path: 'akuns' });

export const listParaAkun = endpoint<undefined, undefined, undefined, ParaAkunTransaksi[]>({
  method: 'GET',
  path: 'para-akun-transaksi',
});

const paraAkunParams = z.object({ trx: text('Transaksi', 50), type: text('Type', 50) });
export const editParaAkunBody = z.object({
  detail_akun: z
    .array(
      z.object({
        kode_akun: text('Kode Akun', 50),
        jenis_akun: oneOf('Jenis Akun', JENIS_AKUN),
        nomor_akun: text('Nomor Akun', 30),
      }),
      { error: 'Detail Akun Tidak Valid' },
    )
    .min(1, { error: 'Detail Akun Tidak Boleh Kosong' })
    .max(20, { error: 'Detail Akun Terlalu Banyak' }),
});
export type EditParaAkunBody = z.infer<typeof editParaAkunBody>;
export const editParaAkun = endpoint<
  EditParaAkunBody,
  undefined,
  z.infer<typeof paraAkunParams>,
  ParaAkunTransaksi
>({ method: 'PUT', path: 'para-akun-transaksi/:trx/:type', body: editParaAkunBody, params: paraAkunParams });
