// @vitest-environment jsdom
// Property-based, on a live handle: hostile messages on the host window (random, forged from another
// origin or window, of another channel, replayed after destroy) fire no callback, throw nothing and
// post nothing to the frame.
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkFrameMessage } from '../../contract/frame-messages.js';
import { envelop } from '../../contract/protocol.js';
import { connectModal, destroyAll, polyfillBrowser, WIDGET_ORIGIN } from '../testing/host-test-kit.js';

beforeAll(polyfillBrowser);
afterEach(destroyAll);

const RUNS = { numRuns: 150, seed: 20261124 };
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'ns', 'v', 'channel', 'type', 'item', 'error', 'event', 'reason'),
  fc.string({ maxLength: 8 }),
);
const junk = fc.anything({ key, maxDepth: 3, withNullPrototype: true });
const TYPES = ['ready', 'initialized', 'open', 'event', 'success', 'error', 'resize', 'token-request', 'close'];
/** A frame message's shape with any fields: mostly what a forger would send. */
const forged = fc.tuple(fc.constantFrom(...TYPES), fc.dictionary(key, junk, { maxKeys: 4 })).map(([type, fields]) => ({ ...fields, type }));

const called = (calls: Record<string, { mock: { calls: unknown[] } }>) =>
  Object.entries(calls)
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([name]) => name);

describe('a live handle, opened, under hostile messages', () => {
  it('fires callbacks only for messages the protocol believes, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(junk, forged), (body) => {
        const { handle, frame, calls } = connectModal();
        frame.handshake();
        handle.open();
        for (const spy of Object.values(calls)) spy.mockClear();
        // An object gets a valid envelope under its own fields, so most reach the type's guard.
        const data =
          typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...envelop(frame.channel, { type: 'initialized' }), ...body } : body;
        expect(() => frame.send({ type: 'open' }, { data })).not.toThrow();
        if (checkFrameMessage(data, frame.channel) === null) expect(called(calls)).toEqual([]);
        handle.destroy();
      }),
      RUNS,
    );
  });

  it.each<{ case: string; origin?: string; source?: unknown; channel?: string }>([
    { case: 'another origin', origin: 'https://evil.example' },
    { case: 'the widget origin on another port', origin: `${WIDGET_ORIGIN}:8443` },
    { case: 'another window of the widget origin', source: { postMessage() {} } },
    { case: 'no window', source: null },
    { case: 'another channel', channel: 'another-channel-1234' },
  ])('believes nothing from $case, not even a valid success and close', ({ origin, source, channel }) => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    for (const spy of Object.values(calls)) spy.mockClear();
    const before = frame.posted().length;
    const tamper = { ...(origin === undefined ? {} : { origin }), ...(source === undefined ? {} : { source }) };
    frame.send(
      { type: 'open' },
      { ...tamper, data: envelop(channel ?? frame.channel, { type: 'success', item: { id: 'item-1', status: 'UPDATED' } } as never) },
    );
    frame.send({ type: 'open' }, { ...tamper, data: envelop(channel ?? frame.channel, { type: 'close', reason: 'user' }) });
    expect(called(calls)).toEqual([]);
    expect(frame.posted()).toHaveLength(before);
  });

  it('believes the same success and close from the frame itself (the cases above are refused for their tampering alone)', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    frame.send({ type: 'open' }, { data: envelop(frame.channel, { type: 'success', item: { id: 'item-1', status: 'UPDATED' } } as never) });
    frame.send({ type: 'open' }, { data: envelop(frame.channel, { type: 'close', reason: 'user' }) });
    expect(called(calls)).toEqual(expect.arrayContaining(['onSuccess', 'onClose']));
  });

  it('after destroy, a replay of every message the frame sent before fires nothing', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    const replay = [
      { type: 'event', event: { event: 'OPEN', timestamp: 1 } },
      { type: 'success', item: { id: 'item-1', status: 'UPDATED' } },
      { type: 'error', error: { code: 'NETWORK', message: 'offline' } },
      { type: 'close', reason: 'done' },
    ] as const;
    handle.destroy();
    for (const spy of Object.values(calls)) spy.mockClear();
    for (const body of replay) frame.send(body as never);
    frame.handshake();
    expect(called(calls)).toEqual([]);
  });
});
