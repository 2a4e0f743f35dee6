import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { code, isoDate, oneOf, optionalText, text } from '../validation.ts';
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

/** POST system/close: PROSES set to close; tgl_system (optional) guards against closing a day twice. */
export const closeStoreBody = z.object({
  PROSES: oneOf('PROSES', ['close'] as const),
  tgl_system: isoDate('Tanggal System').optional(),
});
export type CloseStoreResult = { uid: string; tgl_system_lama: string; tgl_system: string };
export const closeStore = endpoint<z.infer<typeof closeStoreBody>, undefined, undefined, CloseStoreResult>({
  method: 'POST',
  path: 'system/close',
  body: closeStoreBody,
});
