// Error correction a reader can check: a block and its remainder make a codeword every root of the generator zeroes, and one wrong byte shows.
import { describe, expect, it } from 'vitest';
import { generator, gfMultiply, remainder } from './reed-solomon.js';

/** The codeword's value at x, highest power first (Horner). */
const evaluate = (codeword: Uint8Array, x: number) => codeword.reduce((sum, byte) => gfMultiply(sum, x) ^ byte, 0);

/** The syndromes at 2^0 … 2^(degree-1): all zero for a codeword with no error. */
function syndromes(codeword: Uint8Array, degree: number): number[] {
  const out: number[] = [];
  for (let i = 0, root = 1; i < degree; i += 1, root = gfMultiply(root, 2)) out.push(evaluate(codeword, root));
  return out;
}

describe('Reed-Solomon over GF(256)', () => {
  it('multiplies as the QR field does: 2^8 wraps to 0x1d, 1 is the identity, 0 absorbs', () => {
    expect(gfMultiply(0x80, 2)).toBe(0x1d);
    expect(gfMultiply(0xa7, 1)).toBe(0xa7);
    expect(gfMultiply(0, 0xff)).toBe(0);
  });

  it('makes the generator for 10 codewords the standard prints (its coefficients as powers of 2)', () => {
    const log = new Map<number, number>();
    for (let i = 0, x = 1; i < 255; i += 1, x = gfMultiply(x, 2)) log.set(x, i);
    expect([...generator(10)].map((c) => log.get(c))).toEqual([251, 67, 46, 61, 118, 70, 64, 94, 32, 45]);
  });

  // Level M's block lengths run from 10 to 30 correction codewords.
  it.each([10, 16, 18, 22, 26, 28, 30])('with %i correction codewords, a block is a codeword; one byte changed is not', (degree) => {
    const data = Uint8Array.from({ length: 40 }, (_, i) => (i * 37 + degree) & 0xff);
    const codeword = Uint8Array.from([...data, ...remainder(data, generator(degree))]);
    expect(syndromes(codeword, degree).every((s) => s === 0)).toBe(true);
    codeword[3] = (codeword[3] ?? 0) ^ 0x5a;
    expect(syndromes(codeword, degree).some((s) => s !== 0)).toBe(true);
  });
});
