/**
 * The clear (x) buttons antd renders for `allowClear` selects, inputs and date pickers are real
 * buttons: Tab stopped on each of them between two fields. They stay usable by mouse; Tab skips
 * them (tabIndex -1). One observer for the whole app, so no screen has to remember it.
 */
const CLEAR_BUTTONS = 'button.ant-select-clear, button.ant-input-clear-icon, button.ant-picker-clear';

function untab(node: Node) {
  if (!(node instanceof Element)) return;
  if (node.matches(CLEAR_BUTTONS)) node.setAttribute('tabindex', '-1');
  for (const b of node.querySelectorAll(CLEAR_BUTTONS)) b.setAttribute('tabindex', '-1');
}

export function keepClearButtonsOutOfTab(root: Node = document.body): () => void {
  untab(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) untab(n);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
