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
