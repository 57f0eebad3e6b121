/** @jsxImportSource react */
// One connection attempt: the widget frame for one Connect Token, opened as soon as it is ready.
import { useEffect, useRef } from 'react';
import { usePonteConnect } from 'ponte/react';
import type { UsePonteConnectOptions } from 'ponte/react';
import type { MerchantConfig } from './merchant-api.js';

type Callbacks = Pick<UsePonteConnectOptions, 'onSuccess' | 'onEvent' | 'onClose' | 'onError'>;
type Props = Callbacks & { config: MerchantConfig; connectToken: string };

export function ConnectSession({ config, connectToken, ...callbacks }: Props) {
  const { open, ready } = usePonteConnect({
    connectToken,
    apiUrl: config.apiUrl,
    widgetUrl: config.widgetUrl,
    includeSandbox: true,
    // Who the end user connects for, on the store's own origin (the widget host's CSP allows it).
    clientName: 'Example Store',
    clientLogoUrl: new URL('/store-logo.svg', location.href).href,
    privacyPolicyUrl: new URL('/privacy.html', location.href).href,
    ...callbacks,
  });

  // Opened once: the user asked for it by clicking, and this session exists for that click only.
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    open();
  }, [ready, open]);

  // Failures are the page's to show (onError); this only says the frame is on its way.
  return ready ? null : <p role="status">Loading the widget…</p>;
}
