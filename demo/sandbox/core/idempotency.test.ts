// How long and how many idempotency keys are kept: a bounded time, then a bounded count, oldest first.
import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';
import { idempotencyKeys, type KeyedRequest } from './idempotency.js';
import { createMemoryStore } from './store.js';

const request = (n: number): KeyedRequest => ({ id: `key-${n}`, body: 'same body' });

describe('idempotencyKeys', () => {
  it('replays an answer until the key expires, then forgets it', () => {
    const clock = createClock({ frozen: true, startAt: 0 });
    const keys = idempotencyKeys(createMemoryStore(), clock, { ttlMs: 1000 });
    keys.remember(request(1), { id: 'item-1' });
    clock.advance(999);
    expect(keys.replay(request(1))).toEqual({ id: 'item-1' });
    clock.advance(1);
    expect(keys.replay(request(1))).toBeUndefined();
  });

  it('keeps at most its bound of keys, forgetting the oldest', () => {
    const store = createMemoryStore();
    const keys = idempotencyKeys(store, createClock({ frozen: true, startAt: 0 }), { maxKeys: 3 });
    for (let n = 1; n <= 5; n++) keys.remember(request(n), { n });
    expect(store.collection('idempotencyKeys').size).toBe(3);
    expect([1, 2, 3, 4, 5].map((n) => keys.replay(request(n)))).toEqual([undefined, undefined, { n: 3 }, { n: 4 }, { n: 5 }]);
  });

  it('keeps the answer as it was, whatever becomes of the object answered', () => {
    const keys = idempotencyKeys(createMemoryStore(), createClock({ frozen: true, startAt: 0 }));
    const item = { id: 'item-1', status: 'UPDATING' };
    keys.remember(request(1), item);
    item.status = 'UPDATED';
    expect(keys.replay(request(1))).toEqual({ id: 'item-1', status: 'UPDATING' });
  });

  it('refuses the key with another body (422)', () => {
    const keys = idempotencyKeys(createMemoryStore(), createClock({ frozen: true, startAt: 0 }));
    keys.remember(request(1), {});
    expect(() => keys.replay({ id: 'key-1', body: 'another body' })).toThrow(expect.objectContaining({ status: 422 }));
  });
});
