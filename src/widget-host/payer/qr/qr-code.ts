// Encodes text as a QR code at level M in byte mode (UTF-8), at the smallest version that holds it, with the mask of least penalty.
import { dataCodewords, interleaved } from './codewords.js';
import { applyMask, MASK_COUNT, penalty } from './masks.js';
import { drawFormat, functionPatterns, type Matrix, placeCodewords } from './qr-matrix.js';
import { byteCapacity, MAX_VERSION, MIN_VERSION } from './qr-versions.js';

/** The most bytes a QR code holds at level M: version 40's. */
export const MAX_QR_BYTES = byteCapacity(MAX_VERSION);

/** The smallest version whose byte mode holds `length` bytes; null past version 40. */
export function versionFor(length: number): number | null {
  for (let version = MIN_VERSION; version <= MAX_VERSION; version += 1) if (byteCapacity(version) >= length) return version;
  return null;
}

/**
 * The QR code of `text`, or null when it is longer than any version holds. No ECI header: readers take
 * byte mode as UTF-8 when it reads as such, and some older ones refuse an ECI; a PIX code is ASCII anyway.
 */
export function encodeQr(text: string): Matrix | null {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  if (version === null) return null;
  const matrix = functionPatterns(version);
  placeCodewords(matrix, interleaved(dataCodewords(bytes, version), version));
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < MASK_COUNT; mask += 1) {
    applyMask(matrix, mask);
    drawFormat(matrix, mask);
    const score = penalty(matrix);
    if (score < bestScore) [best, bestScore] = [mask, score];
    applyMask(matrix, mask);
  }
  applyMask(matrix, best);
  drawFormat(matrix, best);
  return matrix;
}
