// Seeded pseudo-random numbers, so an item's generated data is the same on every sync.

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Amount in [min, max], rounded to cents. */
  money(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  digits(count: number): string;
  /** A version-4-shaped uuid drawn from the sequence, so ids repeat across syncs. */
  uuid(): string;
};

// FNV-1a: spreads similar seeds ("item|1", "item|2") far apart.
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const cents = (value: number): number => Math.round(value * 100) / 100;

/** mulberry32 over the hash of `seed`. */
export function seeded(seed: string): Random {
  let state = hash(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (count: number): string => Array.from({ length: count }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    money: (min, max) => cents(min + next() * (max - min)),
    chance: (probability) => next() < probability,
    pick<T>(values: readonly T[]): T {
      const value = values[int(0, values.length - 1)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
