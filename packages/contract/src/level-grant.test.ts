import { describe, expect, it } from 'vitest';
import { buildDefaultAkses, levelMayGrant, rightsBeyond, routeAccess } from './access.ts';
import { USER_LEVELS, type UserLevel } from './levels.ts';
import { MODULE_KEYS } from './modules.ts';
import { ROUTES } from './routes.ts';

const TREES = new Map(USER_LEVELS.map((l) => [l, buildDefaultAkses(l)]));
const asLevel = (level: UserLevel) => ({ level, akses: TREES.get(level) ?? [] });
const pairs = USER_LEVELS.flatMap((a) => USER_LEVELS.map((b) => [a, b] as const));
/** Module sets a shop may run with: none, all, and each owner-only module alone. */
const ownerOnly = [...new Set(ROUTES.flatMap((r) => (r.ownerOnlyModule ? [r.ownerOnlyModule] : [])))];
const moduleSets = [new Set<string>(), new Set<string>(MODULE_KEYS), ...ownerOnly.map((k) => new Set([k]))];

describe('who may grant which level (derived from the route table)', () => {
  it.each(pairs)('%s granting %s never hands out a route the granter cannot open', (a, b) => {
    if (!levelMayGrant(a, b)) {
      expect(rightsBeyond(asLevel(a), asLevel(b)).length).toBeGreaterThan(0);
      return;
    }
    const beyond: string[] = [];
    for (const modules of moduleSets)
      for (const mode of ['PUSAT', 'TOKO'])
        for (const route of ROUTES)
          if (
            routeAccess(asLevel(b), route, modules, mode) === 'ok' &&
            routeAccess(asLevel(a), route, modules, mode) !== 'ok'
          )
            beyond.push(route.path);
    expect(beyond).toEqual([]);
  });

  it('every level may grant its own level', () => {
    for (const l of USER_LEVELS) expect(levelMayGrant(l, l)).toBe(true);
  });

  it('SU may grant every level and only SU may grant SU', () => {
    for (const l of USER_LEVELS) expect(levelMayGrant('SU', l)).toBe(true);
    for (const l of USER_LEVELS) expect(levelMayGrant(l, 'SU')).toBe(l === 'SU');
  });

  it('an owner cannot make the SU/MU-only export user, and MU cannot make an owner', () => {
    expect(rightsBeyond(asLevel('OWN'), asLevel('MU'))).toContain('/export-csv');
    expect(levelMayGrant('OWN', 'MU')).toBe(false);
    expect(rightsBeyond(asLevel('MU'), asLevel('OWN'))).toContain('/setting-nota');
    expect(levelMayGrant('MU', 'OWN')).toBe(false);
  });

  it('a supervisor may make a cashier, a cashier not a supervisor', () => {
    expect(levelMayGrant('SPV', 'KASIR')).toBe(true);
    expect(levelMayGrant('KASIR', 'SPV')).toBe(false);
  });

  it('is transitive', () => {
    for (const [a, b] of pairs)
      for (const c of USER_LEVELS)
        if (levelMayGrant(a, b) && levelMayGrant(b, c)) expect(levelMayGrant(a, c)).toBe(true);
  });
});
