// @vitest-environment jsdom
// Payment mode as a store uses it: createConnect with a paymentRequestId and nothing of a connection's.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachFrame, callbacks, destroyAll, modalRoot, polyfillBrowser, WIDGET_ORIGIN, WIDGET_URL } from '../testing/host-test-kit.js';
import { createConnect } from './create-connect.js';

beforeAll(polyfillBrowser);
afterEach(destroyAll);

const REQUEST = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const PAID = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  paymentRequestId: REQUEST,
  status: 'PAYMENT_COMPLETED',
  endToEndId: 'E6070119020261124234',
  amount: 149.8,
};

function pay(extra: Record<string, unknown> = {}) {
  const calls = callbacks();
  const handle = createConnect({ paymentRequestId: REQUEST, widgetUrl: WIDGET_URL, ...calls, ...extra });
  const iframe = modalRoot()?.querySelector('iframe');
  if (!iframe) throw new Error(`no iframe: ${JSON.stringify(handle.error)}`);
  return { handle, calls, frame: attachFrame(iframe) };
}

describe('payment mode', () => {
  it('needs neither a Connect Token nor apiUrl, and frames the payer page beside the widget page', () => {
    const { handle, frame } = pay();
    expect(handle.error).toBeNull();
    const src = new URL(frame.iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${WIDGET_ORIGIN}/app/pay/`);
    // Nothing but the host's origin and the channel in the address: the request travels in `init`.
    expect(src.search).toBe('');
    expect(src.hash).not.toContain(REQUEST);
  });

  it('sends init with the request and no token, and hands the completed intent to onSuccess', () => {
    const { handle, frame, calls } = pay();
    frame.handshake();
    const init = frame.posted().find(({ message }) => message.type === 'init');
    expect(init?.targetOrigin).toBe(WIDGET_ORIGIN);
    expect(init?.message).toMatchObject({ options: { paymentRequestId: REQUEST }, canRefreshToken: false, display: 'modal' });
    expect(init?.message.connectToken).toBeUndefined();
    handle.open();
    frame.send({ type: 'paid', paymentIntent: PAID });
    expect(calls.onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentIntent: PAID });
  });

  it('believes only the protocol fields of a paid intent, and none that lacks its ids', () => {
    const { frame, calls } = pay();
    frame.handshake();
    frame.send({ type: 'paid', paymentIntent: { ...PAID, payerCpf: '52998224725' } as never });
    expect(calls.onSuccess).toHaveBeenLastCalledWith({ paymentIntent: PAID });
    calls.onSuccess.mockClear();
    frame.send({ type: 'paid', paymentIntent: { id: PAID.id } as never });
    expect(calls.onSuccess).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a payment failure with its intent',
      {
        code: 'PAYMENT_FAILED',
        message: 'The payment did not go through: declined.',
        data: { paymentIntent: { ...PAID, status: 'CONSENT_REJECTED' } },
      },
    ],
    ['a request that cannot be paid', { code: 'PAYMENT_UNAVAILABLE', message: 'The widget host knows no such payment request.' }],
  ])('passes on %s to onError', (_, error) => {
    const { frame, calls } = pay();
    frame.handshake();
    frame.send({ type: 'error', error: error as never });
    expect(calls.onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it("passes on the payment's own event with its intent and status", () => {
    const { frame, calls } = pay();
    frame.handshake();
    const event = {
      event: 'PAYMENT_STATUS_CHANGED',
      timestamp: 1,
      sessionId: 's',
      step: 'authorize',
      paymentIntentId: PAID.id,
      paymentStatus: 'CONSENT_AWAITING_AUTHORIZATION',
    };
    frame.send({ type: 'event', event: event as never });
    expect(calls.onEvent).toHaveBeenCalledExactlyOnceWith(event);
  });

  it('still needs the token and apiUrl for a connection', () => {
    const calls = callbacks();
    const handle = createConnect({ widgetUrl: WIDGET_URL, ...calls });
    expect(handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option: 'apiUrl' });
  });

  describe('with a preauthorization offer instead', () => {
    const OFFER = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln';
    const GIVEN = { id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0', status: 'COMPLETED' };

    function offer() {
      const calls = callbacks();
      const handle = createConnect({ preauthorizationOffer: OFFER, widgetUrl: WIDGET_URL, ...calls });
      const iframe = modalRoot()?.querySelector('iframe');
      if (!iframe) throw new Error(`no iframe: ${JSON.stringify(handle.error)}`);
      return { handle, calls, frame: attachFrame(iframe) };
    }

    it('frames the payer page with no token, the offer in init and never in the address', () => {
      const { handle, frame } = offer();
      expect(handle.error).toBeNull();
      const src = new URL(frame.iframe.src);
      expect(`${src.origin}${src.pathname}`).toBe(`${WIDGET_ORIGIN}/app/pay/`);
      expect(src.href).not.toContain(OFFER);
      frame.handshake();
      const init = frame.posted().find(({ message }) => message.type === 'init');
      expect(init?.message).toMatchObject({ options: { preauthorizationOffer: OFFER } });
      expect(init?.message.connectToken).toBeUndefined();
    });

    it('hands onSuccess the preauthorization, its protocol fields only, and nothing without its status', () => {
      const { handle, frame, calls } = offer();
      frame.handshake();
      handle.open();
      frame.send({ type: 'preauthorized', preauthorization: { ...GIVEN, payerCpf: '52998224725' } as never });
      expect(calls.onSuccess).toHaveBeenCalledExactlyOnceWith({ preauthorization: GIVEN });
      calls.onSuccess.mockClear();
      frame.send({ type: 'preauthorized', preauthorization: { id: GIVEN.id } as never });
      expect(calls.onSuccess).not.toHaveBeenCalled();
    });
  });
});
