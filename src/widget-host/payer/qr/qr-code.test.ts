// The QR codes the payer page shows, read back by a real decoder from the SVG the widget host sends: every length a PIX code may have, at the smallest version that holds it.
import { describe, expect, it } from 'vitest';
import { pixQrCode } from '../../testing/payments-sandbox.js';
import { readQrSvg } from '../../testing/read-qr.js';
import { encodeQr, MAX_QR_BYTES, versionFor } from './qr-code.js';
import { qrSvg } from './qr-svg.js';
import { byteCapacity, MAX_VERSION, sizeOf } from './qr-versions.js';

function decode(text: string) {
  const matrix = encodeQr(text);
  if (matrix === null) throw new Error('too long to encode');
  return { matrix, read: readQrSvg(qrSvg(matrix)) };
}

const ascii = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7) % 94))).join('');
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

describe('a QR code read back', () => {
  it.each([
    { name: 'one character', text: 'x' },
    { name: '17 characters', text: ascii(17) },
    { name: '100 characters', text: ascii(100) },
    { name: '250 characters', text: ascii(250) },
    { name: '500 characters', text: ascii(500) },
    { name: '1200 characters', text: ascii(1200) },
    { name: 'accents, a dash and other scripts (UTF-8)', text: 'Pão de queijo — café, açúcar e maçã; 日本語; ₿; emoji 🙂' },
    { name: 'a PIX BR Code', text: pixQrCode('1234.56', 'Padaria Pão Quente') },
  ])('holds $name', ({ text }) => {
    const { matrix, read } = decode(text);
    expect(read?.text).toBe(text);
    expect(read?.version).toBe(matrix.version);
    expect(matrix.version).toBe(versionFor(bytesOf(text)));
  });

  it('a PIX BR Code is what the payer page gets: it starts 000201, names br.gov.bcb.pix and ends in its CRC', () => {
    const code = pixQrCode('1234.56', 'Padaria Central');
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(decode(code).read?.text).toBe(code);
  });

  // Every version at its fullest, so every row of the block table and every alignment layout is read once.
  it.each(Array.from({ length: MAX_VERSION }, (_, i) => i + 1))('version %i, full', (version) => {
    const text = ascii(byteCapacity(version));
    const { matrix, read } = decode(text);
    expect(matrix.version).toBe(version);
    expect(matrix.size).toBe(sizeOf(version));
    expect(read?.text).toBe(text);
  });
});

describe('the version chosen', () => {
  it.each([
    { version: 1, bytes: 14 },
    { version: 10, bytes: 213 },
    { version: 40, bytes: 2331 },
  ])('version $version holds $bytes bytes at level M, one more needs the next', ({ version, bytes }) => {
    expect(byteCapacity(version)).toBe(bytes);
    expect(versionFor(bytes)).toBe(version);
    expect(versionFor(bytes + 1)).toBe(version === MAX_VERSION ? null : version + 1);
  });

  it('is the smallest that holds the text, counting its UTF-8 bytes', () => {
    // 14 bytes fit version 1; 7 two-byte letters are 14 bytes, 8 are 16.
    expect(encodeQr('ç'.repeat(7))?.version).toBe(1);
    expect(encodeQr('ç'.repeat(8))?.version).toBe(2);
  });

  it('is none past the most a QR code holds', () => {
    expect(encodeQr(ascii(MAX_QR_BYTES))?.version).toBe(MAX_VERSION);
    expect(encodeQr(ascii(MAX_QR_BYTES + 1))).toBeNull();
  });
});

describe('the SVG', () => {
  // 14 bytes: version 1, 21 modules and 8 of quiet zone.
  const svg = qrSvg(encodeQr('br.gov.bcb.pix') ?? expect.unreachable());

  it('is a white square of the code and its 4-module quiet zone, dark modules in one path, drawn crisp', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 29 29" shape-rendering="crispEdges">/);
    expect(svg).toContain('<rect width="29" height="29" fill="#fff"/>');
    expect(svg.match(/<path /g)).toHaveLength(1);
    // The top-left finder starts after the quiet zone: a run of seven dark modules at (4, 4), the others moved to from there.
    expect(svg).toContain('d="M4 4h7v1h-7z');
    expect(svg.match(/M/g)).toHaveLength(1);
  });

  it('carries nothing but shapes: no script, no link, no style, no text', () => {
    expect(svg).not.toMatch(/<script|<a |href|<style|style=|<text|<foreignObject|on\w+=/i);
  });
});
