// The running step's work: the next step's work aborts it, its poll and its countdown with it.
import { describe, expect, it, vi } from 'vitest';
import { createActivity } from './activity.js';
import { item } from '../api/testing/fixtures.js';
import type { Poll } from './poll-item.js';

const poll = (): Poll => ({ nudge: vi.fn(), done: Promise.resolve(item()) });

describe('activity', () => {
  it('aborts the running work, its countdown and its poll when the next work begins', () => {
    const activity = createActivity(new AbortController().signal);
    const work = activity.signal;
    const countdown = activity.countdown();
    const followed = poll();
    activity.follow(followed);
    const next = activity.begin();
    activity.nudge();
    expect([work.aborted, countdown.aborted, next.aborted]).toEqual([true, true, false]);
    expect(followed.nudge).not.toHaveBeenCalled();
  });

  it('hurries the poll of the running work', () => {
    const activity = createActivity(new AbortController().signal);
    const followed = poll();
    activity.follow(followed);
    activity.nudge();
    expect(followed.nudge).toHaveBeenCalledTimes(1);
  });

  it('keeps one countdown: a new one stops the last', () => {
    const activity = createActivity(new AbortController().signal);
    const first = activity.countdown();
    const second = activity.countdown();
    expect([first.aborted, second.aborted]).toEqual([true, false]);
    activity.stopCountdown();
    expect(second.aborted).toBe(true);
  });

  it('aborts everything when the flow is disposed', () => {
    const master = new AbortController();
    const activity = createActivity(master.signal);
    const countdown = activity.countdown();
    master.abort();
    expect([activity.signal.aborted, countdown.aborted]).toEqual([true, true]);
  });
});
