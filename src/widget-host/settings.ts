// The widget host's settings from its flags and the environment (a flag wins over its variable), each checked, or the first one it cannot use refused.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandLine, ValueFlag } from './command-line.js';
import { parseFrameAncestors, parseOrigin } from './origins.js';
import type { AggregatorCredentials } from './payer/aggregator-client.js';
import { RECIPE_TARGETS, type RecipeTarget } from './recipes/recipe-targets.js';
import { SettingRefused } from './setting-refused.js';

/** The sandbox's default address: what a developer runs beside the widget host. */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8787';
export const DEFAULT_PORT = 8788;

export type Settings = {
  production: boolean;
  /** The aggregator API the widget calls: the CSP's connect-src and img-src. */
  apiOrigin: string;
  /** Origins allowed to frame the widget, or `*` (outside production). */
  frameAncestors: string[];
  port: number;
  host: string;
  /** The build to serve: `app/` and `ponte.js` inside it. */
  distRoot: string;
  /** The merchant's API credentials, for the payer page's API; null: the payer page is off. */
  payments: AggregatorCredentials | null;
  /** Proxies in front of the program whose X-Forwarded-For names the client, for the payer API's limits. */
  trustedProxies: number;
  /** The secret the merchant's server signs preauthorization offers with; null: preauthorizations are off. */
  offerSecret: string | null;
};

export type Command =
  | { action: 'help' }
  | { action: 'serve'; settings: Settings }
  | { action: 'print-headers'; target: RecipeTarget; settings: Settings };

type Found = { value: string; name: string };

/** A setting's value and the name it was given under: the flag, else the first variable set (an empty variable is unset). */
function pick(line: CommandLine, flag: ValueFlag, env: NodeJS.ProcessEnv, ...variables: string[]): Found | undefined {
  const given = line.values[flag];
  if (given !== undefined) return { value: given, name: flag };
  for (const name of variables) {
    const value = env[name];
    if (value !== undefined && value !== '') return { value, name };
  }
  return undefined;
}

function readPort(found: Found | undefined): number {
  if (found === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(found.value.trim()) ? Number(found.value) : Number.NaN;
  if (!(port >= 0 && port <= 65535))
    throw new SettingRefused(found.name, `${found.name} must be a port number from 0 to 65535 (0: any free port), got "${found.value}"`);
  return port;
}

function readHost(found: Found | undefined, production: boolean): string {
  // In production the program usually runs in a container or behind a proxy, which reach it from outside.
  if (found === undefined) return production ? '0.0.0.0' : '127.0.0.1';
  const host = found.value.trim();
  if (host === '' || /[\s/]/.test(host)) {
    throw new SettingRefused(
      found.name,
      `${found.name} names the interface to listen on (an address such as 0.0.0.0 or a host name), not a URL; got "${found.value}"`,
    );
  }
  return host;
}

function readApiOrigin(found: Found | undefined, production: boolean): string {
  if (found !== undefined) return parseOrigin(found.value.trim(), found.name);
  if (production) {
    throw new SettingRefused(
      'WIDGET_API_ORIGIN',
      'WIDGET_API_ORIGIN (or --api-origin) is required in production mode: the origin of the aggregator API the widget calls',
    );
  }
  return DEFAULT_API_ORIGIN;
}

function readFrameAncestors(found: Found | undefined, production: boolean): string[] {
  const origins = found === undefined ? [] : parseFrameAncestors(found.value, found.name, production);
  if (origins.length === 0) {
    const name = found?.name ?? 'WIDGET_FRAME_ANCESTORS';
    throw new SettingRefused(
      name,
      `${name} ${found === undefined ? 'is not set' : 'names no origin'}: list the origins of the pages that embed the widget, like WIDGET_FRAME_ANCESTORS="https://shop.example https://www.shop.example"`,
    );
  }
  return origins;
}

/** More hops than any real deployment has: a larger count is a mistake, such as a port number. */
const MAX_PROXIES = 9;

function readTrustedProxies(found: Found | undefined): number {
  if (found === undefined) return 0;
  const count = /^\d$/.test(found.value.trim()) ? Number(found.value) : Number.NaN;
  if (!(count <= MAX_PROXIES)) {
    throw new SettingRefused(
      found.name,
      `${found.name} is how many proxies stand in front of the widget host (0 to ${MAX_PROXIES}, usually 1), got "${found.value}"`,
    );
  }
  return count;
}

/** The build files the program cannot serve without. */
export const BUILD_FILES = [join('app', 'index.html'), 'ponte.js'] as const;

function readDistRoot(found: Found | undefined, defaultDist: string): string {
  const distRoot = found?.value ?? defaultDist;
  const missing = BUILD_FILES.filter((file) => !existsSync(join(distRoot, file)));
  if (missing.length > 0) {
    const name = found?.name ?? 'WIDGET_DIST';
    throw new SettingRefused(
      name,
      `${name}: ${distRoot} holds no widget build (${missing.join(' and ')} missing): run npm run build, or point ${name} at a build`,
    );
  }
  return distRoot;
}

/**
 * The client id and secret the payer API calls the aggregator with: both, or neither (the payer
 * page is off). The secret is read from the environment only, and never said back.
 */
function readPayments(id: Found | undefined, env: NodeJS.ProcessEnv): AggregatorCredentials | null {
  const secret = env.WIDGET_CLIENT_SECRET;
  const hasSecret = secret !== undefined && secret !== '';
  if (id === undefined && !hasSecret) return null;
  if (id === undefined) {
    throw new SettingRefused(
      'WIDGET_CLIENT_ID',
      'WIDGET_CLIENT_ID is not set, but WIDGET_CLIENT_SECRET is: the payer page needs both (or neither, to leave it off)',
    );
  }
  if (!hasSecret) {
    throw new SettingRefused(
      'WIDGET_CLIENT_SECRET',
      `WIDGET_CLIENT_SECRET is not set, but ${id.name} is: the payer page needs both (or neither, to leave it off)`,
    );
  }
  const clientId = id.value.trim();
  if (clientId === '' || /\s/.test(clientId))
    throw new SettingRefused(id.name, `${id.name} must be the client id, with no spaces; got "${id.value}"`);
  return { clientId, clientSecret: secret };
}

/** HS256's key is as long as its hash: a shorter secret is guessed sooner. */
export const MIN_OFFER_SECRET_BYTES = 32;

/**
 * The secret preauthorization offers are signed with: from the environment only, never said back,
 * at least 32 bytes, and only beside the API credentials the offers are carried out with.
 */
function readOfferSecret(env: NodeJS.ProcessEnv, payments: AggregatorCredentials | null): string | null {
  const secret = env.WIDGET_OFFER_SECRET;
  if (secret === undefined || secret === '') return null;
  if (payments === null) {
    throw new SettingRefused(
      'WIDGET_OFFER_SECRET',
      'WIDGET_OFFER_SECRET is set, but the payer page is off: preauthorizations need WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET too',
    );
  }
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_OFFER_SECRET_BYTES) {
    throw new SettingRefused(
      'WIDGET_OFFER_SECRET',
      `WIDGET_OFFER_SECRET is ${bytes} bytes long: use at least ${MIN_OFFER_SECRET_BYTES} random bytes, like the output of openssl rand -base64 32`,
    );
  }
  return secret;
}

function readTarget(value: string): RecipeTarget {
  const target = RECIPE_TARGETS.find((known) => known === value);
  if (target === undefined) throw new SettingRefused('--print-headers', `--print-headers takes ${RECIPE_TARGETS.join(', ')}; got "${value}"`);
  return target;
}

/**
 * What the command line asks for, with every setting it needs checked. Printing a recipe is for a
 * deployment, so the production rules apply to it, and it needs no build or address.
 */
export function readCommand(line: CommandLine, env: NodeJS.ProcessEnv, defaults: { distRoot: string }): Command {
  if (line.help) return { action: 'help' };
  const printing = line.values['--print-headers'];
  const target = printing === undefined ? undefined : readTarget(printing);
  const production = target !== undefined || line.production || env.NODE_ENV === 'production';
  const settings: Settings = {
    production,
    apiOrigin: readApiOrigin(pick(line, '--api-origin', env, 'WIDGET_API_ORIGIN'), production),
    frameAncestors: readFrameAncestors(pick(line, '--frame-ancestors', env, 'WIDGET_FRAME_ANCESTORS'), production),
    port: readPort(pick(line, '--port', env, 'WIDGET_PORT', 'PORT')),
    host: readHost(pick(line, '--host', env, 'WIDGET_HOST'), production),
    distRoot: target === undefined ? readDistRoot(pick(line, '--dist', env, 'WIDGET_DIST'), defaults.distRoot) : defaults.distRoot,
    payments: readPayments(pick(line, '--client-id', env, 'WIDGET_CLIENT_ID'), env),
    trustedProxies: readTrustedProxies(pick(line, '--trusted-proxies', env, 'WIDGET_TRUSTED_PROXIES')),
    offerSecret: null,
  };
  settings.offerSecret = readOfferSecret(env, settings.payments);
  return target === undefined ? { action: 'serve', settings } : { action: 'print-headers', target, settings };
}
