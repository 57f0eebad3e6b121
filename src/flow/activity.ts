// The running step's work (a submit, polling the item, a countdown), under one abort signal: the
// next step's work aborts it, and disposing the flow aborts everything.
import { childController } from './abort.js';
import type { Poll } from './poll-item.js';

export type Activity = {
  /** The running step's signal. */
  readonly signal: AbortSignal;
  /** Aborts the running step's work (polling, countdown) and answers the new work's signal. */
  begin(): AbortSignal;
  /** The item poll of the running step: what a user's return (OAuth) hurries. */
  follow(poll: Poll): void;
  /** Polls at once if the running step is polling. */
  nudge(): void;
  /** The signal of a countdown for the running step, replacing (aborting) any other. */
  countdown(): AbortSignal;
  stopCountdown(): void;
};

export function createActivity(master: AbortSignal): Activity {
  let work = childController(master);
  let poll: Poll | undefined;
  let countdown: AbortController | undefined;

  const stopCountdown = () => {
    countdown?.abort();
    countdown = undefined;
  };

  return {
    get signal() {
      return work.signal;
    },
    begin() {
      work.abort();
      poll = undefined;
      stopCountdown();
      work = childController(master);
      return work.signal;
    },
    follow(next) {
      poll = next;
    },
    nudge: () => poll?.nudge(),
    countdown() {
      stopCountdown();
      countdown = childController(work.signal);
      return countdown.signal;
    },
    stopCountdown,
  };
}
