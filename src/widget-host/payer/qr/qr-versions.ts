// The 40 QR versions at error correction level M: each one's size, its codewords, how they split into blocks, and how many bytes it holds.

export const MIN_VERSION = 1;
export const MAX_VERSION = 40;

// ISO/IEC 18004 table 9, level M; index 0 stands for no version.
const ECC_PER_BLOCK = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28,
];
const BLOCKS = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];

/** Modules on a side: 21 at version 1, four more per version. */
export const sizeOf = (version: number): number => version * 4 + 17;

/** The centres of the alignment patterns along either axis (none at version 1). */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const positions = [6];
  for (let at = sizeOf(version) - 7; positions.length < count; at -= step) positions.splice(1, 0, at);
  return positions;
}

/** Modules left for data and error correction once the finder, timing, alignment, format and version patterns are drawn. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    modules -= (25 * count - 10) * count - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

export type Blocks = { count: number; eccPerBlock: number; totalCodewords: number; dataCodewords: number };

export function blocksOf(version: number): Blocks {
  const count = BLOCKS[version] ?? 0;
  const eccPerBlock = ECC_PER_BLOCK[version] ?? 0;
  const totalCodewords = Math.floor(rawDataModules(version) / 8);
  return { count, eccPerBlock, totalCodewords, dataCodewords: totalCodewords - count * eccPerBlock };
}

/** Bits of the byte mode's character count: 8 up to version 9, 16 after. */
export const countBits = (version: number): number => (version <= 9 ? 8 : 16);

/** How many bytes the version holds in byte mode: its data bits less the mode (4 bits) and the count. */
export const byteCapacity = (version: number): number => Math.floor((blocksOf(version).dataCodewords * 8 - 4 - countBits(version)) / 8);
