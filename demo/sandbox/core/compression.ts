// Middleware that sends a server's larger text answers (JSON, HTML, CSS, scripts) as br or gzip, as the request allows.
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedCodings, CODINGS, type Coding, isCompressibleType } from './content-coding.js';

/** Below this, the coding's framing and the client's work to undo it cost about what they save. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Answers are compressed anew on every request, where brotli's top qualities cost far more time than
// the few bytes they save; quality 5 still beats gzip on JSON.
const ENCODE: Readonly<Record<Coding, (bytes: Uint8Array) => Promise<Buffer>>> = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 6 }),
};

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/** The Vary value with Accept-Encoding added, unless it already says so (or says `*`). */
export function varyOnEncoding(current: string | null): string {
  if (current === null || current.trim() === '') return 'Accept-Encoding';
  return VARIES_ON_ENCODING.test(current) ? current : `${current}, Accept-Encoding`;
}

/** An answer this middleware may re-encode: text with a body, not encoded yet, not partial, not marked no-transform. */
function isCandidate(response: Response): boolean {
  return (
    response.body !== null &&
    response.status !== 206 &&
    !response.headers.has('Content-Encoding') &&
    isCompressibleType(response.headers.get('Content-Type')) &&
    !NO_TRANSFORM.test(response.headers.get('Cache-Control') ?? '')
  );
}

/**
 * Compresses each answer of at least `threshold` bytes with the best coding the request's
 * Accept-Encoding allows (br before gzip), and marks it `Vary: Accept-Encoding`. The answer is
 * buffered, so its Content-Length is exact; a HEAD request gets the headers its GET would.
 */
export function compression({ threshold = MIN_COMPRESSED_BYTES }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const original = c.res;
    if (!isCandidate(original)) return;
    const declared = original.headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;

    const bytes = new Uint8Array(await original.arrayBuffer());
    const [coding] = bytes.byteLength < threshold ? [] : acceptedCodings(c.req.header('Accept-Encoding'), CODINGS);
    const encoded = coding === undefined ? null : await ENCODE[coding](bytes);
    // Text that does not shrink (already dense, or random) goes as it is.
    const compressed = encoded !== null && encoded.byteLength < bytes.byteLength ? new Uint8Array(encoded) : null;

    // Hono copies the previous answer's headers onto the one assigned, so the headers are set after.
    c.res = new Response(compressed ?? bytes, original);
    const headers = c.res.headers;
    headers.set('Content-Length', String((compressed ?? bytes).byteLength));
    // Small answers go as they are whatever the request says, so only larger ones vary on it.
    if (bytes.byteLength >= threshold) headers.set('Vary', varyOnEncoding(headers.get('Vary')));
    if (compressed === null || coding === undefined) return;
    headers.set('Content-Encoding', coding);
    // A strong validator names exact bytes, and these bytes are new.
    const etag = headers.get('ETag');
    if (etag?.startsWith('"')) headers.set('ETag', `W/${etag}`);
  };
}
