// The printed recipes against the program: the same CSP as it serves for the same settings, the same caching and CORS, and files a host reads as meant.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../command-line.js';
import { CROSS_ORIGIN_SCRIPT, LONG_CACHE, REVALIDATE } from '../response-headers.js';
import { readCommand, type Settings } from '../settings.js';
import { type StandInBuild, standInBuild } from '../testing/stand-in-build.js';
import { createWidgetHost } from '../widget-host.js';
import { printHeaders } from './print-headers.js';
import { RECIPE_TARGETS, type RecipeTarget } from './recipe-targets.js';
import { PAGES, STABLE_SCRIPTS } from './static-rules.js';

let build: StandInBuild;
beforeAll(async () => {
  build = await standInBuild();
});
afterAll(() => build.remove());

type Given = { name: string; argv: string[]; env: NodeJS.ProcessEnv };
const ONE_MERCHANT: Given = {
  name: 'one merchant',
  argv: [],
  env: { WIDGET_API_ORIGIN: 'https://api.example.com', WIDGET_FRAME_ANCESTORS: 'https://shop.example' },
};

/** Settings as a user gives them, the way the program reads them for a recipe. */
const SETTINGS: Given[] = [
  ONE_MERCHANT,
  {
    name: 'several merchants, written loosely',
    argv: [],
    env: {
      WIDGET_API_ORIGIN: 'HTTPS://API.example.com:443/',
      WIDGET_FRAME_ANCESTORS: 'https://shop.example, https://www.shop.example  https://partner.example:8443',
    },
  },
  {
    name: 'flags, local origins',
    argv: ['--api-origin', 'http://127.0.0.1:8787', '--frame-ancestors=http://localhost:3000,http://127.0.0.1:5173'],
    env: {},
  },
];

function settingsFor(target: RecipeTarget, argv: string[], env: NodeJS.ProcessEnv): Settings {
  const command = readCommand(parseCommandLine([...argv, '--print-headers', target]), env, { distRoot: build.distRoot });
  if (command.action !== 'print-headers') throw new Error(`expected a recipe, got ${command.action}`);
  return command.settings;
}

/** The CSP the program serves the hosted page with, for the same settings. */
async function servedCsp(settings: Settings): Promise<string> {
  const response = await createWidgetHost({ ...settings, distRoot: build.distRoot })(new Request('http://widget.test/'));
  expect(response.status).toBe(200);
  return response.headers.get('Content-Security-Policy') ?? '';
}

type Rules = Map<string, Record<string, string>>;

/** `_headers`: a path line, then its indented `Name: value` lines; `#` comments. */
function readHeadersFile(text: string): Rules {
  const rules: Rules = new Map();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      expect(rules.has(line), `${line} has one rule`).toBe(false);
      current = {};
      rules.set(line, current);
      continue;
    }
    const [, name = '', value = ''] = /^\s+([\w-]+): (.*)$/.exec(line) ?? [];
    expect(current, `"${line}" follows a path`).toBeDefined();
    if (current) current[name] = value;
  }
  return rules;
}

function readVercelJson(text: string): Rules {
  const parsed = JSON.parse(text) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  return new Map(parsed.headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))]));
}

/** nginx: each `location … { add_header Name "value" [always]; … }`. */
function readNginx(text: string): Rules {
  const rules: Rules = new Map();
  for (const [, match = '', body = ''] of text.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm)) {
    const headers: Record<string, string> = {};
    for (const [, name = '', value = ''] of body.matchAll(/^\s+add_header ([\w-]+) "((?:[^"\\]|\\.)*)"(?: always)?;$/gm)) headers[name] = value;
    rules.set(match, headers);
  }
  return rules;
}

/** Each format's rules, keyed by the pattern naming every path, the hashed folder, the page, the loader. */
const FORMATS = {
  netlify: { read: readHeadersFile, every: '/*', hashed: '/assets/*', page: '/', loader: '/ponte.js' },
  cloudflare: { read: readHeadersFile, every: '/*', hashed: '/assets/*', page: '/', loader: '/ponte.js' },
  vercel: { read: readVercelJson, every: '/(.*)', hashed: '/assets/(.*)', page: '/', loader: '/ponte.js' },
  // nginx applies one location per request, so each names every header: no `every` rule.
  nginx: { read: readNginx, every: null, hashed: '^~ /assets/', page: '/', loader: '~ \\.js$' },
} as const satisfies Record<RecipeTarget, unknown>;

/** The headers a request for `path` gets: its own rule's, with the every-path rule's where the format has one. */
function headersAt(target: RecipeTarget, rules: Rules, pattern: string): Record<string, string> {
  const every = FORMATS[target].every;
  return { ...(every === null ? {} : rules.get(every)), ...rules.get(pattern) };
}

describe.each(RECIPE_TARGETS)('the %s recipe', (target) => {
  it.each(SETTINGS)('names the CSP the program serves, for $name', async ({ argv, env }) => {
    const settings = settingsFor(target, argv, env);
    const served = await servedCsp(settings);
    const rules = FORMATS[target].read(printHeaders(target, settings));
    const csps = [...rules.values()].map((headers) => headers['Content-Security-Policy']).filter((csp) => csp !== undefined);
    expect(csps.length).toBeGreaterThan(0);
    for (const csp of csps) expect(csp).toBe(served);
    expect(served).toContain(`connect-src ${settings.apiOrigin};`);
    expect(served).toContain(`frame-ancestors ${settings.frameAncestors.join(' ')};`);
  });

  it('sends every response its CSP, nosniff and referrer policy; hashed files cached for good; the page and the loader revalidated', () => {
    const rules = FORMATS[target].read(printHeaders(target, settingsFor(target, ONE_MERCHANT.argv, ONE_MERCHANT.env)));
    const format = FORMATS[target];
    for (const pattern of [format.hashed, format.page, format.loader]) {
      expect(headersAt(target, rules, pattern), pattern).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
      expect(headersAt(target, rules, pattern)['Content-Security-Policy'], pattern).toMatch(/^default-src 'none';/);
    }
    expect(headersAt(target, rules, format.hashed)).toMatchObject({ 'Cache-Control': LONG_CACHE, ...CROSS_ORIGIN_SCRIPT });
    expect(headersAt(target, rules, format.page)['Cache-Control']).toBe(REVALIDATE);
    expect(headersAt(target, rules, format.page)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(headersAt(target, rules, format.loader)).toMatchObject({ 'Cache-Control': REVALIDATE, ...CROSS_ORIGIN_SCRIPT });
  });
});

describe.each(['netlify', 'cloudflare', 'vercel'] as const)('the %s rules', (target) => {
  const read = () => FORMATS[target].read(printHeaders(target, settingsFor(target, ONE_MERCHANT.argv, ONE_MERCHANT.env)));

  // Two matching rules naming one header would be joined into one value ("no-cache, public, …").
  it('set no header in two rules that match one path', () => {
    const rules = read();
    const every = Object.keys(rules.get(FORMATS[target].every) ?? {});
    for (const [pattern, headers] of rules) {
      if (pattern !== FORMATS[target].every)
        expect(
          Object.keys(headers).filter((name) => every.includes(name)),
          pattern,
        ).toEqual([]);
    }
  });

  it('revalidate each page and stable script by its own path, the scripts loadable by other origins', () => {
    const rules = read();
    for (const path of [...PAGES, ...STABLE_SCRIPTS]) expect(rules.get(path)?.['Cache-Control'], path).toBe(REVALIDATE);
    for (const path of STABLE_SCRIPTS) expect(rules.get(path), path).toMatchObject(CROSS_ORIGIN_SCRIPT);
  });
});

describe('the nginx recipe', () => {
  const conf = () => printHeaders('nginx', { apiOrigin: 'https://api.example.com', frameAncestors: ['https://shop.example'] });

  it('sends the build’s gzip copies, marked as varying on Accept-Encoding', () => {
    expect(conf()).toMatch(/^gzip_static on;$/m);
    expect(conf()).toMatch(/^gzip_vary on;$/m);
  });

  it('sends security headers on errors too, and caching only on files found', () => {
    const lines = conf()
      .split('\n')
      .filter((line) => line.includes('add_header'));
    for (const line of lines) {
      const always = / always;$/.test(line);
      expect(always, line).toBe(/Content-Security-Policy|X-Content-Type-Options|Referrer-Policy/.test(line));
    }
  });
});

describe('the paths the static rules name', () => {
  it('cover every file the build puts beside assets/: the public folder’s, the page, the host runtime, the loader', () => {
    const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
    const named: readonly string[] = [...PAGES, ...STABLE_SCRIPTS];
    for (const file of [...readdirSync(publicDir), 'index.html', 'ponte-host.js', 'ponte.js']) expect(named, file).toContain(`/${file}`);
  });
});
