import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { AppType } from '../levels.ts';
import { integer, oneOf, optionalText, text, userId } from '../validation.ts';
import { setModulesBody, setTokoSettingBody } from './system.ts';
import { portalUrl } from './toko.ts';

/**
 * The first-run set-up of a new shop (issue 39; chosen paths under `setup-toko/`): each step is one
 * call, one transaction, and may be run again without duplicating anything. Only OWN and SU; refused
 * once the shop is set up (SELESAI).
 */
export const SETUP_LANGKAH = ['profil', 'master', 'harga', 'users', 'modul'] as const;
export type SetupLangkah = (typeof SETUP_LANGKAH)[number];

export type SetupStatus = {
  /** True while the shop has not finished its set-up (a shop with masters before the set-up existed: false). */
  perlu_setup: boolean;
  app_type: AppType;
  /** The steps saved so far. */
  langkah: Record<SetupLangkah, boolean>;
  /** What the shop still lacks to sell, buy back and lend, in the words the wizard shows. */
  kurang: string[];
};

export const SETUP_TOKO_MSG = {
  sudahSelesai: 'Setup Toko Sudah Selesai',
  profilSaved: 'Profil Toko Berhasil Disimpan',
  masterSaved: 'Data Master Berhasil Disimpan',
  hargaSaved: 'Harga Emas Berhasil Disimpan',
  usersSaved: 'User Berhasil Disimpan',
  modulSaved: 'Module Berhasil Disimpan',
  selesai: 'Setup Toko Selesai, Toko Siap Berjualan',
  salinSaved: 'Data Master Kantor Pusat Berhasil Disalin',
  masterUnknown: (key: string) => `Master ${key} Tidak Termasuk Setup Toko`,
  masterTwice: (key: string) => `Master ${key} Dikirim Dua Kali`,
  masterMinimal: (title: string, n: number) => `${title} Minimal ${n} Data`,
  gudangWajib: (kode: string) => `Gudang ${kode} Wajib Ada`,
  rowInvalid: (title: string, n: number, message: string) => `${title} Baris ${n}: ${message}`,
  rowTwice: (title: string, kode: string) => `${title} ${kode} Ganda`,
  refMissing: (title: string, label: string, kode: string) => `${title}: ${label} ${kode} Tidak Ditemukan`,
  usersKasir: 'Minimal Satu User KASIR',
  usersPengawas: 'Minimal Satu User SPV Atau OWN',
  userTwice: (id: string) => `User ID ${id} Ganda`,
  userAdmin: 'User admin Tidak Bisa Diubah Di Setup Toko',
  userTaken: (id: string) => `User ID ${id} Sudah Dipakai`,
  belumSiap: (kurang: string) => `Toko Belum Siap: ${kurang}`,
  pusatSaja: 'Salin Data Master Hanya Untuk Toko Cabang',
  pusatTidakTerhubung: 'Kantor Pusat Tidak Dapat Dihubungi',
  pusatTokenSalah: 'Token Kantor Pusat Tidak Valid',
  pusatJawabanSalah: 'Jawaban Kantor Pusat Tidak Valid',
  kurangMaster: (title: string) => `Data ${title} Belum Ada`,
  kurangGudang: (kode: string) => `Gudang ${kode} Belum Ada`,
  kurangHarga: 'Harga Emas Hari Ini Belum Diisi',
  kurangKasir: 'Belum Ada User KASIR',
  kurangPengawas: 'Belum Ada User SPV Atau OWN',
} as const;

export const getSetupStatus = endpoint<undefined, undefined, undefined, SetupStatus>({
  method: 'GET',
  path: 'setup-toko/status',
});

export const setupProfilBody = setTokoSettingBody;
export const saveSetupProfil = endpoint<z.infer<typeof setupProfilBody>, undefined, undefined, SetupStatus>({
  method: 'PUT',
  path: 'setup-toko/profil',
  body: setupProfilBody,
});

/**
 * The masters the owner saves, each with its rows as that master's add call takes them (checked on
 * the server by the master's own schema). A row whose key exists is updated, a new one added.
 */
export const setupMasterBody = z.object({
  master: z
    .array(
      z.object({
        key: text('Master', 60),
        rows: z
          .array(z.record(z.string(), z.unknown()), { error: 'Baris Master Harus Berupa Daftar' })
          .max(500, { error: 'Baris Master Maksimal 500' }),
      }),
      { error: 'Data Master Tidak Boleh Kosong' },
    )
    .min(1, { error: 'Data Master Tidak Boleh Kosong' })
    .max(60, { error: 'Data Master Terlalu Banyak' }),
});
export type SetupMasterBody = z.infer<typeof setupMasterBody>;
export const saveSetupMaster = endpoint<SetupMasterBody, undefined, undefined, SetupStatus>({
  method: 'PUT',
  path: 'setup-toko/master',
  body: setupMasterBody,
});

/** The day's 24K price (Parameter Harga Emas with kategori harga 100%). */
export const setupHargaBody = z
  .object({
    harga_jual: integer('Harga Jual', 1, 100_000_000),
    harga_beli: integer('Harga Beli', 1, 100_000_000),
  })
  .refine((b) => b.harga_beli <= b.harga_jual, { error: 'Harga Beli Tidak Boleh Melebihi Harga Jual' });
export const saveSetupHarga = endpoint<z.infer<typeof setupHargaBody>, undefined, undefined, SetupStatus>({
  method: 'PUT',
  path: 'setup-toko/harga-emas',
  body: setupHargaBody,
});

/** Levels the set-up creates: the counter and those who authorise it (admin stays the only SU). */
export const SETUP_USER_LEVELS = ['KASIR', 'SPV', 'OWN'] as const;
export const setupUsersBody = z.object({
  users: z
    .array(
      z.object({
        user_id: userId(),
        user_name: text('Nama User', 100),
        level: oneOf('Level', SETUP_USER_LEVELS),
        password: text('Password', 200).refine((v) => v.length >= 6, {
          error: 'Password Minimal 6 Karakter',
        }),
        no_hp: optionalText('No HP', 20),
      }),
      { error: 'User Tidak Boleh Kosong' },
    )
    .min(1, { error: 'User Tidak Boleh Kosong' })
    .max(50, { error: 'User Terlalu Banyak' }),
});
export const saveSetupUsers = endpoint<z.infer<typeof setupUsersBody>, undefined, undefined, SetupStatus>({
  method: 'PUT',
  path: 'setup-toko/users',
  body: setupUsersBody,
});

export const setupModulBody = setModulesBody;
export const saveSetupModul = endpoint<z.infer<typeof setupModulBody>, undefined, undefined, SetupStatus>({
  method: 'PUT',
  path: 'setup-toko/modul',
  body: setupModulBody,
});

export const finishSetup = endpoint<undefined, undefined, undefined, SetupStatus>({
  method: 'POST',
  path: 'setup-toko/selesai',
});

/**
 * A branch copies head office's masters: the owner pastes head office's portal and a service
 * credential head office issued under the branch's code; the branch reads `setup-toko/master-pusat`.
 */
export const salinPusatBody = z.object({
  portal: portalUrl,
  token: text('Token Kantor Pusat', 200),
});
export const salinMasterPusat = endpoint<z.infer<typeof salinPusatBody>, undefined, undefined, SetupStatus>({
  method: 'POST',
  path: 'setup-toko/salin-pusat',
  body: salinPusatBody,
});

/** Head office's masters as a branch copies them (read only). */
export type MasterPusat = {
  master: { key: string; rows: Record<string, unknown>[] }[];
  para_system: { key: string; value: string }[];
};
export const getMasterPusat = endpoint<undefined, undefined, undefined, MasterPusat>({
  method: 'GET',
  path: 'setup-toko/master-pusat',
});
export type SetupUsersInput = z.infer<typeof setupUsersBody>['users'];
