// An nginx include for the widget's server block: the build's files with the served headers, its .gz copies sent as they are.
import { CROSS_ORIGIN_SCRIPT, everyResponse, HASHED_DIR, LONG_CACHE, REVALIDATE } from '../response-headers.js';

type Location = { match: string; why: string; headers: Readonly<Record<string, string>> };

// Security headers go out on error answers too (`always`); caching never does, or a 404 for a file
// a deploy has not reached yet would be kept for a year.
const SENT_ALWAYS = new Set(Object.keys(everyResponse('')));

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function location({ match, why, headers }: Location): string[] {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)}${SENT_ALWAYS.has(name) ? ' always' : ''};`);
  return [`# ${why}`, `location ${match} {`, ...lines.map((line) => `  ${line}`), '}'];
}

export function nginxConf(comment: readonly string[], csp: string): string {
  const every = everyResponse(csp);
  const locations: Location[] = [
    {
      match: `^~ ${HASHED_DIR}`,
      why: 'Named by their content: cached for a year. Scripts here are imported across origins.',
      headers: { ...every, 'Cache-Control': LONG_CACHE, ...CROSS_ORIGIN_SCRIPT },
    },
    {
      match: '~ \\.js$',
      why: 'The loader, the host runtime and the callback script: stable names, so revalidated; loaded by other origins.',
      headers: { ...every, 'Cache-Control': REVALIDATE, ...CROSS_ORIGIN_SCRIPT },
    },
    { match: '/', why: 'The hosted page and the callback page: revalidated on every use.', headers: { ...every, 'Cache-Control': REVALIDATE } },
  ];
  const settings = [
    '# The published folder: dist/app, with dist/ponte.js and its .br and .gz copies copied into it.',
    'root /srv/ponte-widget;',
    'index index.html;',
    'charset utf-8;',
    '# The build wrote a .gz copy beside each larger text file: sent as it is to a client that takes gzip.',
    'gzip_static on;',
    '# And a .br copy, sent the same way where nginx has the ngx_brotli module:',
    '# brotli_static on;',
    '# Vary: Accept-Encoding, so caches keep each coding apart.',
    'gzip_vary on;',
    '',
    '# add_header in a location drops those of the server block: each location names all of its own.',
  ];
  return `${[...comment.map((line) => `# ${line}`.trimEnd()), '', ...settings, ...locations.flatMap((l) => ['', ...location(l)])].join('\n')}\n`;
}
