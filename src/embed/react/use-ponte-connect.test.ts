// @vitest-environment jsdom
// usePonteConnect against a fake createConnect: one live frame, stable across renders, state from callbacks.
import { StrictMode, createElement } from 'react';
import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item } from '../../api/testing/fixtures.js';
import type { PaymentSuccessPayload, PreauthorizationSuccessPayload, SuccessPayload } from '../../contract/options.js';
import type { EmbedError } from './connect-contract.js';
import { connectionOf, fakeConnect, paymentOf } from '../testing/fake-connect.js';
import { fromFrame, mount } from '../testing/react-test-kit.js';
import type { Mounted } from '../testing/react-test-kit.js';
import { ConnectFactory } from './connect-factory.js';
import { usePonteConnect, usePontePayment, usePontePreauthorization } from './use-ponte-connect.js';
import type { UsePonteConnectOptions, UsePontePaymentOptions } from './use-ponte-connect.js';

const BASE: UsePonteConnectOptions = {
  connectToken: 'token-1',
  apiUrl: 'https://api.example.com',
  widgetUrl: 'https://widget.example.com/',
};

const SUCCESS: SuccessPayload = { item: item({ id: 'item-1', status: 'UPDATED', executionStatus: 'SUCCESS' }) };

const FRAME_UNAVAILABLE: EmbedError = { code: 'FRAME_UNAVAILABLE', message: 'The widget page did not answer.' };

/** Shows what a host component would show from the hook's state. */
function Shown(options: UsePonteConnectOptions) {
  const { ready, error, open, close } = usePonteConnect(options);
  return createElement(
    'div',
    null,
    createElement('p', { role: 'status' }, ready ? 'ready' : 'loading'),
    createElement('p', { role: 'alert' }, error?.code ?? ''),
    createElement('button', { type: 'button', onClick: open }, 'Open'),
    createElement('button', { type: 'button', onClick: close }, 'Close'),
  );
}

/** The hook in a component, with a fake createConnect in place of the real one. */
function setup(initial?: Parameters<typeof fakeConnect>[0]) {
  const fake = fakeConnect(initial);
  const probe = (options: UsePonteConnectOptions) =>
    createElement(ConnectFactory.Provider, { value: fake.createConnect }, createElement(Shown, options));
  return { fake, probe };
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('usePonteConnect', () => {
  it('leaves exactly one live handle after StrictMode mounts, unmounts and mounts again', () => {
    const { fake, probe } = setup();
    mounted = mount(createElement(StrictMode, null, probe(BASE)));
    expect(fake.created).toHaveLength(2);
    expect(fake.created.filter((handle) => handle.destroyed)).toHaveLength(1);
    expect(fake.live()).toHaveLength(1);
  });

  it('destroys its handle when the component unmounts', () => {
    const { fake, probe } = setup();
    mounted = mount(probe(BASE));
    const handle = fake.only();
    mounted.unmount();
    mounted = undefined;
    expect(handle.destroyed).toBe(true);
    expect(fake.live()).toHaveLength(0);
  });

  it('keeps the same handle when a re-render passes new inline callbacks, and calls the newest', () => {
    const { fake, probe } = setup();
    const first = vi.fn<(payload: SuccessPayload) => void>();
    const second = vi.fn<(payload: SuccessPayload) => void>();
    mounted = mount(probe({ ...BASE, onSuccess: (payload) => first(payload), connectorIds: [0, 1] }));
    mounted.rerender(probe({ ...BASE, onSuccess: (payload) => second(payload), connectorIds: [0, 1] }));
    expect(fake.created).toHaveLength(1);

    fromFrame(() => connectionOf(fake.only()).onSuccess?.(SUCCESS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(SUCCESS);
  });

  it.each<[string, Partial<UsePonteConnectOptions>]>([
    ['connectToken', { connectToken: 'token-2' }],
    ['language', { language: 'en' }],
    ['theme', { theme: 'dark' }],
    ['connectorIds', { connectorIds: [600] }],
    ['includeSandbox', { includeSandbox: true }],
    ['openFinanceParameters', { openFinanceParameters: { cpf: '529.982.247-25' } }],
  ])('replaces the handle when %s changes', (_name, change) => {
    const { fake, probe } = setup();
    mounted = mount(probe(BASE));
    const before = fake.only();
    mounted.rerender(probe({ ...BASE, ...change }));
    expect(before.destroyed).toBe(true);
    expect(fake.only()).not.toBe(before);
    expect(fake.only().options).toMatchObject(change);
  });

  it('keeps the handle when options are rewritten with equal values in another order', () => {
    const { fake, probe } = setup();
    mounted = mount(probe({ ...BASE, openFinanceParameters: { cpf: '529.982.247-25', cnpj: '11.222.333/0001-81' } }));
    mounted.rerender(probe({ openFinanceParameters: { cnpj: '11.222.333/0001-81', cpf: '529.982.247-25' }, ...BASE }));
    expect(fake.created).toHaveLength(1);
  });

  it('turns ready when the handle reports ready, and starts over with a new handle', () => {
    const { fake, probe } = setup();
    const onReady = vi.fn();
    mounted = mount(probe({ ...BASE, onReady }));
    expect(screen.getByRole('status').textContent).toBe('loading');

    fromFrame(() => fake.only().options.onReady?.());
    expect(screen.getByRole('status').textContent).toBe('ready');
    expect(onReady).toHaveBeenCalledTimes(1);

    mounted.rerender(probe({ ...BASE, connectToken: 'token-2', onReady }));
    expect(screen.getByRole('status').textContent).toBe('loading');
  });

  it('exposes the error the handle reports and passes it to onError', () => {
    const { fake, probe } = setup();
    const onError = vi.fn();
    mounted = mount(probe({ ...BASE, onError }));
    fromFrame(() => fake.only().options.onError?.(FRAME_UNAVAILABLE));
    expect(screen.getByRole('alert').textContent).toBe('FRAME_UNAVAILABLE');
    expect(onError).toHaveBeenCalledWith(FRAME_UNAVAILABLE);
  });

  it('shows the state a handle already has when it is created', () => {
    const invalid: EmbedError = { code: 'INVALID_OPTIONS', option: 'apiUrl', message: 'Invalid option "apiUrl".' };
    const { probe } = setup({ error: invalid });
    mounted = mount(probe(BASE));
    expect(screen.getByRole('alert').textContent).toBe('INVALID_OPTIONS');
  });

  it("ignores callbacks from a handle it destroyed (StrictMode's first mount)", () => {
    const { fake, probe } = setup();
    const onError = vi.fn();
    const onReady = vi.fn();
    mounted = mount(createElement(StrictMode, null, probe({ ...BASE, onError, onReady })));
    const [destroyed] = fake.created;
    if (destroyed === undefined) throw new Error('no handle was created');
    fromFrame(() => {
      destroyed.options.onReady?.();
      destroyed.options.onError?.(FRAME_UNAVAILABLE);
    });
    expect(onReady).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('reports onClose when it destroys an open widget on unmount', () => {
    const { fake, probe } = setup();
    const onClose = vi.fn();
    mounted = mount(probe({ ...BASE, onClose }));
    const handle = fake.only();
    // The real handle reports the close while it is being destroyed.
    handle.destroy = () => {
      handle.destroyed = true;
      handle.options.onClose?.({ reason: 'destroy' });
    };
    mounted.unmount();
    mounted = undefined;
    expect(onClose).toHaveBeenCalledWith({ reason: 'destroy' });
  });

  it('opens and closes the live handle', () => {
    const { fake, probe } = setup();
    mounted = mount(createElement(StrictMode, null, probe(BASE)));
    fromFrame(() => screen.getByRole('button', { name: 'Open' }).click());
    fromFrame(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(fake.only()).toMatchObject({ opens: 1, closes: 1 });
    expect(fake.created.filter((handle) => handle.opens > 0)).toHaveLength(1);
  });

  it('asks the latest fetchConnectToken for a new token, and tells the handle only when one is given', async () => {
    const { fake, probe } = setup();
    mounted = mount(probe(BASE));
    expect(connectionOf(fake.only()).fetchConnectToken).toBeUndefined();

    mounted.rerender(probe({ ...BASE, fetchConnectToken: () => Promise.resolve('token-old') }));
    mounted.rerender(probe({ ...BASE, fetchConnectToken: () => Promise.resolve('token-new') }));
    expect(fake.created).toHaveLength(2);
    await expect(connectionOf(fake.only()).fetchConnectToken?.()).resolves.toBe('token-new');
  });

  it('gives the handle the element a container ref points at', () => {
    const { fake, probe } = setup();
    const element = document.createElement('section');
    mounted = mount(probe({ ...BASE, display: 'inline', container: { current: element } }));
    expect(fake.only().options.container).toBe(element);
  });
});

const REQUEST_ID = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const PAID: PaymentSuccessPayload = {
  paymentIntent: { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', paymentRequestId: REQUEST_ID, status: 'PAYMENT_COMPLETED' },
};

/** usePontePayment in a component, against the same fake createConnect. */
function setupPayment() {
  const fake = fakeConnect({ ready: true });
  function Paying(options: UsePontePaymentOptions) {
    const { ready, open } = usePontePayment(options);
    return createElement('button', { type: 'button', disabled: !ready, onClick: open }, 'Pay with your bank');
  }
  const probe = (options: UsePontePaymentOptions) =>
    createElement(ConnectFactory.Provider, { value: fake.createConnect }, createElement(Paying, options));
  return { fake, probe };
}

describe('usePontePayment', () => {
  const PAYMENT: UsePontePaymentOptions = { widgetUrl: 'https://widget.example.com/', paymentRequestId: REQUEST_ID };

  it('opens the payer page for the request, with no Connect Token, from a button the payer presses', () => {
    const { fake, probe } = setupPayment();
    mounted = mount(createElement(StrictMode, null, probe(PAYMENT)));
    fromFrame(() => screen.getByRole('button', { name: 'Pay with your bank' }).click());
    const handle = fake.only();
    expect(paymentOf(handle)).toMatchObject({ paymentRequestId: REQUEST_ID, widgetUrl: PAYMENT.widgetUrl });
    expect(handle.options).not.toHaveProperty('connectToken');
    expect(handle.opens).toBe(1);
  });

  it('hands the newest onSuccess the payment intent, and nothing a connection would report', () => {
    const { fake, probe } = setupPayment();
    const first = vi.fn<(payload: PaymentSuccessPayload) => void>();
    const second = vi.fn<(payload: PaymentSuccessPayload) => void>();
    mounted = mount(probe({ ...PAYMENT, onSuccess: (payload) => first(payload) }));
    mounted.rerender(probe({ ...PAYMENT, onSuccess: (payload) => second(payload) }));
    const { onSuccess } = paymentOf(fake.only());
    // The handle's callback takes either payload: the hook sends on only the payment's.
    const forward = onSuccess as ((payload: SuccessPayload | PaymentSuccessPayload) => void) | undefined;
    fromFrame(() => forward?.(SUCCESS));
    fromFrame(() => forward?.(PAID));
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([[PAID]]);
  });

  it('makes a new frame for another payment request', () => {
    const { fake, probe } = setupPayment();
    mounted = mount(probe(PAYMENT));
    const before = fake.only();
    const other = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
    mounted.rerender(probe({ ...PAYMENT, paymentRequestId: other }));
    expect(before.destroyed).toBe(true);
    expect(paymentOf(fake.only()).paymentRequestId).toBe(other);
  });
});

describe('usePontePreauthorization', () => {
  it('frames the payer page with the offer, and hands onSuccess the preauthorization only', () => {
    const fake = fakeConnect({ ready: true });
    const offer = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln';
    const given = vi.fn<(payload: PreauthorizationSuccessPayload) => void>();
    function Allow() {
      const { open } = usePontePreauthorization({ widgetUrl: 'https://widget.example.com/', preauthorizationOffer: offer, onSuccess: given });
      return createElement('button', { type: 'button', onClick: open }, 'Allow automatic payments');
    }
    mounted = mount(createElement(ConnectFactory.Provider, { value: fake.createConnect }, createElement(Allow)));
    fromFrame(() => screen.getByRole('button', { name: 'Allow automatic payments' }).click());
    const handle = fake.only();
    expect(handle.options).toMatchObject({ preauthorizationOffer: offer });
    expect(handle.opens).toBe(1);
    const forward = handle.options.onSuccess as
      | ((payload: SuccessPayload | PaymentSuccessPayload | PreauthorizationSuccessPayload) => void)
      | undefined;
    const preauthorization = { id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0', status: 'COMPLETED' };
    fromFrame(() => forward?.(PAID));
    fromFrame(() => forward?.({ preauthorization }));
    expect(given.mock.calls).toEqual([[{ preauthorization }]]);
  });
});
