import { describe, expect, it } from 'vitest';
import { isDateLocked } from './date-lock.ts';
import { USER_LEVELS } from './levels.ts';
import { MODULE } from './modules.ts';

/** [owner module, spv module, levels free of the lock] with the active-date setting on. */
const TABLE: [boolean, boolean, string[]][] = [
  [true, true, ['OWN', 'SPV', 'SU', 'MU']],
  [true, false, ['OWN', 'SU', 'MU']],
  [false, true, ['SPV', 'SU', 'MU']],
  [false, false, []],
];

describe('isDateLocked', () => {
  for (const [owner, spv, free] of TABLE) {
    for (const level of USER_LEVELS) {
      const locked = !free.includes(level);
      it(`owner=${owner} spv=${spv} ${level}: ${locked ? 'locked' : 'free'}`, () => {
        expect(
          isDateLocked({ activeDateSetting: true, ownerPrevDayModule: owner, spvPrevDayModule: spv, level }),
        ).toBe(locked);
        const modules = [
          { key: MODULE.TANGGAL_AKTIF, active: true },
          { key: MODULE.HARI_SEBELUMNYA_OWNER, active: owner },
          { key: MODULE.HARI_SEBELUMNYA_SPV, active: spv },
        ];
        expect(isDateLocked({ level, modules })).toBe(locked);
        expect(
          isDateLocked({ level, modules: new Set(modules.filter((m) => m.active).map((m) => m.key)) }),
        ).toBe(locked);
      });
      it(`setting off, owner=${owner} spv=${spv} ${level}: never locked`, () => {
        expect(
          isDateLocked({ activeDateSetting: false, ownerPrevDayModule: owner, spvPrevDayModule: spv, level }),
        ).toBe(false);
        const modules = [
          { key: MODULE.HARI_SEBELUMNYA_OWNER, active: owner },
          { key: MODULE.HARI_SEBELUMNYA_SPV, active: spv },
        ];
        expect(isDateLocked({ level, modules })).toBe(false);
      });
    }
  }
});
