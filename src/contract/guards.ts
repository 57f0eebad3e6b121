// Small type guards: the host runtime checks the frame's messages and its own options with them.
export type Guard = (value: unknown) => boolean;

/** A plain object: not null, not an array. */
export const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text a message may carry: bounded, so a frame cannot hand the page megabytes. */
export const isText: Guard = (value) => typeof value === 'string' && value.length <= 2000;

export const isIn =
  (list: readonly unknown[]): Guard =>
  (value) =>
    list.includes(value);
