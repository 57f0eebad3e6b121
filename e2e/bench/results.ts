// What each part of the benchmark writes to results/<part>.json, and how run.ts reads it back.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
/** The build the browser parts measure: a copy of dist/ taken at the start of the run. */
export const DIST_COPY = `${RESULTS_DIR}dist`;

/** In the order, which is the table's. */
export const PARTS = ['bytes', 'tti', 'search', 'polls', 'sandbox-load'] as const;
export type PartName = (typeof PARTS)[number];

export type Unit = 'ms' | 'bytes' | 'count' | 'rps';

export type Measure = {
  /** What ratios and most goals compare: a median, a total, a rate. */
  value: number;
  /** The 90th percentile, for figures measured over several runs. */
  p90?: number;
  unit: Unit;
  /** Words shown after the figure and a comma: "12 requests", "p99 9 ms". */
  detail?: string;
  /** Shown instead of the number, when the number alone would mislead ("none over 50 ms"). */
  display?: string;
};

export type Goal =
  /** `of` names the statistic held to the limit. */
  | { kind: 'at-most'; limit: number; of: 'value' | 'p90' }
  /** Ours over the floor's value. */
  | { kind: 'ratio-at-most'; limit: number }
  | { kind: 'at-least'; limit: number };

export type Row = {
  section: string;
  figure: string;
  ours: Measure;
  /** The same figure for the reference: the floor page, or a fixed poll. */
  floor?: Measure;
  goal?: Goal;
};

export type PartResult = {
  part: PartName;
  rows: Row[];
  /** Lines printed under the table: how the part measured, and what its data says about a cause. */
  notes: string[];
  /** Every sample, for whoever wants more than the table. */
  raw: unknown;
};

export function writePart(result: PartResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}${result.part}.json`, `${JSON.stringify(result, null, 2)}\n`);
}

/** The part's result, or null when it did not write one (it failed or was not run). */
export function readPart(part: PartName): PartResult | null {
  try {
    // Written by writePart above from this same type.
    return JSON.parse(readFileSync(`${RESULTS_DIR}${part}.json`, 'utf8')) as PartResult;
  } catch {
    return null;
  }
}
