import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]):not([type="file"]), textarea:not([disabled]), button:not([disabled])';

const shown = (el: HTMLElement) => el.tabIndex >= 0 && el.getClientRects().length > 0;

/**
 * Enter in a field of the container moves to its next field, in Tab order (counter forms typed
 * without the mouse). A button still presses, a text area still breaks the line, and an open
 * drop-down still takes Enter as its choice. Put it on the form's container as onKeyDown.
 */
export function enterMovesFocus(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey || e.nativeEvent.isComposing)
    return;
  const field = e.target;
  if (!(field instanceof HTMLInputElement)) return;
  if (field.getAttribute('aria-expanded') === 'true') return;
  e.preventDefault();
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
  all[all.indexOf(field) + 1]?.focus();
}
