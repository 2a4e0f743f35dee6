/**
 * The key names of the simpler counters' keys (sale of a deposit, loan: useCounterKeys of
 * counter-save-bar.tsx): a key press by its lower-case name ('f2', 'f4'), and Ctrl+S or Cmd+S as
 * 'f9' (Simpan).
 */
export const saveBarKeyOf = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): string =>
  (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's' ? 'f9' : e.key.toLowerCase();
