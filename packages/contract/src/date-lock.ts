import type { UserLevel } from './levels.ts';
import { MODULE } from './modules.ts';

/**
 * The date lock (foundation document section 4): with the active-date setting on, date fields are
 * read-only unless the user's level is freed by the previous-day modules.
 */
export type DateLockFlags = {
  /** The active-date setting (TANGGAL_AKTIF_MODULE). Off: never locked. */
  activeDateSetting: boolean;
  /** HARI_SEBELUMNYA_OWNER_MODULE. */
  ownerPrevDayModule: boolean;
  /** HARI_SEBELUMNYA_SPV_MODULE. */
  spvPrevDayModule: boolean;
  level: UserLevel | string;
};
type DateLockModuleList = readonly { key: string; active: boolean }[];
/** The same question asked with the user's module list (or the set of active keys). */
export type DateLockByModules = {
  level: UserLevel | string;
  modules: DateLockModuleList | ReadonlySet<string>;
};

/** The levels free of the lock for each combination of the two previous-day modules. */
function freeLevels(owner: boolean, spv: boolean): readonly string[] {
  if (owner && spv) return ['OWN', 'SPV', 'SU', 'MU'];
  if (owner) return ['OWN', 'SU', 'MU'];
  if (spv) return ['SPV', 'SU', 'MU'];
  return [];
}

/** The lock flags from a module list or a set of active keys. */
export function dateLockFlags(input: DateLockByModules): DateLockFlags {
  const { modules } = input;
  const active: ReadonlySet<string> =
    modules instanceof Set
      ? modules
      : new Set((modules as DateLockModuleList).filter((m) => m.active).map((m) => m.key));
  const on = (key: string) => active.has(key);
  return {
    activeDateSetting: on(MODULE.TANGGAL_AKTIF),
    ownerPrevDayModule: on(MODULE.HARI_SEBELUMNYA_OWNER),
    spvPrevDayModule: on(MODULE.HARI_SEBELUMNYA_SPV),
    level: input.level,
  };
}

/** Whether date fields are read-only for this user. */
export function isDateLocked(input: DateLockFlags | DateLockByModules): boolean {
  const f = 'modules' in input ? dateLockFlags(input) : input;
  if (!f.activeDateSetting) return false;
  return !freeLevels(f.ownerPrevDayModule, f.spvPrevDayModule).includes(f.level);
}
