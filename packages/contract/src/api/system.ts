import { z } from 'zod';
import type { ClosingChecklist } from '../closing.ts';
import { endpoint } from '../endpoint.ts';
import { code, integer, isoDate, oneOf, optionalText, text, userId } from '../validation.ts';
import type { ModuleSetting } from './auth.ts';

export type ModuleSettingRow = ModuleSetting & {
  description: string;
  updated_by: string | null;
  updated_at: string | null;
};

export const listModules = endpoint<undefined, undefined, undefined, ModuleSettingRow[]>({
  method: 'GET',
  path: 'system-setting/modules',
});
export const setModulesBody = z.object({
  modules: z
    .array(
      z.object({
        key: code('Kode Module', 80),
        active: z.boolean({ error: 'Status Module Harus Ya/Tidak' }),
      }),
      {
        error: 'Module Tidak Boleh Kosong',
      },
    )
    .min(1, { error: 'Module Tidak Boleh Kosong' })
    .max(500, { error: 'Module Terlalu Banyak' }),
});
export const setModules = endpoint<z.infer<typeof setModulesBody>, undefined, undefined, ModuleSettingRow[]>({
  method: 'PUT',
  path: 'system-setting/modules',
  body: setModulesBody,
});

export type ParaSystem = { key: string; value: string };
const paraKeyParam = z.object({ key: text('Key', 80) });
export const getParaSystem = endpoint<undefined, undefined, z.infer<typeof paraKeyParam>, ParaSystem>({
  method: 'GET',
  path: 'para-system/key/:key',
  params: paraKeyParam,
});
export const setParaSystemBody = z.object({ value: text('Nilai', 500) });
export const setParaSystem = endpoint<
  z.infer<typeof setParaSystemBody>,
  undefined,
  z.infer<typeof paraKeyParam>,
  ParaSystem
>({ method: 'PUT', path: 'para-system/key/:key', body: setParaSystemBody, params: paraKeyParam });

export type TokoSetting = {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  no_telp: string;
  no_whatsapp: string;
  tgl_system: string;
  app_type: 'PUSAT' | 'TOKO';
};
export const getTokoSetting = endpoint<undefined, undefined, undefined, TokoSetting>({
  method: 'GET',
  path: 'toko/setting',
});
export const setTokoSettingBody = z.object({
  nama_toko: text('Nama Toko', 100),
  alamat_toko: text('Alamat Toko', 255),
  no_telp: optionalText('No Telp', 20),
  no_whatsapp: optionalText('No WhatsApp', 20),
});
export const setTokoSetting = endpoint<z.infer<typeof setTokoSettingBody>, undefined, undefined, TokoSetting>(
  {
    method: 'PUT',
    path: 'toko/setting',
    body: setTokoSettingBody,
  },
);

/**
 * POST system/close: PROSES set to close; tgl_system (optional) guards against closing a day twice;
 * kas_hitung (optional): the cash counted in each cashier's drawer, kept with the closing and its
 * difference from the system's balance; a drawer counted short carries a keterangan explaining it.
 */
export const closeStoreBody = z.object({
  PROSES: oneOf('PROSES', ['close'] as const),
  tgl_system: isoDate('Tanggal System').optional(),
  kas_hitung: z
    .array(
      z.object({
        input_by: userId('Kasir'),
        jumlah: integer('Uang Dihitung', 0, 1_000_000_000_000),
        /** Why the drawer is short: required when it is (kasNeedsNote). */
        keterangan: optionalText('Keterangan Selisih', 255),
      }),
      { error: 'Hitung Kas Harus Berupa Daftar' },
    )
    .max(500, { error: 'Hitung Kas Terlalu Banyak' })
    .optional(),
});
export type CloseStoreResult = { uid: string; tgl_system_lama: string; tgl_system: string };
export const closeStore = endpoint<z.infer<typeof closeStoreBody>, undefined, undefined, CloseStoreResult>({
  method: 'POST',
  path: 'system/close',
  body: closeStoreBody,
});

/** GET system/close/checklist: what to check before closing (chosen path). */
export const closingChecklist = endpoint<undefined, undefined, undefined, ClosingChecklist>({
  method: 'GET',
  path: 'system/close/checklist',
});

/** POST system/close/warning: warns every open screen of the shop that it is about to close (chosen path). */
export const warnClosing = endpoint<undefined, undefined, undefined, { layar: number }>({
  method: 'POST',
  path: 'system/close/warning',
});
