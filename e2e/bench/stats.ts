// The few statistics the benchmark reports: nearest-rank percentiles and a median/p90/max summary.

/** Nearest-rank percentile: always one of the values measured, never an interpolation. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type Summary = { median: number; p90: number; max: number; runs: number };

export const summarize = (values: readonly number[]): Summary => ({
  median: percentile(values, 50),
  p90: percentile(values, 90),
  max: values.length > 0 ? Math.max(...values) : Number.NaN,
  runs: values.length,
});
