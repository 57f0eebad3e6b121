// A PIX QR request's code as the image the payer page shows: an SVG the widget host draws, kept briefly by the payer's browser only.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Coding } from '../content-coding.js';
import { encodeQr } from './qr/qr-code.js';
import { qrSvg } from './qr/qr-svg.js';

/** The last part of the image's path, after the request's. */
export const QR_IMAGE = 'qr.svg';

const SVG_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'image/svg+xml',
  // The code never changes, but the request may close: a minute saves a reload's redraw, no shared cache keeps it.
  'Cache-Control': 'private, max-age=60',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, the SVG is a document: it may load and run nothing, nor be framed.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  // Only the payer page of this origin draws it; another site's <img> gets nothing.
  'Cross-Origin-Resource-Policy': 'same-origin',
  Vary: 'Accept-Encoding',
};

// Drawn per request: a middling brotli level costs a millisecond and keeps most of the gain.
const COMPRESS: Readonly<Record<Coding, (svg: string) => Uint8Array<ArrayBuffer>>> = {
  br: (svg) => new Uint8Array(brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: (svg) => new Uint8Array(gzipSync(svg)),
};

/**
 * The image of `code`, compressed in the first of `codings` (a run of one dark module is most of the
 * SVG, so it shrinks several times over); null when the code is longer than a QR code holds.
 */
export function qrImage(code: string, codings: readonly Coding[]): Response | null {
  const matrix = encodeQr(code);
  if (matrix === null) return null;
  const svg = qrSvg(matrix);
  const coding = codings[0];
  if (coding === undefined) return new Response(svg, { status: 200, headers: SVG_HEADERS });
  return new Response(COMPRESS[coding](svg), { status: 200, headers: { ...SVG_HEADERS, 'Content-Encoding': coding } });
}
