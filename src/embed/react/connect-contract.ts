// The host handle's contract as the React binding sees it: createConnect's options, handle and factory.
import type { ConnectHandle, ConnectOptions, PaymentOptions, PreauthorizationOptions } from '../sdk/index.js';

export type {
  ConnectCallbacks,
  ConnectHandle,
  ConnectOptions,
  EmbedError,
  PaymentOptions,
  PaymentSuccessPayload,
  PreauthorizationOptions,
  PreauthorizationSuccessPayload,
  SuccessPayload,
} from '../sdk/index.js';

/** A connection's options, a payment's or a preauthorization offer's: `paymentRequestId` and `preauthorizationOffer` tell them apart. */
export type AnyConnectOptions = ConnectOptions | PaymentOptions | PreauthorizationOptions;

/** createConnect, injected so the hook can be tested without a frame. */
export type CreateConnect = (options: AnyConnectOptions) => ConnectHandle;
