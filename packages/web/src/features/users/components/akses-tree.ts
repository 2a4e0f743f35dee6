import type { AksesNode } from '@emas/contract';

/** Tree data for antd's Tree: keys are index paths ('0-3-1'), so repeated menu keys stay distinct. */
export type AksesTreeItem = { key: string; title: string; children: AksesTreeItem[] };

export function toTreeItems(nodes: readonly AksesNode[], prefix = ''): AksesTreeItem[] {
  return nodes.map((n, i) => {
    const key = prefix ? `${prefix}-${i}` : String(i);
    return { key, title: `${n.title}`, children: toTreeItems(n.children, key) };
  });
}

/** Keys checked at start: the shown leaves (a parent's check follows its children). */
export function shownLeafKeys(nodes: readonly AksesNode[], prefix = ''): string[] {
  return nodes.flatMap((n, i) => {
    const key = prefix ? `${prefix}-${i}` : String(i);
    if (n.children.length) return shownLeafKeys(n.children, key);
    return n.is_show ? [key] : [];
  });
}

/** The tree with is_show set from the check state: a parent is shown when any child is. */
export function applyChecks(
  nodes: readonly AksesNode[],
  checked: ReadonlySet<string>,
  prefix = '',
): AksesNode[] {
  return nodes.map((n, i) => {
    const key = prefix ? `${prefix}-${i}` : String(i);
    if (!n.children.length) return { ...n, is_show: checked.has(key) };
    const children = applyChecks(n.children, checked, key);
    return { ...n, is_show: children.some((c) => c.is_show), children };
  });
}

export const countShown = (nodes: readonly AksesNode[]): number =>
  nodes.reduce((s, n) => s + (n.children.length ? countShown(n.children) : n.is_show ? 1 : 0), 0);
