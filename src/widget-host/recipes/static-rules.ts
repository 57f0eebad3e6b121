// The served headers as path rules a static host applies: the same policy as the program, with each file named where a host cannot match by type.
import { CROSS_ORIGIN_SCRIPT, everyResponse, LONG_CACHE, REVALIDATE } from '../response-headers.js';

/** `every` path, the `hashed` folder (assets/), or one exact path. */
export type RulePath = 'every' | 'hashed' | `/${string}`;
export type StaticRule = { path: RulePath; headers: Readonly<Record<string, string>> };

/**
 * The pages at every address a static host serves them: `/` for index.html, and the callback page
 * also without its extension (Cloudflare Pages redirects `.html` addresses there).
 */
export const PAGES = ['/', '/index.html', '/oauth-callback.html', '/oauth-callback'] as const;
/** The scripts with stable names: the loader, the host runtime it imports, the callback page's script. */
export const STABLE_SCRIPTS = ['/ponte.js', '/ponte-host.js', '/oauth-callback.js'] as const;

/**
 * No header is set by two rules that match one path: Netlify and Cloudflare would join the two
 * values into one, so caching is set per path instead of a default for `every` path.
 */
export function staticRules(csp: string): StaticRule[] {
  return [
    { path: 'every', headers: everyResponse(csp) },
    { path: 'hashed', headers: { 'Cache-Control': LONG_CACHE, ...CROSS_ORIGIN_SCRIPT } },
    ...PAGES.map((path): StaticRule => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
    ...STABLE_SCRIPTS.map((path): StaticRule => ({ path, headers: { 'Cache-Control': REVALIDATE, ...CROSS_ORIGIN_SCRIPT } })),
  ];
}
