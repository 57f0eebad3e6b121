// When a failed notification is sent again: exponential backoff on the sandbox's clock, a bounded number of times.
//
// The interface gives no retry policy. Doubling from a minute rides out a receiver's restart or
// deploy; an hour's cap and eight attempts (the last some two hours after the event) stop
// notifying a receiver that is gone. Only a delivery whose every attempt failed counts toward
// disabling its webhook.

export const MAX_DELIVERY_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the `failed`-th failed attempt (1, 2, 4, 8… minutes, at most an hour). */
export const retryDelayMs = (failed: number): number => Math.min(FIRST_RETRY_MS * 2 ** (failed - 1), LONGEST_RETRY_MS);
