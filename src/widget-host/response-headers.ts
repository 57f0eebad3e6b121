// The widget host's header policy, one table for the program and the static recipes: what every response carries, how each kind of file is cached, which files other origins load.

/** Every response: the CSP (it takes effect on documents only, so it also covers error and fallback pages), no type sniffing, no referrer. */
export const everyResponse = (csp: string): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});

/** The build names what it puts in `assets/` by content, so such a file never changes. */
export const HASHED_DIR = '/assets/';
export const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Every other name is stable and its content changes with each release: asked for again on each use, a 304 when unchanged. */
export const REVALIDATE = 'no-cache';

/** The payer page's build, beside the widget's, with its own `assets/`. */
export const PAY_DIR = '/pay';

export const cacheControlFor = (pathname: string): string =>
  pathname.startsWith(HASHED_DIR) || pathname.startsWith(PAY_DIR + HASHED_DIR) ? LONG_CACHE : REVALIDATE;

/**
 * Scripts: merchant pages load the loader with a <script> tag, and the loader import()s the host
 * runtime, a cross-origin module import that needs CORS. They hold nothing secret.
 */
export const CROSS_ORIGIN_SCRIPT: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
