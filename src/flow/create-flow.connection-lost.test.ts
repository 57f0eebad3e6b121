// The network dropping while the flow polls the item: the connecting step says so, polling goes on,
// and the line goes once an answer gets through, over HTTP against the sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox();
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

/** A fetch whose item polls fail as an offline browser's do while `offline` is set. */
function droppable() {
  const network = { offline: false, failedPolls: 0 };
  const fetchThrough: typeof fetch = (input, init) => {
    const polling = (init?.method ?? 'GET') === 'GET' && /\/items\/[\w-]+$/.test(new URL(String(input)).pathname);
    if (network.offline && polling) {
      network.failedPolls++;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return fetch(input, init);
  };
  return { network, fetchThrough };
}

describe('the network drops while the item is polled', () => {
  it('the connecting step says the connection was lost, then the connection ends once it is back', async () => {
    const { network, fetchThrough } = droppable();
    kit = await flowKit(s, {}, { fetch: fetchThrough });
    await openForm(kit, 0);
    network.offline = true;
    kit.fill({ user: 'user-ok', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const lost = await kit.until('connecting', (state) => state.connectionLost === true);
    expect(lost.connector.id).toBe(0);
    network.offline = false;
    await kit.until('success');
    expect(network.failedPolls).toBeGreaterThan(0);
    expect(kit.errors).toEqual([]);
    // Never an end on the way: the poll went on through the drop.
    expect(kit.steps()).toEqual(['search', 'consent', 'credentials', 'connecting', 'success']);
  });

  it('a poll the server answers with an error is not a lost connection', async () => {
    let failing = true;
    const serverError: typeof fetch = async (input, init) => {
      const polling = (init?.method ?? 'GET') === 'GET' && /\/items\/[\w-]+$/.test(new URL(String(input)).pathname);
      if (failing && polling) {
        failing = false;
        return new Response('{"code":503,"message":"busy"}', { status: 503, headers: { 'Content-Type': 'application/json' } });
      }
      return fetch(input, init);
    };
    kit = await flowKit(s, {}, { fetch: serverError });
    await openForm(kit, 0);
    const seen: boolean[] = [];
    kit.flow.state.subscribe((state) => {
      if (state.step === 'connecting') seen.push(state.connectionLost === true);
    });
    kit.fill({ user: 'user-ok', password: 'password-ok' });
    await kit.flow.submitCredentials();
    await kit.until('success');
    expect(failing).toBe(false);
    expect(seen).not.toContain(true);
  });
});
