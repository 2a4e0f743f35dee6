import { useEffect, useRef } from 'react';

/**
 * The shortcut keys of the counter, the same on Transaksi Penjualan and Transaksi Pembelian: one
 * list drives both screens' key handling and their help overlay (F1 or ?).
 */
export type CounterAction =
  | 'help'
  | 'scan'
  | 'member'
  | 'extra'
  | 'lookup'
  | 'sales'
  | 'exactCash'
  | 'save'
  | 'hold'
  | 'reprint';

export type CounterKey = { action: CounterAction; keys: string; label: string };

/** What each key does; `extra` and `exactCash` read per screen (see the screens' labels). */
export const COUNTER_KEYS: readonly CounterKey[] = [
  { action: 'help', keys: 'F1 / ?', label: 'Bantuan tombol (layar ini)' },
  { action: 'scan', keys: 'F2', label: 'Kembali ke kolom barcode / no faktur' },
  { action: 'member', keys: 'F3', label: 'Cari member (kode, nama atau no HP)' },
  { action: 'extra', keys: 'F4', label: 'Tambah barang tukar / barang luar' },
  { action: 'lookup', keys: 'F6', label: 'Cek harga & stok barang' },
  { action: 'sales', keys: 'F7', label: 'Ganti sales (diingat per kasir)' },
  { action: 'exactCash', keys: 'F8', label: 'Uang pas: tunai = sisa bayar' },
  { action: 'save', keys: 'F9 / Ctrl+S', label: 'Simpan dan cetak nota' },
  { action: 'hold', keys: 'F10', label: 'Tahan penjualan / panggil yang ditahan' },
  { action: 'reprint', keys: 'Ctrl+P', label: 'Cetak ulang nota terakhir' },
];

const BY_KEY: Record<string, CounterAction> = {
  F1: 'help',
  F2: 'scan',
  F3: 'member',
  F4: 'extra',
  F6: 'lookup',
  F7: 'sales',
  F8: 'exactCash',
  F9: 'save',
  F10: 'hold',
};

/** Whether the element takes typed text ('?' is then a character, not the help key). */
const typing = (el: Element | null) =>
  !!el &&
  ((el instanceof HTMLInputElement && !el.readOnly && el.dataset.scan !== 'true') ||
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLElement && el.isContentEditable));

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The action of a key press, or null. `isTyping` says whether the focused element takes typed text
 * (asked only for '?'); by default the page's focused element.
 */
export function counterActionOf(
  e: KeyPress,
  isTyping: () => boolean = () => typing(document.activeElement),
): CounterAction | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey && e.key.toLowerCase() === 's') return 'save';
  if (mod && !e.altKey && e.key.toLowerCase() === 'p') return 'reprint';
  if (mod || e.altKey) return null;
  if (e.key === '?' && !isTyping()) return 'help';
  return BY_KEY[e.key] ?? null;
}

/** The help overlay's rows: the screen's actions in COUNTER_KEYS order, with the screen's own wording. */
export const helpRows = (labels: Partial<Record<CounterAction, string | true>>): CounterKey[] =>
  COUNTER_KEYS.filter((k) => labels[k.action]).map((k) => {
    const own = labels[k.action];
    return { ...k, label: typeof own === 'string' ? own : k.label };
  });

/**
 * Listens to the counter's keys while the screen is open. Handlers may change on every render; the
 * listener is added once. A screen without a handler for an action leaves its key to the browser.
 */
export function useCounterKeys(handlers: Partial<Record<CounterAction, () => void>>, enabled = true) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const action = counterActionOf(e);
      const run = action ? ref.current[action] : undefined;
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
