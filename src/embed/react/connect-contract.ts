// The host handle's contract as the React binding sees it: createConnect's options, handle and factory.
import type { ConnectHandle, ConnectOptions, PaymentOptions } from '../sdk/index.js';

export type {
  ConnectCallbacks,
  ConnectHandle,
  ConnectOptions,
  EmbedError,
  PaymentOptions,
  PaymentSuccessPayload,
  SuccessPayload,
} from '../sdk/index.js';

/** A connection's options or a payment's: `paymentRequestId` tells them apart. */
export type AnyConnectOptions = ConnectOptions | PaymentOptions;

/** createConnect, injected so the hook can be tested without a frame. */
export type CreateConnect = (options: AnyConnectOptions) => ConnectHandle;
