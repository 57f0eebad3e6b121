// Reads the origins the settings name (the API's, the frame ancestors) into what a Content-Security-Policy can say, or refuses them.
import { SettingRefused } from './setting-refused.js';

const EXAMPLE = 'like https://shop.example or http://localhost:3000';

// A CSP host-source names hosts by letters, digits, hyphens and dots only (no IPv6 literal, no quotes):
// anything else would be misread by browsers, and would break the recipes' quoting.
const CSP_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * `value` as an origin, `scheme://host[:port]` in lower case with a default port dropped; refused,
 * naming `setting`, when it is not one: no scheme, a scheme other than http(s), credentials, a path,
 * a query or a fragment, a host a CSP cannot name, a port out of range. A lone trailing `/` is allowed.
 */
export function parseOrigin(value: string, setting: string): string {
  const refuse = (why: string) => new SettingRefused(setting, `${setting}: "${value}" ${why}`);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  if (scheme === null) throw refuse(`is not an origin: write it scheme://host[:port], ${EXAMPLE}`);
  if (!['http', 'https'].includes(scheme[1]?.toLowerCase() ?? ''))
    throw refuse(`has the scheme ${scheme[1]}, but only http and https origins can serve or embed the widget`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse(`is not a valid origin (check its host and its port, 1 to 65535), ${EXAMPLE}`);
  }
  const rest = value.slice(scheme[0].length).replace(/^[^/?#]*/, '');
  const path = rest.split(/[?#]/)[0] ?? '';
  if (path !== '' && path !== '/') throw refuse(`has a path (${path}): name the origin only, ${url.origin}`);
  if (rest.includes('?')) throw refuse(`has a query: name the origin only, ${url.origin}`);
  if (rest.includes('#')) throw refuse(`has a fragment: name the origin only, ${url.origin}`);
  if (url.username !== '' || url.password !== '') throw refuse('carries a user name or password: name the origin only');
  if (!CSP_HOST.test(url.hostname)) throw refuse('has a host a Content-Security-Policy cannot name: use a host name or an IPv4 address');
  return url.origin;
}

/** A space- or comma-separated list; empty when the value names nothing. */
export const splitList = (value: string): string[] => value.split(/[\s,]+/).filter((part) => part !== '');

/**
 * The origins allowed to frame the widget, without repeats. `*` (any site) is taken outside
 * production only: in production it would let any page frame the widget and lure a user into it.
 */
export function parseFrameAncestors(value: string, setting: string, production: boolean): string[] {
  const origins = splitList(value).map((part) => {
    if (part !== '*') return parseOrigin(part, setting);
    if (production) {
      throw new SettingRefused(
        setting,
        `${setting}: * lets any site embed the widget, which production mode refuses: name the merchant origins, ${EXAMPLE}`,
      );
    }
    return part;
  });
  return [...new Set(origins)];
}
