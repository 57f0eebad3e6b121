// POST /sandbox/clock/advance over real HTTP: what moving the sandbox's clock does to tokens and items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';
import { MAX_CLOCK_ADVANCE_MS } from './routes.js';

const MINUTE = 60 * 1000;

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const advance = (ms: unknown, token = key) => s.call<{ now: string }>('POST', '/sandbox/clock/advance', { token, body: { ms } });

describe('POST /sandbox/clock/advance', () => {
  it("answers the sandbox's new time, that much ahead", async () => {
    const before = s.sandbox.deps.clock.now();
    const r = await advance(MINUTE);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ now: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(Date.parse(r.body.now) - before).toBeGreaterThanOrEqual(MINUTE);
    expect(Date.parse(r.body.now) - before).toBeLessThan(MINUTE + 5000);
  });

  it('expires a Connect Token once its 30 minutes have passed on the clock', async () => {
    const token = await s.connectToken();
    expect((await s.call('GET', '/connectors/0', { token })).status).toBe(200);
    await advance(29 * MINUTE);
    expect((await s.call('GET', '/connectors/0', { token })).status).toBe(200);
    await advance(MINUTE + 1000);
    expect(await s.call('GET', '/connectors/0', { token })).toMatchObject({ status: 401, body: { message: expect.stringMatching(/expired/) } });
  });

  it('runs a waiting item into USER_INPUT_TIMEOUT at once', async () => {
    const apiKey = await s.apiKey();
    const created = await s.createItem(apiKey, 3, { user: 'user-ok', password: 'password-ok' });
    await s.waitForItem(apiKey, created.id, (i) => i.status === 'WAITING_USER_INPUT');
    await advance(s.sandbox.deps.config.userInputTimeoutMs, apiKey);
    const r = await s.call<{ status: string; executionStatus: string }>('GET', `/items/${created.id}`, { token: apiKey });
    expect(r.body).toMatchObject({ status: 'OUTDATED', executionStatus: 'USER_INPUT_TIMEOUT' });
  });

  it.each([
    ['no ms', {}],
    ['a negative ms', { ms: -1 }],
    ['a fraction of a millisecond', { ms: 1.5 }],
    ['ms as text', { ms: '1000' }],
    ['more than ten years', { ms: MAX_CLOCK_ADVANCE_MS + 1 }],
  ])('answers 400 for %s', async (_name, body) => {
    const r = await s.call('POST', '/sandbox/clock/advance', { token: key, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, message: expect.stringContaining('ms') });
  });

  it('needs an API Key: 401 without one, 403 for a Connect Token', async () => {
    expect((await s.call('POST', '/sandbox/clock/advance', { body: { ms: 1 } })).status).toBe(401);
    expect((await advance(1, await s.connectToken())).status).toBe(403);
  });
});
