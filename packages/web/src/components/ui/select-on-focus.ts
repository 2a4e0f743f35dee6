import type { FocusEvent, MouseEvent } from 'react';

/** When each input last got the focus (a click's mouseup right after it must not undo the selection). */
const focusedAt = new WeakMap<EventTarget, number>();
/** A click's mouseup this soon after the focus belongs to the click that focused the field. */
const CLICK_MS = 600;

/**
 * Props of an amount, weight or kadar input that select its whole text when it gets the focus (by
 * Tab, Enter, F8 or a click), so that what the cashier types replaces a prefilled value instead of
 * being added behind it (a 40,000 repair with '75000' typed became 4,000,075,000). A click's mouseup
 * would put the caret back: the one belonging to the focusing click is ignored; a later click still
 * places the caret.
 */
export const selectOnFocus = {
  onFocus: (e: FocusEvent<HTMLInputElement>) => {
    focusedAt.set(e.target, e.timeStamp);
    e.target.select();
  },
  onMouseUp: (e: MouseEvent<HTMLInputElement>) => {
    const at = focusedAt.get(e.currentTarget);
    if (at === undefined) return;
    focusedAt.delete(e.currentTarget);
    if (e.timeStamp - at < CLICK_MS) e.preventDefault();
  },
} as const;

/** Focuses the element with the id and selects its text (an input filled by a key, like F8 Uang Pas). */
export function focusAndSelect(id: string) {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLElement)) return;
  el.focus();
  if (el instanceof HTMLInputElement) el.select();
}
