// A stand-in for createConnect in tests: records each handle, what it was given and what was done to it.
import type { AnyConnectOptions, ConnectHandle, ConnectOptions, CreateConnect, EmbedError, PaymentOptions } from '../react/connect-contract.js';

export type FakeHandle = ConnectHandle & {
  readonly options: AnyConnectOptions;
  destroyed: boolean;
  opens: number;
  closes: number;
  hides: number;
};

export function fakeConnect(initial: { ready?: boolean; error?: EmbedError | null } = {}) {
  const created: FakeHandle[] = [];
  const createConnect: CreateConnect = (options) => {
    const handle: FakeHandle = {
      options,
      destroyed: false,
      opens: 0,
      closes: 0,
      hides: 0,
      ready: initial.ready ?? false,
      error: initial.error ?? null,
      open() {
        handle.opens += 1;
      },
      show() {
        handle.opens += 1;
      },
      close() {
        handle.closes += 1;
      },
      hide() {
        handle.hides += 1;
      },
      destroy() {
        handle.destroyed = true;
      },
    };
    created.push(handle);
    return handle;
  };
  const live = () => created.filter((handle) => !handle.destroyed);
  /** The one handle not destroyed; fails when there is not exactly one. */
  const only = (): FakeHandle => {
    const [handle, ...others] = live();
    if (handle === undefined || others.length > 0) throw new Error(`expected one live handle, found ${live().length}`);
    return handle;
  };
  return { createConnect, created, live, only };
}

/** The options a handle was made with, when they are a connection's; fails on a payment's. */
export function connectionOf(handle: FakeHandle): ConnectOptions {
  const { options } = handle;
  if ('paymentRequestId' in options || 'preauthorizationOffer' in options) throw new Error('expected a connection, got the payer page');
  return options;
}

/** The options a handle was made with, when they are a payment's; fails on a connection's. */
export function paymentOf(handle: FakeHandle): PaymentOptions {
  if (!('paymentRequestId' in handle.options)) throw new Error('expected a payment, got a connection');
  return handle.options;
}
