import type { ReportDef, ReportParams } from './types.ts';

/**
 * A report as the shop's modules show it: a column's caption switched while its module is off
 * (moduleCaption), a filter that belongs to a module left out while it is off. Screens, files and the
 * server's parameters follow the same answer; a report without either is returned as it is.
 */
export function reportForModules(def: ReportDef, active: ReadonlySet<string>): ReportDef {
  const switched = def.columns.some((c) => c.moduleCaption) || def.filters.some((f) => moduleOf(f));
  if (!switched) return def;
  return {
    ...def,
    columns: def.columns.map((c) =>
      c.moduleCaption && !active.has(c.moduleCaption.module) ? { ...c, caption: c.moduleCaption.off } : c,
    ),
    filters: def.filters.filter((f) => {
      const m = moduleOf(f);
      return !m || active.has(m);
    }),
  };
}

const moduleOf = (f: ReportDef['filters'][number]) => (f.kind === 'text' ? f.module : undefined);

/** The parameters without those of filters the modules leave out (a filter that is off is not applied). */
export function paramsForModules(def: ReportDef, shown: ReportDef, params: ReportParams): ReportParams {
  if (def === shown) return params;
  const kept = new Set(shown.filters.map((f) => f.key));
  return Object.fromEntries(
    Object.entries(params).filter(([k]) => kept.has(k) || !def.filters.some((f) => f.key === k)),
  );
}
