// @vitest-environment jsdom
// ponte/react with the real createConnect: the frames a page ends up with under StrictMode and unmount.
import { StrictMode, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODAL_HOST_ATTRIBUTE } from '../host/modal-surface.js';
import { PonteConnect, usePontePayment } from './index.js';
import type { PonteConnectProps } from './index.js';
import { mount } from '../testing/react-test-kit.js';
import type { Mounted } from '../testing/react-test-kit.js';

const OPTIONS: PonteConnectProps = {
  connectToken: 'token-1',
  apiUrl: 'https://api.example.com',
  widgetUrl: 'https://widget.example.com/',
};

/** Every iframe in the page, including those inside the modal's shadow root. */
function frames(): HTMLIFrameElement[] {
  const modals = Array.from(document.querySelectorAll(`[${MODAL_HOST_ATTRIBUTE}]`));
  return [...document.querySelectorAll('iframe'), ...modals.flatMap((host) => Array.from(host.shadowRoot?.querySelectorAll('iframe') ?? []))];
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('ponte/react with createConnect', () => {
  it.each(['modal', 'inline'] as const)('leaves one iframe under StrictMode and none after unmount (%s display)', (display) => {
    mounted = mount(createElement(StrictMode, null, createElement(PonteConnect, { ...OPTIONS, display }, 'Connect')));
    expect(frames()).toHaveLength(1);
    expect(frames()[0]?.src.startsWith(OPTIONS.widgetUrl)).toBe(true);

    mounted.unmount();
    mounted = undefined;
    expect(frames()).toHaveLength(0);
    expect(document.querySelectorAll(`[${MODAL_HOST_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('keeps the same iframe when the parent re-renders with new callbacks', () => {
    mounted = mount(createElement(PonteConnect, { ...OPTIONS, onSuccess: () => {} }, 'Connect'));
    const [frame] = frames();
    mounted.rerender(createElement(PonteConnect, { ...OPTIONS, onSuccess: () => {} }, 'Connect'));
    expect(frames()).toEqual([frame]);
  });

  it('usePontePayment frames the widget host’s payer page (the request id follows in the init message)', () => {
    const requestId = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
    function Checkout() {
      const { open } = usePontePayment({ widgetUrl: OPTIONS.widgetUrl, paymentRequestId: requestId });
      return createElement('button', { type: 'button', onClick: open }, 'Pay');
    }
    mounted = mount(createElement(StrictMode, null, createElement(Checkout)));
    expect(frames()).toHaveLength(1);
    const address = new URL(frames()[0]?.src ?? '');
    expect(`${address.origin}${address.pathname}`).toBe('https://widget.example.com/pay/');
  });
});
