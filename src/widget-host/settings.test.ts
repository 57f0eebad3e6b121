// The widget host's settings from flags and environment: what each accepted setting becomes, and every refusal, one line naming the setting.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from './command-line.js';
import { DEFAULT_API_ORIGIN, DEFAULT_PORT, readCommand, type Settings } from './settings.js';
import { SettingRefused } from './setting-refused.js';
import { type StandInBuild, standInBuild } from './testing/stand-in-build.js';

let build: StandInBuild;
beforeAll(async () => {
  build = await standInBuild();
});
afterAll(() => build.remove());

const SHOP = 'https://shop.example';
const read = (argv: readonly string[], env: NodeJS.ProcessEnv = {}) => readCommand(parseCommandLine(argv), env, { distRoot: build.distRoot });

function settingsOf(argv: readonly string[], env: NodeJS.ProcessEnv = {}): Settings {
  const command = read(argv, env);
  if (command.action === 'help') throw new Error('expected settings, got help');
  return command.settings;
}

describe('accepted settings', () => {
  it.each<{ name: string; argv?: string[]; env: NodeJS.ProcessEnv; expected: Partial<Settings> }>([
    {
      name: 'only the frame ancestors: development defaults',
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      expected: { production: false, apiOrigin: DEFAULT_API_ORIGIN, frameAncestors: [SHOP], port: DEFAULT_PORT, host: '127.0.0.1' },
    },
    {
      name: 'origins separated by spaces and commas',
      env: { WIDGET_FRAME_ANCESTORS: ' https://a.example, https://b.example\thttp://localhost:3000 ,' },
      expected: { frameAncestors: ['https://a.example', 'https://b.example', 'http://localhost:3000'] },
    },
    {
      name: 'origins written loosely: case, a default port, a trailing slash, a repeat',
      env: { WIDGET_FRAME_ANCESTORS: 'HTTPS://Shop.Example:443/ https://shop.example http://127.0.0.1:80' },
      expected: { frameAncestors: [SHOP, 'http://127.0.0.1'] },
    },
    { name: '* outside production', env: { WIDGET_FRAME_ANCESTORS: '*' }, expected: { frameAncestors: ['*'] } },
    {
      name: 'every variable',
      env: {
        WIDGET_FRAME_ANCESTORS: SHOP,
        WIDGET_API_ORIGIN: 'https://api.example.com',
        WIDGET_PORT: '9000',
        WIDGET_HOST: '::',
      },
      expected: { apiOrigin: 'https://api.example.com', port: 9000, host: '::' },
    },
    {
      name: 'flags win over variables',
      argv: ['--frame-ancestors', 'https://flag.example', '--api-origin=https://api.flag.example', '--port', '0', '--host', 'localhost'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_API_ORIGIN: 'https://api.example.com', WIDGET_PORT: '9000', WIDGET_HOST: '0.0.0.0' },
      expected: { frameAncestors: ['https://flag.example'], apiOrigin: 'https://api.flag.example', port: 0, host: 'localhost' },
    },
    { name: 'PORT, as platforms set it', env: { WIDGET_FRAME_ANCESTORS: SHOP, PORT: '3000' }, expected: { port: 3000 } },
    { name: 'WIDGET_PORT over PORT', env: { WIDGET_FRAME_ANCESTORS: SHOP, PORT: '3000', WIDGET_PORT: '3001' }, expected: { port: 3001 } },
    {
      name: 'an empty variable is unset',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_PORT: '', WIDGET_API_ORIGIN: '' },
      expected: { port: DEFAULT_PORT },
    },
    {
      name: 'NODE_ENV=production: every interface',
      env: { NODE_ENV: 'production', WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_API_ORIGIN: 'https://api.example.com' },
      expected: { production: true, host: '0.0.0.0' },
    },
    {
      name: '--production',
      argv: ['--production', '--api-origin', 'https://api.example.com'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      expected: { production: true, host: '0.0.0.0' },
    },
    { name: 'another NODE_ENV is development', env: { NODE_ENV: 'test', WIDGET_FRAME_ANCESTORS: '*' }, expected: { production: false } },
    { name: 'no proxy in front by default', env: { WIDGET_FRAME_ANCESTORS: SHOP }, expected: { trustedProxies: 0 } },
    { name: 'a load balancer in front', env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_TRUSTED_PROXIES: '1' }, expected: { trustedProxies: 1 } },
    { name: '--trusted-proxies', argv: ['--trusted-proxies=2'], env: { WIDGET_FRAME_ANCESTORS: SHOP }, expected: { trustedProxies: 2 } },
  ])('$name', ({ argv = [], env, expected }) => {
    expect(settingsOf(argv, env)).toMatchObject(expected);
  });

  it.each([
    { name: '--dist', argv: (dist: string) => ['--dist', dist], env: (_: string): NodeJS.ProcessEnv => ({}) },
    { name: 'WIDGET_DIST', argv: (_: string) => [], env: (dist: string): NodeJS.ProcessEnv => ({ WIDGET_DIST: dist }) },
    {
      name: '--dist over WIDGET_DIST',
      argv: (dist: string) => [`--dist=${dist}`],
      env: (_: string): NodeJS.ProcessEnv => ({ WIDGET_DIST: '/nonexistent/ponte' }),
    },
  ])('serves the build $name names, not the default', ({ argv, env }) => {
    const line = parseCommandLine(argv(build.distRoot));
    const command = readCommand(line, { WIDGET_FRAME_ANCESTORS: SHOP, ...env(build.distRoot) }, { distRoot: '/nonexistent/default' });
    expect(command).toMatchObject({ action: 'serve', settings: { distRoot: build.distRoot } });
  });

  it.each<{ name: string; argv?: string[]; env: NodeJS.ProcessEnv; payments: Settings['payments'] }>([
    { name: 'neither client id nor secret: the payer page is off', env: {}, payments: null },
    { name: 'empty variables are unset', env: { WIDGET_CLIENT_ID: '', WIDGET_CLIENT_SECRET: '' }, payments: null },
    {
      name: 'both variables',
      env: { WIDGET_CLIENT_ID: ' shop-client ', WIDGET_CLIENT_SECRET: 's3cret with spaces ' },
      payments: { clientId: 'shop-client', clientSecret: 's3cret with spaces ' },
    },
    {
      name: '--client-id over WIDGET_CLIENT_ID',
      argv: ['--client-id=flag-client'],
      env: { WIDGET_CLIENT_ID: 'env-client', WIDGET_CLIENT_SECRET: 'secret' },
      payments: { clientId: 'flag-client', clientSecret: 'secret' },
    },
  ])('payer page credentials: $name', ({ argv = [], env, payments }) => {
    expect(settingsOf(argv, { WIDGET_FRAME_ANCESTORS: SHOP, ...env }).payments).toEqual(payments);
  });

  const CLIENT = { WIDGET_CLIENT_ID: 'shop-client', WIDGET_CLIENT_SECRET: 'secret' };
  const LONG = 'k'.repeat(32);
  it.each<{ name: string; env: NodeJS.ProcessEnv; offerSecret: string | null }>([
    { name: 'unset: preauthorizations are off', env: CLIENT, offerSecret: null },
    { name: 'empty is unset', env: { ...CLIENT, WIDGET_OFFER_SECRET: '' }, offerSecret: null },
    { name: '32 bytes, kept as given', env: { ...CLIENT, WIDGET_OFFER_SECRET: LONG }, offerSecret: LONG },
    // Bytes, not characters: 16 two-byte letters make 32 bytes.
    { name: '32 bytes of accented letters', env: { ...CLIENT, WIDGET_OFFER_SECRET: 'é'.repeat(16) }, offerSecret: 'é'.repeat(16) },
  ])('preauthorization offer secret: $name', ({ env, offerSecret }) => {
    expect(settingsOf([], { WIDGET_FRAME_ANCESTORS: SHOP, ...env }).offerSecret).toBe(offerSecret);
  });

  it('answers --help whatever the other settings say', () => {
    expect(read(['--help'], { WIDGET_PORT: 'not a port' })).toEqual({ action: 'help' });
    expect(read(['-h'])).toEqual({ action: 'help' });
  });

  it('prints a recipe under production rules, without a build', () => {
    const command = readCommand(
      parseCommandLine(['--print-headers', 'netlify']),
      { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_API_ORIGIN: 'https://api.example.com' },
      {
        distRoot: join(build.distRoot, 'missing'),
      },
    );
    expect(command).toMatchObject({ action: 'print-headers', target: 'netlify', settings: { production: true } });
  });
});

const PRODUCTION = { NODE_ENV: 'production', WIDGET_API_ORIGIN: 'https://api.example.com' };

describe('refused settings', () => {
  it.each<{ name: string; argv?: string[]; env?: NodeJS.ProcessEnv; setting: string; message: RegExp }>([
    { name: 'no frame ancestors', env: {}, setting: 'WIDGET_FRAME_ANCESTORS', message: /^WIDGET_FRAME_ANCESTORS is not set: list the origins/ },
    { name: 'frame ancestors naming nothing', env: { WIDGET_FRAME_ANCESTORS: ' , ' }, setting: 'WIDGET_FRAME_ANCESTORS', message: /names no origin/ },
    {
      name: 'an origin with a path',
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example/checkout' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message:
        /^WIDGET_FRAME_ANCESTORS: "https:\/\/shop\.example\/checkout" has a path \(\/checkout\): name the origin only, https:\/\/shop\.example$/,
    },
    {
      name: 'an origin with a query',
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example?from=ads' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /has a query/,
    },
    {
      name: 'an origin with a query after a slash',
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example/?' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /has a query/,
    },
    {
      name: 'an origin with a fragment',
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example#top' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /has a fragment/,
    },
    {
      name: 'a scheme other than http(s)',
      env: { WIDGET_FRAME_ANCESTORS: 'ftp://shop.example' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /has the scheme ftp, but only http and https/,
    },
    {
      name: 'a script scheme',
      env: { WIDGET_FRAME_ANCESTORS: 'javascript://shop.example' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /has the scheme javascript/,
    },
    {
      name: 'no scheme',
      env: { WIDGET_FRAME_ANCESTORS: 'shop.example' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /"shop\.example" is not an origin: write it scheme:\/\/host\[:port\]/,
    },
    {
      name: 'a host and port without scheme',
      env: { WIDGET_FRAME_ANCESTORS: 'localhost:3000' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /is not an origin/,
    },
    {
      name: 'credentials',
      env: { WIDGET_FRAME_ANCESTORS: 'https://user:secret@shop.example' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /carries a user name or password/,
    },
    {
      name: 'a port out of range in an origin',
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example:99999' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /is not a valid origin/,
    },
    {
      name: 'an IPv6 literal, which a CSP cannot name',
      env: { WIDGET_FRAME_ANCESTORS: 'http://[::1]:3000' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /a Content-Security-Policy cannot name/,
    },
    {
      name: 'a host with a quote',
      env: { WIDGET_FRAME_ANCESTORS: "https://shop'.example" },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /a Content-Security-Policy cannot name/,
    },
    {
      name: 'one bad origin among good ones',
      env: { WIDGET_FRAME_ANCESTORS: `${SHOP} https://b.example/x` },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /"https:\/\/b\.example\/x" has a path/,
    },
    {
      name: '* in production (NODE_ENV)',
      env: { ...PRODUCTION, WIDGET_FRAME_ANCESTORS: `${SHOP} *` },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /\* lets any site embed the widget, which production mode refuses/,
    },
    {
      name: '* in production (--production)',
      argv: ['--production', '--frame-ancestors', '*'],
      env: PRODUCTION,
      setting: '--frame-ancestors',
      message: /^--frame-ancestors: \* lets any site/,
    },
    {
      name: '* in a printed recipe',
      argv: ['--print-headers', 'nginx'],
      env: { WIDGET_API_ORIGIN: 'https://api.example.com', WIDGET_FRAME_ANCESTORS: '*' },
      setting: 'WIDGET_FRAME_ANCESTORS',
      message: /production mode refuses/,
    },
    {
      name: 'an API origin with a path',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_API_ORIGIN: 'https://api.example.com/v1' },
      setting: 'WIDGET_API_ORIGIN',
      message: /^WIDGET_API_ORIGIN: "https:\/\/api\.example\.com\/v1" has a path/,
    },
    {
      name: '* as the API origin',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_API_ORIGIN: '*' },
      setting: 'WIDGET_API_ORIGIN',
      message: /is not an origin/,
    },
    {
      name: 'no API origin in production',
      env: { NODE_ENV: 'production', WIDGET_FRAME_ANCESTORS: SHOP },
      setting: 'WIDGET_API_ORIGIN',
      message: /required in production mode/,
    },
    ...['80a', '-1', '65536', '8e3', '1.5', 'http'].map((port) => ({
      name: `the port "${port}"`,
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_PORT: port },
      setting: 'WIDGET_PORT',
      message: /^WIDGET_PORT must be a port number from 0 to 65535/,
    })),
    { name: 'a bad PORT', env: { WIDGET_FRAME_ANCESTORS: SHOP, PORT: 'eighty' }, setting: 'PORT', message: /^PORT must be a port number/ },
    {
      name: 'a bad --port',
      argv: ['--port=99999'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: '--port',
      message: /^--port must be a port number/,
    },
    {
      name: '--port without its value',
      argv: ['--port'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: '--port',
      message: /^--port needs a value/,
    },
    {
      name: '--port followed by another flag',
      argv: ['--port', '--host', 'x'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: '--port',
      message: /^--port needs a value/,
    },
    {
      name: 'a URL as the host',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_HOST: 'http://0.0.0.0' },
      setting: 'WIDGET_HOST',
      message: /names the interface to listen on .*not a URL/,
    },
    {
      name: 'a folder with no build',
      argv: ['--dist', '/nonexistent/ponte'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: '--dist',
      message: /^--dist: \/nonexistent\/ponte holds no widget build/,
    },
    {
      name: 'a client id without its secret',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_CLIENT_ID: 'shop-client' },
      setting: 'WIDGET_CLIENT_SECRET',
      message: /^WIDGET_CLIENT_SECRET is not set, but WIDGET_CLIENT_ID is: the payer page needs both/,
    },
    {
      name: '--client-id without the secret',
      argv: ['--client-id', 'shop-client'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: 'WIDGET_CLIENT_SECRET',
      message: /^WIDGET_CLIENT_SECRET is not set, but --client-id is/,
    },
    {
      name: 'a secret without its client id',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_CLIENT_SECRET: 'secret' },
      setting: 'WIDGET_CLIENT_ID',
      message: /^WIDGET_CLIENT_ID is not set, but WIDGET_CLIENT_SECRET is/,
    },
    {
      name: 'a client id with spaces',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_CLIENT_ID: 'shop client', WIDGET_CLIENT_SECRET: 'secret' },
      setting: 'WIDGET_CLIENT_ID',
      message: /must be the client id, with no spaces/,
    },
    {
      name: 'an offer secret shorter than 32 bytes',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_CLIENT_ID: 'shop-client', WIDGET_CLIENT_SECRET: 'secret', WIDGET_OFFER_SECRET: 'k'.repeat(31) },
      setting: 'WIDGET_OFFER_SECRET',
      message: /^WIDGET_OFFER_SECRET is 31 bytes long: use at least 32 random bytes/,
    },
    {
      name: 'an offer secret without the payer page',
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_OFFER_SECRET: 'k'.repeat(32) },
      setting: 'WIDGET_OFFER_SECRET',
      message: /^WIDGET_OFFER_SECRET is set, but the payer page is off/,
    },
    {
      name: 'the secret as a flag',
      argv: ['--client-secret', 'secret'],
      setting: '--client-secret',
      message: /^--client-secret is not a flag, so the secret stays out of the process list: set WIDGET_CLIENT_SECRET$/,
    },
    { name: 'an unknown flag', argv: ['--prot', '80'], setting: '--prot', message: /^--prot is not an option of ponte-widget-host/ },
    {
      name: 'an unknown flag with a value',
      argv: ['--frame-ancestor=https://shop.example'],
      setting: '--frame-ancestor=https://shop.example',
      message: /^--frame-ancestor is not an option/,
    },
    ...['yes', '-1', '1.5', '8080'].map((value) => ({
      name: `trusted proxies "${value}"`,
      env: { WIDGET_FRAME_ANCESTORS: SHOP, WIDGET_TRUSTED_PROXIES: value },
      setting: 'WIDGET_TRUSTED_PROXIES',
      message: /^WIDGET_TRUSTED_PROXIES is how many proxies stand in front of the widget host \(0 to 9, usually 1\)/,
    })),
    { name: 'an argument that is no flag', argv: ['8788'], setting: '8788', message: /^unexpected argument "8788"/ },
    { name: 'a value for a switch', argv: ['--production=yes'], setting: '--production', message: /^--production takes no value/ },
    {
      name: 'a host with no recipe',
      argv: ['--print-headers', 'apache'],
      env: { WIDGET_FRAME_ANCESTORS: SHOP },
      setting: '--print-headers',
      message: /^--print-headers takes nginx, netlify, cloudflare, vercel; got "apache"/,
    },
  ])('$name', ({ argv = [], env = {}, setting, message }) => {
    let refused: unknown;
    try {
      read(argv, env);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(SettingRefused);
    const { setting: named, message: text } = refused as SettingRefused;
    expect(named).toBe(setting);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });
});
