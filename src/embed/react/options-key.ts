// The identity of a set of options: equal keys mean the same frame can keep serving them.
import type { AnyConnectOptions, ConnectCallbacks } from './connect-contract.js';

/** Omit over each member of a union, so a connection's and a payment's options stay apart. */
export type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The options a key carries: every setting, and whether a fetchConnectToken was given. */
export type KeyedSettings = OmitEach<AnyConnectOptions, keyof ConnectCallbacks | 'container'> & { fetchConnectToken?: true };

/** A serialized KeyedSettings: made only by optionsKey, read back only by settingsOf. */
export type OptionsKey = string & { readonly __optionsKey: unique symbol };
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

// Object keys are sorted so `{a, b}` and `{b, a}` written inline on each render stay the same key.
const sorted = (_name: string, value: unknown): unknown =>
  isPlainObject(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((name) => [name, value[name]]),
      )
    : value;

/**
 * Callbacks are left out (the latest ones are always called, so a new one needs no new frame),
 * except that having a fetchConnectToken at all changes what the frame is told at init.
 * The container is compared by identity elsewhere, not serialized.
 */
export function optionsKey(options: Readonly<Record<string, unknown>>): OptionsKey {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    if (name === 'container' || value === undefined) continue;
    if (typeof value === 'function') {
      if (name === 'fetchConnectToken') kept[name] = true;
      continue;
    }
    kept[name] = value;
  }
  return JSON.stringify(kept, sorted) as OptionsKey;
}

/** The settings a key was made from (JSON keeps every value a setting can hold). */
export const settingsOf = (key: OptionsKey): KeyedSettings => JSON.parse(key) as KeyedSettings;
