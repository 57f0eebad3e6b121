// Polling against a fake clock: poll count for a 30 s sync, jitter bounds, cap, retries, 429, nudge, hidden page, offline browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { Item } from '../api/schemas/index.js';
import { backoffDelay, DEFAULT_POLL_POLICY, pollItem } from './poll-item.js';

const item = (status: string, executionStatus = 'ACCOUNTS_IN_PROGRESS'): Item => ({ id: 'item-1', status, executionStatus });

/** A clock that only moves when the poller sleeps, and the sleeps it was asked for. */
function fakeClock() {
  const clock = {
    now: 0,
    sleeps: [] as number[],
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason;
      clock.sleeps.push(ms);
      clock.now += ms;
    },
  };
  return clock;
}

/** An item that syncs for `syncMs` of fake time. */
function syncingFor(clock: { now: number }, syncMs: number) {
  const calls: number[] = [];
  return {
    calls,
    getItem: async () => {
      calls.push(clock.now);
      return clock.now >= syncMs ? item('UPDATED', 'SUCCESS') : item('UPDATING');
    },
  };
}

const isFinal = (i: Item) => i.status === 'UPDATED';

describe('backoffDelay', () => {
  it('grows ×1.5 from 1 s up to the 5 s cap, within ±20% jitter', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, mid))).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
    for (let n = 0; n < 12; n++) {
      const base = Math.min(5000, 1000 * 1.5 ** n);
      expect(backoffDelay(n, () => 0)).toBe(Math.round(base * 0.8));
      expect(backoffDelay(n, () => 0.999999)).toBeLessThanOrEqual(Math.round(base * 1.2));
      expect(backoffDelay(n, () => 0.999999)).toBeGreaterThan(base * 1.19);
    }
  });
});

describe('pollItem', () => {
  it.each([
    ['the shortest waits (all jitter -20%)', () => 0],
    ['the longest waits (all jitter +20%)', () => 0.999999],
    ['random jitter', Math.random],
  ])('sees a 30 s sync end within 10 polls, with %s', async (_, random) => {
    const clock = fakeClock();
    const api = syncingFor(clock, 30_000);
    const controller = new AbortController();
    const done = await pollItem({ getItem: api.getItem, until: isFinal, sleep: clock.sleep, random, signal: controller.signal }).done;
    expect(done.status).toBe('UPDATED');
    expect(api.calls.length).toBeLessThanOrEqual(10);
    // And no wait ever exceeds the cap plus jitter.
    expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(DEFAULT_POLL_POLICY.maxMs * 1.2);
  });

  it('polls at once when asked, and asks `until` of every item it gets', async () => {
    const clock = fakeClock();
    const api = syncingFor(clock, 2_000);
    const seen: string[] = [];
    await pollItem({
      getItem: api.getItem,
      until: (i) => {
        seen.push(i.status);
        return isFinal(i);
      },
      sleep: clock.sleep,
      random: () => 0.5,
      signal: new AbortController().signal,
      immediate: true,
    }).done;
    expect(api.calls[0]).toBe(0);
    expect(seen).toEqual(['UPDATING', 'UPDATING', 'UPDATED']);
  });

  it('retries network failures, timeouts and server errors with the same backoff', async () => {
    const clock = fakeClock();
    const failures = ['NETWORK', 'TIMEOUT', 'SERVER'] as const;
    let calls = 0;
    const done = await pollItem({
      getItem: async () => {
        const code = failures[calls++];
        if (code) throw new ApiError(code, `GET /items/{id} failed (${code})`);
        return item('UPDATED', 'SUCCESS');
      },
      until: isFinal,
      sleep: clock.sleep,
      random: () => 0.5,
      signal: new AbortController().signal,
    }).done;
    expect(done.status).toBe('UPDATED');
    expect(clock.sleeps).toEqual([1000, 1500, 2250, 3375]);
  });

  it('waits what a 429 asks before polling again', async () => {
    const clock = fakeClock();
    let calls = 0;
    await pollItem({
      getItem: async () => {
        if (calls++ === 0) throw new ApiError('RATE_LIMITED', 'GET /items/{id} is rate limited', { status: 429, retryAfterMs: 7_000 });
        return item('UPDATED', 'SUCCESS');
      },
      until: isFinal,
      sleep: clock.sleep,
      random: () => 0.5,
      signal: new AbortController().signal,
    }).done;
    expect(clock.sleeps).toEqual([1000, 7000]);
  });

  it('gives up after too many failures in a row, and at once on other errors', async () => {
    const clock = fakeClock();
    const network = pollItem({
      getItem: async () => {
        throw new ApiError('NETWORK', 'down');
      },
      until: isFinal,
      sleep: clock.sleep,
      random: () => 0.5,
      signal: new AbortController().signal,
    }).done;
    await expect(network).rejects.toMatchObject({ code: 'NETWORK' });
    expect(clock.sleeps).toHaveLength(DEFAULT_POLL_POLICY.maxFailures);

    const forbidden = pollItem({
      getItem: async () => {
        throw new ApiError('FORBIDDEN', 'no');
      },
      until: isFinal,
      sleep: clock.sleep,
      random: () => 0.5,
      signal: new AbortController().signal,
    }).done;
    await expect(forbidden).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('stops when aborted, and a nudge polls now and restarts the backoff', async () => {
    const waits: { ms: number; release: () => void }[] = [];
    const sleep = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        waits.push({ ms, release: resolve });
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    let calls = 0;
    const controller = new AbortController();
    const poll = pollItem({
      getItem: async () => {
        calls++;
        return item('UPDATING');
      },
      until: isFinal,
      sleep,
      random: () => 0.5,
      signal: controller.signal,
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    waits[0]?.release();
    await settle();
    expect(calls).toBe(1);
    expect(waits[1]?.ms).toBe(1500);
    poll.nudge();
    await settle();
    expect(calls).toBe(2);
    expect(waits[2]?.ms).toBe(1000);
    controller.abort(new Error('disposed'));
    await expect(poll.done).rejects.toThrow('disposed');
    expect(calls).toBe(2);
  });
});

/** A page the test hides and shows, as the browser's visibilitychange would, and takes offline and back. */
function fakePage(hidden: boolean) {
  const waiters = new Set<() => void>();
  const page = {
    hidden,
    offline: false,
    /** Callers still waiting for the page to show. */
    waiting: () => waiters.size,
    show() {
      page.hidden = false;
      for (const resolve of waiters) resolve();
      waiters.clear();
    },
    visibility: {
      hidden: () => page.hidden,
      offline: () => page.offline,
      whenVisible: (signal: AbortSignal) =>
        new Promise<void>((resolve, reject) => {
          if (!page.hidden) return resolve();
          const shown = () => {
            signal.removeEventListener('abort', aborted);
            resolve();
          };
          const aborted = () => {
            waiters.delete(shown);
            reject(signal.reason);
          };
          waiters.add(shown);
          signal.addEventListener('abort', aborted, { once: true });
        }),
    },
  };
  return page;
}

describe('pollItem on a hidden page', () => {
  // Real waits on fake timers: hours can pass in a test, and "at once" means no time passes.
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timerSleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });

  /** Polls an item that never ends, recording when each poll was sent. */
  function startPolling(page: ReturnType<typeof fakePage>, extra: { immediate?: boolean; signal?: AbortSignal } = {}) {
    const polls: number[] = [];
    const poll = pollItem({
      getItem: async () => {
        polls.push(Date.now());
        return item('UPDATING');
      },
      until: isFinal,
      sleep: timerSleep,
      random: () => 0.5,
      signal: extra.signal ?? new AbortController().signal,
      immediate: extra.immediate ?? false,
      visibility: page.visibility,
    });
    // Keeps an abort at the end of a test from reporting an unhandled rejection.
    poll.done.catch(() => undefined);
    return { poll, polls };
  }

  const HOUR = 3_600_000;

  it.each([
    // The first wait (1 s) runs out while hidden; after the return the backoff goes on at 1.5 s.
    ['after the first wait', false, 1500],
    // Nothing was polled yet: the return poll is the first, then the backoff starts at 1 s.
    ['with an immediate first poll', true, 1000],
  ])('sends nothing while hidden, however long, then polls at once when shown (%s)', async (_, immediate, nextWait) => {
    const page = fakePage(true);
    const { polls } = startPolling(page, { immediate });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(polls).toEqual([]);

    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toEqual([2 * HOUR]);

    await vi.advanceTimersByTimeAsync(nextWait);
    expect(polls).toEqual([2 * HOUR, 2 * HOUR + nextWait]);
  });

  it('holds the poll that comes due while the page is hidden, and goes on with the backoff after', async () => {
    const page = fakePage(false);
    const { polls } = startPolling(page);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toEqual([1000]);

    page.hidden = true;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(polls).toEqual([1000]);

    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toEqual([1000, 1000 + HOUR]);
    await vi.advanceTimersByTimeAsync(2250);
    expect(polls).toEqual([1000, 1000 + HOUR, 1000 + HOUR + 2250]);
  });

  it('stops when aborted while hidden, without ever polling', async () => {
    const page = fakePage(true);
    const controller = new AbortController();
    const { poll, polls } = startPolling(page, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(page.waiting()).toBe(1);

    controller.abort(new Error('closed'));
    await expect(poll.done).rejects.toThrow('closed');
    expect(page.waiting()).toBe(0);

    page.show();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(polls).toEqual([]);
  });

  it('offline, failing polls are not counted: however long the outage, polling goes on at the backoff’s pace and ends once the network is back', async () => {
    const page = fakePage(false);
    const polls: number[] = [];
    const failures: string[] = [];
    page.offline = true;
    const poll = pollItem({
      getItem: async () => {
        polls.push(Date.now());
        if (page.offline) throw new ApiError('NETWORK', 'offline');
        return item('UPDATED', 'SUCCESS');
      },
      until: isFinal,
      onFailure: (error) => failures.push(error.code),
      sleep: timerSleep,
      random: () => 0.5,
      signal: new AbortController().signal,
      immediate: true,
      visibility: page.visibility,
    });
    // Ten minutes: far more failures than a flaky network is allowed (maxFailures), and no end.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(failures.length).toBeGreaterThan(10 * DEFAULT_POLL_POLICY.maxFailures);
    // Never faster than the backoff's cap.
    const [before = 0, last = 0] = polls.slice(-2);
    expect(last - before).toBe(DEFAULT_POLL_POLICY.maxMs);

    page.offline = false;
    await vi.advanceTimersByTimeAsync(DEFAULT_POLL_POLICY.maxMs);
    await expect(poll.done).resolves.toMatchObject({ status: 'UPDATED' });
  });

  it('online, the same failures end the polling at maxFailures in a row, with the last error', async () => {
    const page = fakePage(false);
    let sent = 0;
    const poll = pollItem({
      getItem: async () => {
        sent++;
        throw new ApiError('NETWORK', 'down');
      },
      until: isFinal,
      sleep: timerSleep,
      random: () => 0.5,
      signal: new AbortController().signal,
      immediate: true,
      visibility: page.visibility,
    });
    poll.done.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await expect(poll.done).rejects.toMatchObject({ code: 'NETWORK' });
    expect(sent).toBe(DEFAULT_POLL_POLICY.maxFailures);
  });

  it('a nudge while hidden sends nothing, and the poll on return restarts the backoff', async () => {
    const page = fakePage(false);
    const { poll, polls } = startPolling(page);
    await vi.advanceTimersByTimeAsync(1000 + 1500);
    expect(polls).toEqual([1000, 2500]);

    page.hidden = true;
    await vi.advanceTimersByTimeAsync(HOUR);
    poll.nudge();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(polls).toEqual([1000, 2500]);

    page.show();
    await vi.advanceTimersByTimeAsync(0);
    const back = 2500 + 2 * HOUR;
    expect(polls).toEqual([1000, 2500, back]);
    // One poll on return, not two: the nudge's poll was that one, and the backoff starts over.
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toEqual([1000, 2500, back, back + 1000]);
  });
});
