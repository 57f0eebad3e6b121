// An item the server lost (a restart, a deletion) while the user connects: the form says so and the
// next submit starts a new connection, over HTTP against the sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

const USER_OK = { user: 'user-ok', password: 'password-ok' };

let s: StartedSandbox;
/** Slower steps, so the app approval waits long enough to be seen before the sandbox approves it by itself. */
let slow: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  [s, slow] = await Promise.all([startSandbox(), startSandbox({ stepMs: 100 })]);
});
afterEach(() => kit?.flow.dispose());
afterAll(() => Promise.all([s.close(), slow.close()]));

/** A flow whose requests are listed as "METHOD /path". */
async function recordedKit(sandbox: StartedSandbox): Promise<{ kit: FlowKit; requests: string[] }> {
  const requests: string[] = [];
  const recording: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };
  return { kit: await flowKit(sandbox, {}, { fetch: recording }), requests };
}

/** What a restarted server does to an item: it no longer has it. */
async function loseItem(sandbox: StartedSandbox, id: string): Promise<void> {
  const r = await sandbox.call('DELETE', `/items/${id}`, { token: await sandbox.apiKey() });
  expect(r.status).toBe(200);
}

const itemIdOf = (k: FlowKit): string => {
  const state = k.flow.state.value;
  if (!('item' in state) || !state.item) throw new Error(`no item on ${state.step}`);
  return state.item.id;
};

describe('an item lost while connecting', () => {
  it.each([
    {
      when: 'while the widget polls it (an app approval)',
      connector: 6,
      sandbox: () => slow,
      lose: async (k: FlowKit) => {
        await k.until('user-action');
        await loseItem(slow, itemIdOf(k));
      },
    },
    {
      when: 'when the answer to its question is sent',
      connector: 3,
      sandbox: () => s,
      lose: async (k: FlowKit) => {
        await k.until('mfa');
        await loseItem(s, itemIdOf(k));
        k.fill({ token: '123456' });
        await k.flow.submitMfa();
      },
    },
  ])('$when: the form says so, keeps the user, and the next submit creates a new item', async ({ connector, sandbox, lose }) => {
    const recorded = await recordedKit(sandbox());
    kit = recorded.kit;
    await openForm(kit, connector);
    kit.fill(USER_OK);
    await kit.flow.submitCredentials();
    await lose(kit);
    const lostId = kit.events.find((e) => e.event === 'ITEM_RESPONSE')?.itemId ?? '';

    const form = await kit.until('credentials', (state) => state.errors.form?.code === 'ITEM_NOT_FOUND');
    expect(form.submitting).toBe(false);
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
    expect(kit.errors).toEqual([]);

    kit.fill({ password: 'password-ok' });
    await kit.flow.submitCredentials();
    await kit.until('connecting');
    expect(recorded.requests.filter((r) => r === 'POST /items')).toHaveLength(2);
    expect(recorded.requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
    expect(itemIdOf(kit)).not.toBe(lostId);
  });

  it('"Back to the form" after an error screen, then a submit: one refused update, then a new item', async () => {
    const recorded = await recordedKit(s);
    kit = recorded.kit;
    await openForm(kit, 0);
    kit.fill({ user: 'user-error', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const ended = await kit.until('error');
    const lostId = ended.item?.id ?? '';
    await loseItem(s, lostId);

    kit.flow.back();
    await kit.flow.submitCredentials();
    await kit.until('credentials', (state) => state.errors.form?.code === 'ITEM_NOT_FOUND');
    expect(kit.flow.values.value).toEqual({ user: 'user-error' });

    kit.fill({ user: 'user-ok', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const done = await kit.until('success');
    expect(done.item.id).not.toBe(lostId);
    expect(recorded.requests.filter((r) => r === `PATCH /items/${lostId}`)).toHaveLength(1);
    expect(recorded.requests.filter((r) => r === 'POST /items')).toHaveLength(2);
  });
});
