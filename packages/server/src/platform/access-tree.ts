import { createHash } from 'node:crypto';
import { type AksesNode, effectiveAkses, type UserLevel } from '@emas/contract';

/**
 * Effective access trees by level and the database's md5 of the stored tree: every request needs its
 * user's tree, and building it from the route table costs more than the rest of a light request. The
 * key is the content itself (never a user or a session), so a changed tree is a new key at once and an
 * entry is never stale. Trees are frozen: one object serves every request of every user holding it.
 */
const trees = new Map<string, AksesNode[]>();
const MAX_TREES = 1_000;
const versions = new WeakMap<readonly AksesNode[], string>();

const deepFreeze = (nodes: AksesNode[]): AksesNode[] => {
  for (const n of nodes) {
    deepFreeze(n.children);
    Object.freeze(n);
  }
  return Object.freeze(nodes) as AksesNode[];
};

/** The tree of `level` with the stored tree whose md5 is `storedMd5`, if built before. */
export const knownTree = (level: UserLevel, storedMd5: string): AksesNode[] | undefined =>
  trees.get(`${level}:${storedMd5}`);

/** Builds (once) the effective tree of `level` and the stored tree `stored` whose md5 is `storedMd5`. */
export function treeOf(
  level: UserLevel,
  storedMd5: string,
  stored: readonly AksesNode[] | null,
): AksesNode[] {
  const key = `${level}:${storedMd5}`;
  const hit = trees.get(key);
  if (hit) return hit;
  if (trees.size >= MAX_TREES) trees.clear();
  const tree = deepFreeze(effectiveAkses(level, stored));
  trees.set(key, tree);
  return tree;
}

/** The fingerprint the web compares to know its stored tree is current (UserData.versi_akses). */
export function aksesVersion(tree: readonly AksesNode[]): string {
  const known = versions.get(tree);
  if (known) return known;
  const v = createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 22);
  versions.set(tree, v);
  return v;
}
