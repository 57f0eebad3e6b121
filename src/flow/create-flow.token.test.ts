// An expiring Connect Token over HTTP: renewed without losing the user's place, or a clear error.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../api/schemas/index.js';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm, serialized } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

const HOUR = 60 * 60 * 1000;

let s: StartedSandbox;
/** How far the sandbox's clock has been moved ahead of real time: moving it expires tokens at once. */
let ahead = 0;
let kit: FlowKit | undefined;
beforeAll(async () => {
  // An MFA question outlives the clock's jumps, so only the token runs out while the user answers.
  s = await startSandbox({ stepMs: 5, userInputTimeoutMs: 3 * HOUR });
});
afterEach(() => {
  kit?.flow.dispose();
});
afterAll(() => s.close());

/** Moves the sandbox's clock `ms` ahead, over HTTP, as a merchant's test would. */
async function moveClock(ms: number): Promise<void> {
  const r = await s.call('POST', '/sandbox/clock/advance', { token: await s.apiKey(), body: { ms } });
  if (r.status !== 200) throw new Error(`the sandbox did not move its clock: ${r.status} ${JSON.stringify(r.body)}`);
  ahead += ms;
}

const USER_OK = { user: 'user-ok', password: 'password-ok' };

/** The host's fetchConnectToken: a fresh token, minted for the flow's item once there is one. */
function refresher(current: () => Item | undefined) {
  const minted: string[] = [];
  return {
    minted,
    refreshToken: async () => {
      const item = current();
      const token = await s.connectToken(item ? { itemId: item.id } : {});
      minted.push(token);
      return token;
    },
  };
}

/** A fetch that records every status it gets. */
function watchedFetch() {
  const statuses: number[] = [];
  const watched: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  return { statuses, fetch: watched };
}

const itemOf = (k: FlowKit | undefined): Item | undefined => {
  const state = k?.flow.state.peek();
  return state && 'item' in state ? state.item : undefined;
};

describe('an expired Connect Token', () => {
  it('on a 401, is renewed and the request sent again, with the form and values as they were', async () => {
    const host = refresher(() => itemOf(kit));
    const watched = watchedFetch();
    kit = await flowKit(s, {}, { fetch: watched.fetch, deps: { refreshToken: host.refreshToken } });
    await openForm(kit, 0);
    kit.fill(USER_OK);
    const first = kit.token();
    await moveClock(2 * HOUR); // the token the form was opened with has expired
    await kit.flow.submitCredentials();
    await kit.until('success');
    expect(host.minted).toHaveLength(1);
    expect(watched.statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(kit.token()).toBe(host.minted[0]);
    expect(kit.token()).not.toBe(first);
    expect(kit.events.filter((e) => e.event === 'TOKEN_EXPIRED')).toHaveLength(1);
    expect(kit.errors).toEqual([]);
    expect(kit.steps()).toEqual(['search', 'consent', 'credentials', 'connecting', 'success']);
    expect(serialized(kit.events)).not.toContain(first);
  });

  it('while polling, is renewed for the item and polling goes on', async () => {
    const host = refresher(() => itemOf(kit));
    kit = await flowKit(s, {}, { deps: { refreshToken: host.refreshToken } });
    await openForm(kit, 3);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    await kit.until('mfa');
    await moveClock(2 * HOUR);
    kit.fill({ token: '123456' });
    await kit.flow.submitMfa();
    await kit.until('success');
    expect(host.minted).toHaveLength(1);
    expect(kit.events.filter((e) => e.event === 'TOKEN_EXPIRED')).toHaveLength(1);
  });

  it('is renewed before sending when its exp has passed on this clock', async () => {
    const host = refresher(() => itemOf(kit));
    const watched = watchedFetch();
    kit = await flowKit(s, {}, { fetch: watched.fetch, deps: { refreshToken: host.refreshToken, now: () => Date.now() + ahead } });
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await moveClock(2 * HOUR);
    await kit.flow.submitCredentials();
    await kit.until('success');
    expect(host.minted).toHaveLength(1);
    // Renewed ahead of time: the server never had to refuse it.
    expect(watched.statuses).not.toContain(401);
  });

  it('without a way to renew it, ends on TOKEN_EXPIRED', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill(USER_OK);
    await moveClock(2 * HOUR);
    await kit.flow.submitCredentials();
    const ended = await kit.until('error');
    expect(ended).toMatchObject({ kind: 'token-expired', code: 'TOKEN_EXPIRED', canRetry: false });
    expect(kit.errors).toEqual([expect.objectContaining({ code: 'TOKEN_EXPIRED' })]);
    expect(kit.events.map((e) => e.event)).toEqual(expect.arrayContaining(['TOKEN_EXPIRED', 'ERROR']));
  });

  it('when the host cannot renew it either, ends on TOKEN_EXPIRED', async () => {
    kit = await flowKit(s, {}, { deps: { refreshToken: () => Promise.reject(new Error('merchant server down')) } });
    await moveClock(2 * HOUR);
    await kit.flow.start();
    expect(await kit.until('error')).toMatchObject({ kind: 'token-expired', code: 'TOKEN_EXPIRED' });
  });
});
