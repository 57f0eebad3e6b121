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
  /**
   * A version-4-shaped uuid drawn from the sequence, so ids repeat across syncs. With an id tag,
   * the tag stands for its first two groups (drawn all the same, so the sequence goes on unchanged).
   */
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

const HEX = '0123456789abcdef';

/**
 * mulberry32. A class rather than an object of closures: an item's data draws hundreds of
 * sequences (one per account and day), and each read draws them again.
 */
class Mulberry32 implements Random {
  private state: number;

  constructor(
    seed: string,
    private readonly idTag: string | undefined,
  ) {
    this.state = hash(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  money(min: number, max: number): number {
    return cents(min + this.next() * (max - min));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[this.int(0, values.length - 1)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  private hex(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += HEX[this.int(0, 15)];
    return text;
  }

  uuid(): string {
    const head = `${this.hex(8)}-${this.hex(4)}`;
    return `${this.idTag ?? head}-4${this.hex(3)}-${'89ab'[this.int(0, 3)]}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** A sequence drawn from `seed`; `idTag` ("xxxxxxxx-xxxx") begins every uuid it draws. */
export function seeded(seed: string, idTag?: string): Random {
  return new Mulberry32(seed, idTag);
}
