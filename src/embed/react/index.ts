// ponte/react: the React binding of createConnect, as a hook and a component.
export { PonteConnect } from './ponte-connect-component.js';
export type { PonteConnectProps } from './ponte-connect-component.js';
export { usePonteConnect, usePontePayment, usePontePreauthorization } from './use-ponte-connect.js';
export type {
  ContainerRef,
  PonteConnectControls,
  UsePonteConnectOptions,
  UsePontePaymentOptions,
  UsePontePreauthorizationOptions,
} from './use-ponte-connect.js';
export type {
  ConnectOptions,
  EmbedError,
  PaymentOptions,
  PaymentSuccessPayload,
  PreauthorizationOptions,
  PreauthorizationSuccessPayload,
} from './connect-contract.js';
