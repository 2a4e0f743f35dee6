/** The fields a dialog may start on: enabled inputs, selects and date pickers, in page order. */
const FIELDS = [
  'input:not([disabled]):not([type="hidden"]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  '.ant-select:not(.ant-select-disabled) input',
  '.ant-picker:not(.ant-picker-disabled) input',
]
  .map((f) => `.ant-modal-body ${f}`)
  .join(', ');

/** Puts the cursor in the dialog's first field, unless the dialog already chose one. */
export function focusFirstField(root: HTMLElement | null): void {
  if (!root) return;
  const active = document.activeElement;
  if (active && root.contains(active) && active.matches('input, textarea')) return;
  root.querySelector<HTMLElement>(FIELDS)?.focus();
}

/**
 * After a popup closes: when a dialog is still open (one that opened behind the popup, such as the
 * authorisation a refused call asks for) and the cursor is not in one of its fields, into its first
 * field. The popup leaves focus on what had it before, or on the dialog's close button.
 */
export function focusOpenDialog(): void {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
    (w) => w.style.display !== 'none' && !w.querySelector('.ant-modal-confirm'),
  );
  focusFirstField(open.at(-1) ?? null);
}
