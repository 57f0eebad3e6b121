// Polls GET /items/{id} with capped exponential backoff and jitter until a condition holds.
import { type ApiError, isApiError } from '../api/errors.js';
import type { Item } from '../api/schemas/index.js';
import { childController } from './abort.js';
import type { PageVisibility } from './types.js';

export type PollPolicy = {
  /** The first wait. */
  initialMs: number;
  /** Each wait is the previous one times this... */
  factor: number;
  /** ...up to this cap. */
  maxMs: number;
  /** ± this fraction of each wait, so many widgets do not poll in step. */
  jitter: number;
  /** Network failures or 429s in a row before giving up. */
  maxFailures: number;
};

/**
 * Waits of 1, 1.5, 2.25, 3.4, then 5 s, each ±20%: even at their shortest (0.8, 1.2, 1.8, 2.7,
 * then 4 s) a 30 s sync is seen done by the 10th poll, and a short one in a second or two.
 */
export const DEFAULT_POLL_POLICY: PollPolicy = { initialMs: 1000, factor: 1.5, maxMs: 5000, jitter: 0.2, maxFailures: 8 };

/** The wait before poll number `attempt` (0-based); `random` is 0 ≤ x < 1. */
export function backoffDelay(attempt: number, random: () => number, policy: PollPolicy = DEFAULT_POLL_POLICY): number {
  const base = Math.min(policy.maxMs, policy.initialMs * policy.factor ** attempt);
  return Math.round(base * (1 + policy.jitter * (2 * random() - 1)));
}

/** Failures that say nothing about the request (the network, the server, a 429): sent again, it may well succeed. */
export const TRANSIENT: ReadonlySet<string> = new Set(['NETWORK', 'TIMEOUT', 'SERVER', 'RATE_LIMITED']);

export type PollOptions = {
  getItem: (signal: AbortSignal) => Promise<Item>;
  /** Asked of every item received: polling stops at the first for which it holds. */
  until: (item: Item) => boolean;
  /** Every failure polling goes on after (the network, the server, a 429), before the wait. */
  onFailure?: (error: ApiError) => void;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  signal: AbortSignal;
  /** Poll at once instead of waiting first (there is no fresh item to start from). */
  immediate?: boolean;
  policy?: PollPolicy;
  /**
   * While the page is hidden no poll is sent; the one that came due meanwhile is sent as soon as
   * the page shows again, since the sync went on server-side and the returning user should see it.
   */
  visibility?: PageVisibility;
};

export type Poll = {
  /** The item `until` accepted; rejects when aborted or after too many failures. */
  done: Promise<Item>;
  /**
   * Polls now and restarts the backoff (something outside, like an OAuth return, moved on). While
   * the page is hidden it only restarts the backoff: the poll on its return comes at once anyway.
   */
  nudge(): void;
};

export function pollItem(options: PollOptions): Poll {
  const { getItem, until, onFailure, sleep, random, signal, visibility, policy = DEFAULT_POLL_POLICY } = options;
  let attempt = 0;
  let waiting: AbortController | undefined;
  let nudged = false;
  const backoff = () => backoffDelay(attempt++, random, policy);

  /** Sleeps unless nudged; a nudge ends the wait early and is not an error. */
  async function wait(ms: number): Promise<void> {
    if (nudged) {
      nudged = false;
      return;
    }
    const controller = childController(signal);
    waiting = controller;
    try {
      await sleep(ms, controller.signal);
    } catch (error) {
      if (signal.aborted) throw error;
    } finally {
      waiting = undefined;
      nudged = false;
      controller.abort(); // detaches it from the outer signal
    }
  }

  /** Holds the poll that came due until the page shows; the backoff goes on from where it was. */
  async function untilShown(): Promise<void> {
    if (!visibility?.hidden()) return;
    await visibility.whenVisible(signal);
    // The poll on return is the one a nudge asked for: the wait after it is not skipped too.
    nudged = false;
  }

  async function run(): Promise<Item> {
    let failures = 0;
    let nextWait = options.immediate ? 0 : backoff();
    for (;;) {
      if (nextWait > 0) await wait(nextWait);
      if (signal.aborted) throw signal.reason;
      await untilShown();
      if (signal.aborted) throw signal.reason;
      let item: Item;
      try {
        item = await getItem(signal);
      } catch (error) {
        if (signal.aborted || !isApiError(error)) throw error;
        // Offline, a failure says nothing of the sync: it is not counted, so polling goes on at the
        // backoff's pace (requests that never leave the browser) until the network is back.
        if (!TRANSIENT.has(error.code) || (!visibility?.offline() && ++failures >= policy.maxFailures)) throw error;
        onFailure?.(error);
        nextWait = (error.code === 'RATE_LIMITED' ? error.retryAfterMs : undefined) ?? backoff();
        continue;
      }
      failures = 0;
      if (until(item)) return item;
      nextWait = backoff();
    }
  }

  return {
    done: run(),
    nudge() {
      attempt = 0;
      nudged = true;
      waiting?.abort();
    },
  };
}
