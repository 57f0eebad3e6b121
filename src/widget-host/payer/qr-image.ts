// A PIX QR request's code as the image the payer page shows: an SVG the widget host draws, kept briefly by the payer's browser only.
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
};

/** The image of `code`; null when the code is longer than a QR code holds. */
export function qrImage(code: string): Response | null {
  const matrix = encodeQr(code);
  return matrix === null ? null : new Response(qrSvg(matrix), { status: 200, headers: SVG_HEADERS });
}
