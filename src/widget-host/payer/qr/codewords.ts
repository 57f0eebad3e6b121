// The codewords a QR code draws: the text's bytes in byte mode, padded to the version's data, split into blocks, each with its error correction, interleaved.
import { generator, remainder } from './reed-solomon.js';
import { blocksOf, countBits } from './qr-versions.js';

const BYTE_MODE = 0b0100;
/** The pad codewords the standard alternates after the data. */
const PADS = [0xec, 0x11];

/** The data codewords of `bytes` at `version`: mode, count, the bytes, a terminator, then pads to fill the version. */
export function dataCodewords(bytes: Uint8Array, version: number): Uint8Array {
  const capacity = blocksOf(version).dataCodewords;
  const out = new Uint8Array(capacity);
  let bit = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1, bit += 1) {
      if ((value >>> i) & 1) out[bit >>> 3] = (out[bit >>> 3] ?? 0) | (0x80 >>> (bit & 7));
    }
  };
  put(BYTE_MODE, 4);
  put(bytes.length, countBits(version));
  for (const byte of bytes) put(byte, 8);
  if (bit > capacity * 8) throw new RangeError(`${bytes.length} bytes do not fit version ${version}`);
  // The terminator (up to four 0 bits) and the rest of its byte are the zeros already there.
  for (let at = Math.ceil(bit / 8), pad = 0; at < capacity; at += 1, pad += 1) out[at] = PADS[pad % 2] ?? 0;
  return out;
}

/** Data and error correction codewords in the order they are drawn: the blocks read across, a column at a time. */
export function interleaved(data: Uint8Array, version: number): Uint8Array {
  const { count, eccPerBlock, totalCodewords } = blocksOf(version);
  // Blocks differ by at most one data codeword: the short ones come first.
  const shortCount = count - (totalCodewords % count);
  const shortData = Math.floor(totalCodewords / count) - eccPerBlock;
  const divisor = generator(eccPerBlock);
  const dataBlocks: Uint8Array[] = [];
  const eccBlocks: Uint8Array[] = [];
  for (let i = 0, at = 0; i < count; i += 1) {
    const length = shortData + (i < shortCount ? 0 : 1);
    const block = data.subarray(at, at + length);
    at += length;
    dataBlocks.push(block);
    eccBlocks.push(remainder(block, divisor));
  }
  const out = new Uint8Array(totalCodewords);
  let next = 0;
  for (let column = 0; column <= shortData; column += 1) {
    for (const block of dataBlocks) if (column < block.length) out[next++] = block[column] ?? 0;
  }
  for (let column = 0; column < eccPerBlock; column += 1) {
    for (const block of eccBlocks) out[next++] = block[column] ?? 0;
  }
  return out;
}
