import { useCallback, useState } from 'react';

let seq = 0;
const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 50);

/**
 * The lines a counter form fills (pledged or deposited pieces): one empty line to start, a line
 * changed, removed, added (F4: the cursor goes to its first field) and all cleared back to one line
 * with `onReset` (the form's own fields).
 */
export function useDraftLines<L extends { key: string }>(
  prefix: string,
  blank: Omit<L, 'key'>,
  firstField: (key: string) => string,
  onReset: () => void,
) {
  const newLine = useCallback(
    () => ({ ...blank, key: `${prefix}-${Date.now().toString(36)}-${++seq}` }) as L,
    [prefix, blank],
  );
  const [lines, setLines] = useState<L[]>(() => [newLine()]);
  const update = useCallback(
    (key: string, patch: Partial<L>) =>
      setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l))),
    [],
  );
  const remove = useCallback((key: string) => setLines((ls) => ls.filter((l) => l.key !== key)), []);
  const addLine = useCallback(() => {
    const l = newLine();
    setLines((ls) => [...ls, l]);
    focusLater(firstField(l.key));
  }, [newLine, firstField]);
  const reset = useCallback(() => {
    const l = newLine();
    setLines([l]);
    onReset();
    focusLater(firstField(l.key));
  }, [newLine, firstField, onReset]);
  return { lines, update, remove, addLine, reset };
}
