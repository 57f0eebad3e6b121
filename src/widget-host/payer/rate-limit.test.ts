// The payer API's limits: a share per key per minute, how long to wait once it is used, a new share when the minute ends.
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit.js';

describe('rateLimit', () => {
  it('lets a key through its share, then says how many seconds are left in its minute', () => {
    let now = 1_000_000;
    const limit = rateLimit(3, () => now);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([null, null, null]);
    expect(limit.take('a')).toBe(60);
    now += 45_500;
    expect(limit.take('a')).toBe(15);
    expect(limit.take('b')).toBeNull();
    now += 14_500;
    expect(limit.take('a')).toBeNull();
  });
});
