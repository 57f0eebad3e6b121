// The sandbox's clock: real time plus an offset, scheduled work run in time order as it falls due.
import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a clock', () => {
  it('starts where it is told and then follows real time', async () => {
    const clock = createClock({ startAt: Date.parse('2025-03-15T12:00:00.000Z') });
    const first = clock.now();
    expect(first - Date.parse('2025-03-15T12:00:00.000Z')).toBeLessThan(50);
    await sleep(20);
    expect(clock.now()).toBeGreaterThanOrEqual(first + 15);
  });

  it('moves forward when advanced, and answers the new time', () => {
    const clock = createClock();
    const before = clock.now();
    const after = clock.advance(60 * 60 * 1000);
    expect(after - before).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(clock.now()).toBeGreaterThanOrEqual(after);
  });

  it('runs what falls due during an advance, in time order, each at its own time', () => {
    const clock = createClock({ startAt: 0, frozen: true });
    const ran: [string, number][] = [];
    clock.after(3000, () => ran.push(['c', clock.now()]));
    clock.after(1000, () => {
      ran.push(['a', clock.now()]);
      // Timed from when it runs, and still inside the jump.
      clock.after(500, () => ran.push(['a+500', clock.now()]));
    });
    clock.after(1000, () => ran.push(['b', clock.now()]));
    clock.after(9000, () => ran.push(['late', clock.now()]));
    expect(clock.advance(5000)).toBe(5000);
    expect(ran).toEqual([
      ['a', 1000],
      ['b', 1000],
      ['a+500', 1500],
      ['c', 3000],
    ]);
    clock.advance(4000);
    expect(ran.at(-1)).toEqual(['late', 9000]);
  });

  it('never runs canceled work', () => {
    const clock = createClock({ startAt: 0, frozen: true });
    const ran: string[] = [];
    const cancel = clock.after(10, () => ran.push('canceled'));
    clock.after(10, () => ran.push('kept'));
    cancel();
    clock.advance(10);
    clock.after(10, () => ran.push('dropped'));
    clock.cancelAll();
    clock.advance(10);
    expect(ran).toEqual(['kept']);
  });

  it('runs work on real time too, sooner once the clock has been advanced towards it', async () => {
    const clock = createClock();
    const ran: string[] = [];
    clock.after(5, () => ran.push('soon'));
    clock.after(60_000, () => ran.push('a minute'));
    clock.advance(59_990);
    await sleep(80);
    expect(ran).toEqual(['soon', 'a minute']);
    clock.cancelAll();
  });

  it('when frozen, moves only when advanced and runs nothing by itself', async () => {
    const clock = createClock({ startAt: 1000, frozen: true });
    const ran: string[] = [];
    clock.after(1, () => ran.push('due'));
    await sleep(20);
    expect(clock.now()).toBe(1000);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['due']);
  });
});
