/** Median and 95th percentile of measured durations, in milliseconds with one decimal. */
export function summarise(samples: number[]): { n: number; median: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const r = (v: number) => Math.round(v * 10) / 10;
  return { n: sorted.length, median: r(at(0.5)), p95: r(at(0.95)), max: r(sorted.at(-1) ?? 0) };
}

/** The q-th percentile (0-100) of the samples, nearest rank; 0 when there are none. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))] ?? 0;
}

export const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;
