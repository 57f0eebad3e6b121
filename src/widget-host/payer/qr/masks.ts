// The eight data masks and the standard's penalty score, by which the mask that leaves the fewest look-alike patterns and blotches is chosen.
import type { Matrix } from './qr-matrix.js';

/** Whether mask `i` flips the module at column `x`, row `y` (ISO/IEC 18004 table 10). */
const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

export const MASK_COUNT = MASKS.length;

/** Flips the data modules mask `mask` names; applied twice, it undoes itself. */
export function applyMask(matrix: Matrix, mask: number): void {
  const flips = MASKS[mask];
  if (flips === undefined) throw new RangeError(`no mask ${mask}`);
  const { size, dark, reserved } = matrix;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = y * size + x;
      if (reserved[at] === 0 && flips(x, y)) dark[at] = (dark[at] ?? 0) ^ 1;
    }
  }
}

/** A finder's 1:1:3:1:1 run, dark first. */
const FINDER_LIKE = [1, 0, 1, 1, 1, 0, 1];

/** Rules 1 and 3 along one line of modules, `at(i)` its i-th. */
function linePenalty(size: number, at: (i: number) => number): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= size; i += 1) {
    if (i < size && at(i) === at(i - 1)) {
      run += 1;
      continue;
    }
    // Rule 1: five or more alike in a row, 3 and 1 more for each past five.
    if (run >= 5) score += run - 2;
    run = 1;
  }
  // Rule 3: a finder look-alike with four light modules before or after it (past the edge counts as light).
  const light = (from: number, to: number) => {
    for (let i = Math.max(from, 0); i < Math.min(to, size); i += 1) if (at(i) === 1) return false;
    return true;
  };
  for (let i = 0; i + FINDER_LIKE.length <= size; i += 1) {
    if (FINDER_LIKE.every((value, k) => at(i + k) === value) && (light(i - 4, i) || light(i + 7, i + 11))) score += 40;
  }
  return score;
}

/** The standard's penalty of a masked grid: long runs, 2×2 blocks, finder look-alikes, and dark far from half. */
export function penalty(matrix: Matrix): number {
  const { size, dark } = matrix;
  const module = (x: number, y: number) => dark[y * size + x] ?? 0;
  let score = 0;
  for (let y = 0; y < size; y += 1) score += linePenalty(size, (x) => module(x, y));
  for (let x = 0; x < size; x += 1) score += linePenalty(size, (y) => module(x, y));
  // Rule 2: 3 for every 2×2 block of one colour.
  for (let y = 0; y + 1 < size; y += 1) {
    for (let x = 0; x + 1 < size; x += 1) {
      const c = module(x, y);
      if (c === module(x + 1, y) && c === module(x, y + 1) && c === module(x + 1, y + 1)) score += 3;
    }
  }
  // Rule 4: 10 for every whole 5% the dark share is away from 50%.
  let darkCount = 0;
  for (const value of dark) darkCount += value;
  const total = size * size;
  score += Math.floor((Math.abs(darkCount * 2 - total) * 10) / total) * 10;
  return score;
}
