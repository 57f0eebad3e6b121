// A QR code's grid of modules: the patterns every reader looks for (finders, timing, alignment, format and version), then the codewords in the zigzag the standard reads them in.
import { alignmentPositions, sizeOf } from './qr-versions.js';

/** `dark` and `reserved` hold one byte per module, row by row; reserved modules are the patterns', never data or masked. */
export type Matrix = { version: number; size: number; dark: Uint8Array; reserved: Uint8Array };

export const isDark = (matrix: Matrix, x: number, y: number): boolean => matrix.dark[y * matrix.size + x] === 1;

function set(matrix: Matrix, x: number, y: number, dark: boolean): void {
  const at = y * matrix.size + x;
  matrix.dark[at] = dark ? 1 : 0;
  matrix.reserved[at] = 1;
}

/** Level M's two bits in the format information. */
const LEVEL_M = 0b00;

/** The 15 format bits for `mask` at level M: BCH(15,5) with the standard's XOR mask, so they are never all zero. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The 18 version bits (version 7 and later): BCH(18,6). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

const bitOf = (value: number, i: number): boolean => ((value >>> i) & 1) === 1;

/** The format information twice, beside the top-left finder and split along the other two, and the module always dark. */
export function drawFormat(matrix: Matrix, mask: number): void {
  const bits = formatBits(mask);
  const { size } = matrix;
  for (let i = 0; i <= 5; i += 1) set(matrix, 8, i, bitOf(bits, i));
  set(matrix, 8, 7, bitOf(bits, 6));
  set(matrix, 8, 8, bitOf(bits, 7));
  set(matrix, 7, 8, bitOf(bits, 8));
  for (let i = 9; i < 15; i += 1) set(matrix, 14 - i, 8, bitOf(bits, i));
  for (let i = 0; i < 8; i += 1) set(matrix, size - 1 - i, 8, bitOf(bits, i));
  for (let i = 8; i < 15; i += 1) set(matrix, 8, size - 15 + i, bitOf(bits, i));
  set(matrix, 8, size - 8, true);
}

function drawFinder(matrix: Matrix, cx: number, cy: number): void {
  // Radius 4 takes in the light separator around the 7×7 pattern.
  for (let dy = -4; dy <= 4; dy += 1) {
    for (let dx = -4; dx <= 4; dx += 1) {
      const x = cx + dx;
      const y = cy + dy;
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      if (x >= 0 && x < matrix.size && y >= 0 && y < matrix.size) set(matrix, x, y, ring !== 2 && ring !== 4);
    }
  }
}

function drawAlignment(matrix: Matrix, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy += 1) {
    for (let dx = -2; dx <= 2; dx += 1) set(matrix, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

/** A grid of `version` with every pattern drawn and the format's modules held (drawn for mask 0 until the mask is chosen). */
export function functionPatterns(version: number): Matrix {
  const size = sizeOf(version);
  const matrix: Matrix = { version, size, dark: new Uint8Array(size * size), reserved: new Uint8Array(size * size) };
  for (let i = 0; i < size; i += 1) {
    set(matrix, 6, i, i % 2 === 0);
    set(matrix, i, 6, i % 2 === 0);
  }
  drawFinder(matrix, 3, 3);
  drawFinder(matrix, size - 4, 3);
  drawFinder(matrix, 3, size - 4);
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((x, i) => {
    positions.forEach((y, j) => {
      // The three corners with a finder take no alignment pattern.
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) drawAlignment(matrix, x, y);
    });
  });
  drawFormat(matrix, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i += 1) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(matrix, a, b, bitOf(bits, i));
      set(matrix, b, a, bitOf(bits, i));
    }
  }
  return matrix;
}

/** The codewords in two-module columns from the bottom right, up then down, skipping the timing column and every pattern. */
export function placeCodewords(matrix: Matrix, codewords: Uint8Array): void {
  const { size } = matrix;
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j += 1) {
        const at = y * size + right - j;
        if (matrix.reserved[at] === 1 || bit >= codewords.length * 8) continue;
        matrix.dark[at] = ((codewords[bit >>> 3] ?? 0) >>> (7 - (bit & 7))) & 1;
        bit += 1;
      }
    }
  }
}
