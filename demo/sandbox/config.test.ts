// Sandbox settings from the environment and the command line.
import { describe, expect, it } from 'vitest';
import { configFromEnvironment } from './config.js';

describe('configFromEnvironment', () => {
  it('uses the documented defaults', () => {
    const c = configFromEnvironment({}, []);
    expect(c).toMatchObject({
      port: 8787,
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      stepMs: 400,
      apiKeyTtlMs: 7_200_000,
      connectTokenTtlMs: 1_800_000,
      maxItems: 10_000,
      itemTtlMs: 86_400_000,
    });
    expect(c.publicUrl).toBe('http://127.0.0.1:8787');
    expect(c.deliverWebhooks).toBe(true);
    expect(configFromEnvironment({ SANDBOX_DELIVER_WEBHOOKS: 'false' }, []).deliverWebhooks).toBe(false);
  });

  it('reads variables and options', () => {
    const c = configFromEnvironment(
      {
        SANDBOX_PORT: '9000',
        SANDBOX_STEP_MS: '10',
        SANDBOX_CLIENT_ID: 'id',
        SANDBOX_CLIENT_SECRET: 'secret',
        SANDBOX_UPDATE_REJECTION: 'CLIENT_HAS_ITEM_UPDATES_DISABLED',
      },
      ['--catalogue', 'my.json', '--generate-connectors=10000'],
    );
    expect(c).toMatchObject({
      port: 9000,
      stepMs: 10,
      clientId: 'id',
      clientSecret: 'secret',
      cataloguePath: 'my.json',
      generateConnectors: 10000,
      updateRejection: 'CLIENT_HAS_ITEM_UPDATES_DISABLED',
    });
  });

  it.each([
    [{ SANDBOX_STEP_MS: 'fast' }, /SANDBOX_STEP_MS/],
    [{ SANDBOX_UPDATE_REJECTION: 'NOPE' }, /SANDBOX_UPDATE_REJECTION/],
  ])('refuses a bad value with a message naming it', (env, message) => {
    expect(() => configFromEnvironment(env, [])).toThrow(message);
  });
});

describe('what the sandbox keeps', () => {
  it.each([
    { name: 'the variables', env: { SANDBOX_MAX_ITEMS: '500', SANDBOX_ITEM_TTL_MS: '60000' }, argv: [], maxItems: 500, itemTtlMs: 60_000 },
    { name: 'the flags', env: {}, argv: ['--max-items', '500', '--item-ttl-ms=60000'], maxItems: 500, itemTtlMs: 60_000 },
    { name: 'a flag over its variable', env: { SANDBOX_MAX_ITEMS: '500' }, argv: ['--max-items=20'], maxItems: 20, itemTtlMs: 86_400_000 },
    {
      name: 'an empty variable, as unset',
      env: { SANDBOX_MAX_ITEMS: '', SANDBOX_ITEM_TTL_MS: '' },
      argv: [],
      maxItems: 10_000,
      itemTtlMs: 86_400_000,
    },
  ])('is read from $name', ({ env, argv, maxItems, itemTtlMs }) => {
    expect(configFromEnvironment(env, argv)).toMatchObject({ maxItems, itemTtlMs });
  });

  it.each([
    { env: { SANDBOX_MAX_ITEMS: '0' }, argv: [], message: 'SANDBOX_MAX_ITEMS must be a whole number of at least 1, got "0"' },
    { env: { SANDBOX_MAX_ITEMS: '-5' }, argv: [], message: 'SANDBOX_MAX_ITEMS must be a whole number of at least 1, got "-5"' },
    { env: { SANDBOX_MAX_ITEMS: '1e4' }, argv: [], message: 'SANDBOX_MAX_ITEMS must be a whole number of at least 1, got "1e4"' },
    { env: { SANDBOX_MAX_ITEMS: '10k' }, argv: [], message: 'SANDBOX_MAX_ITEMS must be a whole number of at least 1, got "10k"' },
    { env: { SANDBOX_ITEM_TTL_MS: '1.5' }, argv: [], message: 'SANDBOX_ITEM_TTL_MS must be a whole number of at least 1, got "1.5"' },
    { env: { SANDBOX_ITEM_TTL_MS: ' 60000' }, argv: [], message: 'SANDBOX_ITEM_TTL_MS must be a whole number of at least 1, got " 60000"' },
    { env: { SANDBOX_ITEM_TTL_MS: '99999999999999999999' }, argv: [], message: /SANDBOX_ITEM_TTL_MS must be a whole number/ },
    { env: {}, argv: ['--max-items'], message: '--max-items must be a whole number of at least 1, got ""' },
    { env: {}, argv: ['--max-items', '--port', '9000'], message: '--max-items must be a whole number of at least 1, got "--port"' },
    { env: {}, argv: ['--item-ttl-ms='], message: '--item-ttl-ms must be a whole number of at least 1, got ""' },
    { env: { SANDBOX_MAX_ITEMS: '500' }, argv: ['--max-items=none'], message: '--max-items must be a whole number of at least 1, got "none"' },
  ])('refuses $argv $env, naming the setting and the value', ({ env, argv, message }) => {
    expect(() => configFromEnvironment(env, argv)).toThrow(message);
  });
});

describe('payments', () => {
  it('waits five minutes for a payer at a consent page, and sets no payer page, unless told', () => {
    expect(configFromEnvironment({}, [])).toMatchObject({ paymentConsentTtlMs: 300_000, paymentPageUrl: undefined });
  });

  it.each([
    { name: 'the variables', env: { SANDBOX_PAYMENT_CONSENT_TTL_MS: '60000', SANDBOX_PAYMENT_PAGE_URL: 'https://widget.example.com/pay' }, argv: [] },
    { name: 'the flags', env: {}, argv: ['--payment-consent-ttl-ms', '60000', '--payment-page-url=https://widget.example.com/pay'] },
    {
      name: 'a flag over its variable',
      env: { SANDBOX_PAYMENT_CONSENT_TTL_MS: '5', SANDBOX_PAYMENT_PAGE_URL: 'https://old.example.com/pay' },
      argv: ['--payment-consent-ttl-ms=60000', '--payment-page-url', 'https://widget.example.com/pay'],
    },
  ])('are read from $name', ({ env, argv }) => {
    expect(configFromEnvironment(env, argv)).toMatchObject({ paymentConsentTtlMs: 60_000, paymentPageUrl: 'https://widget.example.com/pay' });
  });

  it.each([
    {
      env: { SANDBOX_PAYMENT_CONSENT_TTL_MS: '0' },
      argv: [],
      message: 'SANDBOX_PAYMENT_CONSENT_TTL_MS must be a whole number of at least 1, got "0"',
    },
    { env: {}, argv: ['--payment-consent-ttl-ms=5min'], message: '--payment-consent-ttl-ms must be a whole number of at least 1, got "5min"' },
    { env: { SANDBOX_PAYMENT_PAGE_URL: '/pay' }, argv: [], message: 'SANDBOX_PAYMENT_PAGE_URL must be an absolute http or https URL, got "/pay"' },
    {
      env: { SANDBOX_PAYMENT_PAGE_URL: 'javascript:alert(1)' },
      argv: [],
      message: 'SANDBOX_PAYMENT_PAGE_URL must be an absolute http or https URL, got "javascript:alert(1)"',
    },
    { env: {}, argv: ['--payment-page-url'], message: '--payment-page-url must be an absolute http or https URL, got ""' },
  ])('refuses $argv $env, naming the setting and the value', ({ env, argv, message }) => {
    expect(() => configFromEnvironment(env, argv)).toThrow(message);
  });
});

describe('where the sandbox keeps its state', () => {
  it.each([
    { name: 'by default, in memory', env: {}, argv: [], store: { kind: 'memory' } },
    {
      name: 'from the variable',
      env: { SANDBOX_STORE: 'sqlite:/var/lib/sandbox.sqlite' },
      argv: [],
      store: { kind: 'sqlite', path: '/var/lib/sandbox.sqlite' },
    },
    { name: 'from the flag, over the variable', env: { SANDBOX_STORE: 'sqlite:a.sqlite' }, argv: ['--store', 'memory'], store: { kind: 'memory' } },
    { name: 'a relative path', env: {}, argv: ['--store=sqlite:data/sandbox.sqlite'], store: { kind: 'sqlite', path: 'data/sandbox.sqlite' } },
  ])('is read $name', ({ env, argv, store }) => {
    expect(configFromEnvironment(env, argv).store).toEqual(store);
  });

  it.each([
    { env: { SANDBOX_STORE: 'sqlite' }, argv: [], message: 'SANDBOX_STORE must be "memory" or "sqlite:" followed by a file\'s path, got "sqlite"' },
    { env: { SANDBOX_STORE: 'sqlite:' }, argv: [], message: 'SANDBOX_STORE must be "memory" or "sqlite:" followed by a file\'s path, got "sqlite:"' },
    { env: { SANDBOX_STORE: 'postgres://db' }, argv: [], message: /SANDBOX_STORE must be .* got "postgres:\/\/db"/ },
    { env: {}, argv: ['--store'], message: '--store must be "memory" or "sqlite:" followed by a file\'s path, got ""' },
    { env: {}, argv: ['--store=Memory'], message: '--store must be "memory" or "sqlite:" followed by a file\'s path, got "Memory"' },
  ])('refuses $argv $env, naming the setting and the value', ({ env, argv, message }) => {
    expect(() => configFromEnvironment(env, argv)).toThrow(message);
  });
});
