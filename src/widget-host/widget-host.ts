// The widget's own origin as a fetch handler: the hosted page (dist/app) at `/`, the script-tag loader at `/ponte.js`, the payer page at `/pay/` and its API.
import { join } from 'node:path';
import { acceptedCodings, isCompressibleType } from './content-coding.js';
import { contentTypeOf, isScript } from './content-type.js';
import { isEncodedCopy, matchesEtag, readEncodedFile } from './encoded-file.js';
import { frameCsp } from './frame-csp.js';
import type { AggregatorCredentials } from './payer/aggregator-client.js';
import { type Client, createPayerApi, PAYER_API_PREFIX, type PayerApiOptions } from './payer/payer-api.js';
import { CROSS_ORIGIN_SCRIPT, cacheControlFor, everyResponse, PAY_DIR } from './response-headers.js';
import { resolveInside } from './safe-path.js';

export type WidgetHostOptions = {
  /** The build output: `app/` (the hosted page) and `ponte.js` (the loader) inside it. */
  distRoot: string;
  /** Origin of the aggregator API the widget calls. */
  apiOrigin: string;
  /** Origins that may frame the widget (the merchant sites), or `*`. */
  frameAncestors: readonly string[];
  /** The merchant's API credentials, for the payer API; null (or absent): the payer page is off. */
  payments?: AggregatorCredentials | null;
  /** The secret merchants sign preauthorization offers with (WIDGET_OFFER_SECRET); null (or absent): preauthorizations are off. */
  offerSecret?: string | null;
  /** The payer API's limits, where they differ from the contract's (tests). */
  payerLimits?: PayerApiOptions['limits'];
  /** Where the payer API says the aggregator failed. */
  log?: (line: string) => void;
};

/** `client` is who sent the request, as the socket says; absent, every request counts as one client's. */
export type FetchHandler = (request: Request, client?: Client) => Promise<Response>;

const isPayPage = (pathname: string) => pathname === PAY_DIR || pathname.startsWith(`${PAY_DIR}/`);

/** The file a request path names: the loader beside the build's `app/`, the page at `/`, everything else inside `app/`. */
function fileFor(options: WidgetHostOptions, pathname: string): string | null {
  const appDir = join(options.distRoot, 'app');
  if (pathname === '/ponte.js') return join(options.distRoot, 'ponte.js');
  if (pathname === '/') return join(appDir, 'index.html');
  if (pathname === PAY_DIR || pathname === `${PAY_DIR}/`) return join(appDir, 'pay', 'index.html');
  const file = resolveInside(appDir, pathname);
  // The build's compressed copies are ways of sending another file, never files of their own.
  return file === null || isEncodedCopy(file) ? null : file;
}

export function createWidgetHost(options: WidgetHostOptions): FetchHandler {
  const widgetHeaders = everyResponse(frameCsp(options));
  // The payer page calls the payer API on its own origin.
  const payHeaders = everyResponse(frameCsp(options, { connectSelf: true }));
  const payerApi = createPayerApi({
    apiOrigin: options.apiOrigin,
    credentials: options.payments ?? null,
    offerSecret: options.offerSecret ?? null,
    ...(options.payerLimits ? { limits: options.payerLimits } : {}),
    ...(options.log ? { log: options.log } : {}),
  });

  return async (request, client = { address: 'unknown' }) => {
    const { pathname } = new URL(request.url);
    const always = isPayPage(pathname) ? payHeaders : widgetHeaders;
    if (pathname.startsWith(PAYER_API_PREFIX)) {
      const answer = await payerApi(request, client);
      // An answer with a stricter policy of its own (the QR image's) keeps it.
      for (const [name, value] of Object.entries(always)) if (!answer.headers.has(name)) answer.headers.set(name, value);
      return answer;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', {
        status: 405,
        headers: { ...always, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const file = fileFor(options, pathname);
    const contentType = file === null ? '' : contentTypeOf(file);
    const compressible = isCompressibleType(contentType);
    // The build writes file.br and file.gz beside each larger text file.
    const served = file === null ? null : await readEncodedFile(file, compressible ? acceptedCodings(request.headers.get('Accept-Encoding')) : []);
    if (file === null || served === null) {
      return new Response('Not found', { status: 404, headers: { ...always, 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const headers: Record<string, string> = { ...always, 'Cache-Control': cacheControlFor(pathname), ETag: served.etag };
    // Whether a copy was sent depends on the request's Accept-Encoding, so caches must key on it.
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (isScript(file)) Object.assign(headers, CROSS_ORIGIN_SCRIPT);
    // A no-cache file is asked for again on every use; unchanged, it costs a 304 and no body.
    if (matchesEtag(request.headers.get('If-None-Match'), served.etag)) return new Response(null, { status: 304, headers });
    headers['Content-Type'] = contentType;
    if (served.coding !== null) headers['Content-Encoding'] = served.coding;
    return new Response(request.method === 'HEAD' ? null : served.body, { status: 200, headers });
  };
}
