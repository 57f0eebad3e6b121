// usePonteConnect: one host handle per mounted component, recreated only when its settings change.
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {
  ConnectHandle,
  ConnectOptions,
  EmbedError,
  PaymentOptions,
  PaymentSuccessPayload,
  PreauthorizationOptions,
  PreauthorizationSuccessPayload,
  SuccessPayload,
} from './connect-contract.js';
import { ConnectFactory } from './connect-factory.js';
import { optionsKey, settingsOf } from './options-key.js';

/** A ref as React's useRef gives it, so an inline display can name an element it renders itself. */
export type ContainerRef = { readonly current: HTMLElement | null };

export type UsePonteConnectOptions = Omit<ConnectOptions, 'container'> & {
  /** Inline display: the element the frame goes into, or a ref to it (read when the frame is created). */
  container?: HTMLElement | ContainerRef | null;
};

/** usePontePayment's options: createConnect's in payment mode, with the container as above. */
export type UsePontePaymentOptions = Omit<PaymentOptions, 'container'> & {
  container?: HTMLElement | ContainerRef | null;
};

/** usePontePreauthorization's options: createConnect's for a preauthorization offer, with the container as above. */
export type UsePontePreauthorizationOptions = Omit<PreauthorizationOptions, 'container'> & {
  container?: HTMLElement | ContainerRef | null;
};

type AnyOptions = UsePonteConnectOptions | UsePontePaymentOptions | UsePontePreauthorizationOptions;
type AnySuccess = SuccessPayload | PaymentSuccessPayload | PreauthorizationSuccessPayload;

export type PonteConnectControls = {
  /** Shows the widget; before the frame is ready it shows the modal's loading state. */
  open(): void;
  close(): void;
  /** Hides it with a sync going on (onHide, not onClose); open returns to where the user was. */
  hide(): void;
  /** True once the frame has loaded and accepted the options. */
  ready: boolean;
  /** The last error the handle reported (invalid options, frame unavailable, the widget's errors). */
  error: EmbedError | null;
};

const elementOf = (container: UsePonteConnectOptions['container']): HTMLElement | undefined => {
  if (container === null || container === undefined) return undefined;
  return 'current' in container ? (container.current ?? undefined) : container;
};

/** Hands a success to the callback of the mode the options are in; a payload of the other mode has none to reach. */
function deliver(options: AnyOptions, payload: AnySuccess): void {
  if ('paymentRequestId' in options) {
    if ('paymentIntent' in payload) options.onSuccess?.(payload);
  } else if ('preauthorizationOffer' in options) {
    if ('preauthorization' in payload) options.onSuccess?.(payload);
  } else if ('item' in payload) options.onSuccess?.(payload);
}

/** `{open, close, hide, ready, error}` for one widget frame owned by the calling component. */
export function usePonteConnect(options: UsePonteConnectOptions): PonteConnectControls {
  return useFrame(options);
}

/**
 * The same, for a payer paying one payment request (createConnect's payment mode): the frame is the
 * widget host's payer page, no Connect Token is needed, and onSuccess receives `{ paymentIntent }`.
 */
export function usePontePayment(options: UsePontePaymentOptions): PonteConnectControls {
  return useFrame(options);
}

/**
 * The same, for a payer taking up a smart transfer preauthorization offer your server signed: the
 * frame is the payer page, and onSuccess receives `{ preauthorization }`.
 */
export function usePontePreauthorization(options: UsePontePreauthorizationOptions): PonteConnectControls {
  return useFrame(options);
}

function useFrame(options: AnyOptions): PonteConnectControls {
  const createConnect = useContext(ConnectFactory);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<EmbedError | null>(null);
  const handle = useRef<ConnectHandle | null>(null);

  // The frame calls whatever callbacks the last render gave, so inline arrow functions are fine.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // The key is the settings themselves, serialized: a new handle exactly when one of them changes.
  const key = optionsKey(options);
  const container = options.container;

  useEffect(() => {
    // A handle that was destroyed (StrictMode's first mount, an old token) may still have a
    // callback queued; it must neither change state nor reach the host's callbacks.
    let live = true;
    // The callbacks are not in the key: the handle gets forwarders that read `latest`.
    const { fetchConnectToken: refreshes, ...settings } = settingsOf(key);
    const target = elementOf(container);
    const created = createConnect({
      ...settings,
      ...(target === undefined ? {} : { container: target }),
      onReady: () => {
        if (!live) return;
        setReady(true);
        latest.current.onReady?.();
      },
      onError: (reported) => {
        if (!live) return;
        setError(reported);
        latest.current.onError?.(reported);
      },
      onSuccess: (payload: AnySuccess) => {
        if (live) deliver(latest.current, payload);
      },
      onEvent: (event) => {
        if (live) latest.current.onEvent?.(event);
      },
      onOpen: () => {
        if (live) latest.current.onOpen?.();
      },
      onClose: (payload) => {
        if (live) latest.current.onClose?.(payload);
      },
      onHide: () => {
        const now = latest.current;
        if (live && 'onHide' in now) now.onHide?.();
      },
      ...(refreshes
        ? {
            fetchConnectToken: () => {
              const now = latest.current;
              const fetchToken = 'fetchConnectToken' in now ? now.fetchConnectToken : undefined;
              return fetchToken === undefined ? Promise.reject(new Error('fetchConnectToken is no longer given')) : fetchToken();
            },
          }
        : {}),
    });
    handle.current = created;
    setReady(created.ready);
    setError(created.error);
    return () => {
      handle.current = null;
      // Still live while destroying: closing an open widget reports onClose({reason: 'destroy'}).
      created.destroy();
      live = false;
    };
  }, [key, container, createConnect]);

  const open = useCallback(() => handle.current?.open(), []);
  const close = useCallback(() => handle.current?.close(), []);
  const hide = useCallback(() => handle.current?.hide(), []);
  return { open, close, hide, ready, error };
}
