// A creation whose answer is lost, sent again with its Idempotency-Key: one item, over HTTP against the sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import type { Item } from '../api/schemas/index.js';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { fastSleep, flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

const USER_OK = { user: 'user-ok', password: 'password-ok' };

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox();
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

type Creation = { key: string | null; body: string; answered: Item };

/**
 * A fetch that lets POST /items reach the sandbox, reads the item it made, then loses the answer
 * (as a dropped connection would) while `losing()` holds.
 */
function losingFetch(losing: () => boolean) {
  const creations: Creation[] = [];
  const lossy: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (init?.method !== 'POST' || !String(input).endsWith('/items')) return response;
    const text = await response.text();
    creations.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: String(init.body), answered: JSON.parse(text) });
    if (losing()) throw new TypeError('fetch failed');
    return new Response(text, { status: response.status, headers: response.headers });
  };
  return { creations, fetch: lossy };
}

async function lossyKit(losing: () => boolean) {
  const lost = losingFetch(losing);
  const token = await s.connectToken();
  const api = createApiClient({ baseUrl: s.url, token, fetch: lost.fetch, sleep: fastSleep });
  return { kit: await flowKit(s, {}, { token, deps: { api } }), creations: lost.creations };
}

/** Items the sandbox created for this client so far. */
async function createdItems(): Promise<string[]> {
  const r = await s.call<{ results: { itemId: string }[] }>('GET', '/sandbox/events?event=item/created&pageSize=500', { token: await s.apiKey() });
  return r.body.results.map((e) => e.itemId);
}

describe('a creation whose answer is lost', () => {
  it('is sent again with the same key and body; the sandbox makes one item, and the connection goes on', async () => {
    let losses = 1;
    const lossy = await lossyKit(() => losses-- > 0);
    kit = lossy.kit;
    const before = await createdItems();
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const done = await kit.until('success');

    const [first, second] = lossy.creations;
    expect(lossy.creations).toHaveLength(2);
    expect(first?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toBe(first?.body);
    expect(second?.answered.id).toBe(first?.answered.id);
    expect(done.item.id).toBe(first?.answered.id);
    expect((await createdItems()).length - before.length).toBe(1);
  });

  it('sent again by the user, unchanged, after the widget gave up, keeps its key: still one item', async () => {
    let losing = true;
    const lossy = await lossyKit(() => losing);
    kit = lossy.kit;
    const before = await createdItems();
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    const failed = await kit.until('credentials', (state) => !state.submitting);
    expect(failed.errors.form).toEqual({ code: 'NETWORK' });
    // The first send and the client's two more.
    expect(lossy.creations).toHaveLength(3);

    losing = false;
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    const keys = new Set(lossy.creations.map((c) => c.key));
    expect(keys.size).toBe(1);
    expect(done.item.id).toBe(lossy.creations[0]?.answered.id);
    expect((await createdItems()).length - before.length).toBe(1);
  });

  it('sent again with a field changed, is a new submission with a new key', async () => {
    let losing = true;
    const lossy = await lossyKit(() => losing);
    kit = lossy.kit;
    await openForm(kit, 0);
    kit.fill({ user: 'user-ok', password: 'password-typo' });
    await kit.flow.submitCredentials();
    await kit.until('credentials', (state) => state.errors.form?.code === 'NETWORK');

    losing = false;
    kit.fill({ password: 'password-ok' });
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    const last = lossy.creations[lossy.creations.length - 1];
    expect(last?.key).not.toBe(lossy.creations[0]?.key);
    expect(done.item.id).toBe(last?.answered.id);
  });
});
