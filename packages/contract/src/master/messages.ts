import { MSG } from '../messages.ts';
import type { MasterDef, MasterMessages } from './types.ts';

export const DEFAULT_MASTER_MESSAGES: MasterMessages = {
  added: MSG.added,
  edited: MSG.edited,
  deleted: MSG.deleted,
  reactivated: 'Data Berhasil Diaktifkan',
  addFailed: 'Data Gagal Ditambahkan',
  editFailed: 'Data Gagal Dirubah',
  deleteFailed: 'Data Gagal Di Hapus',
};

export const masterMessages = (def: MasterDef): MasterMessages => ({
  ...DEFAULT_MASTER_MESSAGES,
  ...def.messages,
});

/** Adding a key that a deleted row holds: the text contains DELETED, so the page offers 'Aktifkan'. */
export const masterDeletedExists = (def: MasterDef, key: string) =>
  `Data ${def.title} ${key} Sudah Ada Dengan Status DELETED, Aktifkan Kembali?`;
export const masterExists = (def: MasterDef, key: string) => `Data ${def.title} ${key} Sudah Ada`;
export const masterNotFound = (def: MasterDef) => `Data ${def.title} Tidak Ditemukan`;
export const masterRefMissing = (label: string, value: string) => `${label} ${value} Tidak Ditemukan`;
export const masterInUse = (def: MasterDef, by: string) =>
  `Data ${def.title} Masih Digunakan Oleh ${by}, Tidak Bisa Dihapus`;
/** An edit that changes a row's key code: codes are fixed once saved (add a new row instead). */
export const masterKeyLocked = (def: MasterDef) =>
  `${def.keyFields.map((k) => def.fields.find((f) => f.key === k)?.label ?? k).join(' / ')} Tidak Boleh Diubah`;
/** A body field the master does not declare: 'Field {nama} Tidak Dikenal' (several joined by commas). */
export const masterUnknownFields = (keys: readonly string[]) => `Field ${keys.join(', ')} Tidak Dikenal`;
