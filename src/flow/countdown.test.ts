// The countdown reads the clock each tick and ends at zero exactly once.
import { describe, expect, it } from 'vitest';
import { runCountdown } from './countdown.js';

describe('runCountdown', () => {
  it('ticks whole seconds down to zero, sleeping to each second boundary', async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const ticks: number[] = [];
    const sleeps: number[] = [];
    let expired = 0;
    await runCountdown({
      expiresAt: '2030-01-01T00:00:02.500Z',
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
      signal: new AbortController().signal,
      onTick: (s) => ticks.push(s),
      onExpired: () => expired++,
    });
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(sleeps).toEqual([500, 1000, 1000]);
    expect(expired).toBe(1);
  });

  it('stops without expiring when aborted, and ignores an unreadable date', async () => {
    const controller = new AbortController();
    let expired = 0;
    const ticks: number[] = [];
    await runCountdown({
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      now: Date.now,
      sleep: async () => controller.abort(),
      signal: controller.signal,
      onTick: (s) => ticks.push(s),
      onExpired: () => expired++,
    });
    expect(ticks).toEqual([60]);
    expect(expired).toBe(0);
    await runCountdown({ expiresAt: 'soon', now: Date.now, sleep: async () => {}, signal: controller.signal, onTick: (s) => ticks.push(s) });
    expect(ticks).toEqual([60]);
  });
});
