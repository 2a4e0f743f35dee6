import { addDays, formatTanggal, todayJakarta } from './dates.ts';

/**
 * The store closing's rules and texts beyond the specification's (reports document, section 4 and
 * DESIGN.md section 6): the business date never runs more than one calendar day ahead of Jakarta's
 * clock, a checklist comes first, and open screens are warned before their sessions end.
 */
export const CLOSING_MSG = {
  tooFar: (batas: string) =>
    `Tutup Toko Ditolak, Tanggal Sistem Tidak Boleh Melewati ${formatTanggal(batas)} (Hari Berikutnya)`,
  warning: (by: string) =>
    `Toko Akan Segera Ditutup Oleh ${by}. Simpan Transaksi Anda, Keranjang Yang Belum Disimpan Tetap Tersimpan Di Layar Ini.`,
  warningTitle: 'Toko Akan Ditutup',
  warned: (n: number) => `Peringatan Dikirim Ke ${n} Layar Yang Terbuka`,
  cartKept: 'Keranjang Yang Belum Disimpan Dipulihkan',
  kasirUnknown: (kasir: string) => `Kasir ${kasir} Tidak Memiliki Saldo Kas Hari Ini`,
  starting: 'Memulai Tutup Toko',
  /** Issue 43: a drawer counted short of the system's balance needs a note explaining it. */
  shortageNote: (kasir: readonly string[]) =>
    `Uang Kas ${kasir.join(', ')} Kurang Dari Saldo Sistem, Keterangan Selisih Harus Diisi`,
} as const;

/** The latest business date a closing may move to: the calendar day after today in Jakarta. */
export const closingLimit = (now: Date = new Date()): string => addDays(todayJakarta(now), 1);

/** Why closing the day `tglSystem` now is refused, or null when it may go on. */
export function closingRefusal(tglSystem: string, now: Date = new Date()): string | null {
  const batas = closingLimit(now);
  return addDays(tglSystem, 1) > batas ? CLOSING_MSG.tooFar(batas) : null;
}

/** A cashier's drawer as counted at closing: the system's balance, the count and the difference. */
export const kasSelisih = (saldo: number, dihitung: number) => dihitung - saldo;

/** A drawer counted short (less cash than the system's balance): the closing asks why (keterangan). */
export const kasNeedsNote = (saldo: number, dihitung: number, keterangan?: string) =>
  kasSelisih(saldo, dihitung) < 0 && !keterangan?.trim();

/** One user with a live session on the shop: its screens now open and the lines they have not saved. */
export type ClosingUser = {
  user_id: string;
  user_name: string;
  level: string;
  /** Sessions not ended nor expired. */
  sesi: number;
  /** Screens connected to the live channel now. */
  layar: number;
  /** Lines in carts those screens have not saved yet, by screen name. */
  keranjang: { screen: string; lines: number }[];
};

/** What the owner checks before closing (GET system/close/checklist). */
export type ClosingChecklist = {
  tgl_system: string;
  tgl_system_baru: string;
  /** The latest date the closing may move to; `ditolak` says why it may not when past it. */
  batas: string;
  ditolak: string | null;
  users: ClosingUser[];
  /** Non-cash rows of the day still OPEN; `wajib`: the shop refuses to close while there are some. */
  non_cash: { jumlah: number; total: number; wajib: boolean };
  /** Each cashier's CASH drawer of the day (saldo awal included). */
  kas: { input_by: string; saldo: number }[];
};

/** The live-channel report of an open cart (web -> server): the screen and its unsaved lines. */
export type CartState = { screen: string; lines: number };
/** The closing's warning to every open screen of the shop (server -> web). */
export type ClosingWarning = { by: string; tgl_system: string; message: string };
