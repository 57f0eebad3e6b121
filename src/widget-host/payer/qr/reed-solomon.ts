// Reed-Solomon error correction over GF(256) as QR codes use it: the field's product, a block's generator and its remainder.

/** The product of two field elements, modulo the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d). */
export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The generator polynomial of `degree`, (x - 2^0)(x - 2^1)…, its leading 1 left out, highest power first. */
export function generator(degree: number): Uint8Array {
  const result = new Uint8Array(degree);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (j + 1 < degree ? (result[j + 1] ?? 0) : 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of one block: the remainder of its data divided by the generator. */
export function remainder(data: Uint8Array, divisor: Uint8Array): Uint8Array {
  const result = new Uint8Array(divisor.length);
  for (const byte of data) {
    const factor = byte ^ (result[0] ?? 0);
    result.copyWithin(0, 1);
    result[result.length - 1] = 0;
    for (let i = 0; i < divisor.length; i += 1) result[i] = (result[i] ?? 0) ^ gfMultiply(divisor[i] ?? 0, factor);
  }
  return result;
}
