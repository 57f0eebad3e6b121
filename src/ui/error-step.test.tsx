// @vitest-environment jsdom
// The error step: each ErrorKind has its own copy; retry and back where they apply; institution text as text.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorKind, FlowState } from '../flow/types.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { en } from '../i18n/en.js';
import { BACK_TO_FORM } from '../flow/back-rule.js';
import { ErrorStep } from './error-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const KINDS: [ErrorKind, WidgetErrorCode, boolean][] = [
  ['outdated', 'ITEM_ERROR', true],
  ['account-needs-action', 'ITEM_ERROR', false],
  ['authorization-pending', 'ITEM_ERROR', true],
  ['user-input-timeout', 'USER_INPUT_TIMEOUT', true],
  ['consent-denied', 'CONSENT_DENIED', true],
  ['already-updating', 'ITEM_IS_ALREADY_UPDATING', true],
  ['update-rejected', 'UPDATE_REJECTED', false],
  ['token-expired', 'TOKEN_EXPIRED', false],
  ['unauthorized', 'UNAUTHORIZED', false],
  ['connectors-unavailable', 'CONNECTORS_UNAVAILABLE', true],
  ['network', 'NETWORK', true],
  ['rate-limited', 'RATE_LIMITED', true],
  ['unexpected', 'UNEXPECTED', true],
];

type ErrorState = Extract<FlowState, { step: 'error' }>;

const errorState = (kind: ErrorKind, code: WidgetErrorCode, canRetry: boolean, extra: Partial<ErrorState> = {}): ErrorState => ({
  step: 'error',
  kind,
  code,
  canRetry,
  connector: connector(),
  ...extra,
});

/** What the screen says outside the details disclosure. */
const outsideDetails = () => (document.body.textContent ?? '').replace(document.querySelector('details')?.textContent ?? '', '');

describe('ErrorStep', () => {
  it.each(KINDS)('%s has its own heading and copy, retry when allowed, back to the form when sensible', async (kind, code, canRetry) => {
    const fake = createFakeFlow({ state: errorState(kind, code, canRetry) });
    const onClose = vi.fn();
    renderStep(ErrorStep, fake, { onClose });
    const heading = screen.getByRole('heading', { level: 2, name: en[`error.${kind}.heading`] });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(en[`error.${kind}.body`], { selector: 'p:not([role])' })).toBeTruthy();
    // The code is for support: only in a closed details disclosure, never in the end user's face.
    const details = screen.getByText('Details').closest('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toBe(`Details${code}`);
    expect(outsideDetails()).not.toContain(code);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en[`error.${kind}.body`]));

    const retry = screen.queryByRole('button', { name: 'Try again' });
    expect(retry !== null).toBe(canRetry);
    if (retry) fireEvent.click(retry);
    expect(fake.flow.retry).toHaveBeenCalledTimes(canRetry ? 1 : 0);

    const back = screen.queryByRole('button', { name: 'Back to the form' });
    expect(back !== null).toBe(BACK_TO_FORM.has(kind));
    if (back) fireEvent.click(back);
    expect(fake.flow.back).toHaveBeenCalledTimes(BACK_TO_FORM.has(kind) ? 1 : 0);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("does not show the item's own error code either", () => {
    const withItem = {
      ...errorState('outdated', 'ITEM_ERROR', true),
      item: item({ status: 'OUTDATED', executionStatus: 'SITE_NOT_AVAILABLE', error: { code: 'SITE_NOT_AVAILABLE', message: 'm' } }),
    };
    renderStep(ErrorStep, createFakeFlow({ state: withItem }));
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(outsideDetails()).not.toMatch(/SITE_NOT_AVAILABLE|ITEM_ERROR/);
  });

  it('every kind reads differently', () => {
    const headings = new Set(KINDS.map(([kind]) => en[`error.${kind}.heading`]));
    expect(headings.size).toBe(KINDS.length);
  });

  it('offers no way back to a form when no institution was chosen', () => {
    renderStep(ErrorStep, createFakeFlow({ state: errorState('network', 'NETWORK', true, { connector: undefined }) }));
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
  });

  it('shows the institution’s message as text, never as markup', () => {
    const fake = createFakeFlow({
      state: errorState('account-needs-action', 'ITEM_ERROR', false, { providerMessage: HOSTILE_TEXT, connector: connector({ imageUrl: null }) }),
    });
    const { container } = renderStep(ErrorStep, fake);
    expect(screen.getByText('Message from your institution:')).toBeTruthy();
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('names the device an authorization waits on', () => {
    const fake = createFakeFlow({
      state: errorState('authorization-pending', 'ITEM_ERROR', true, {
        item: item({
          status: 'OUTDATED',
          error: { code: 'USER_AUTHORIZATION_PENDING', message: 'pending', attributes: { deviceNickname: 'Pixel 8' } },
        }),
      }),
    });
    renderStep(ErrorStep, fake);
    expect(screen.getByText('Approve the access on your device “Pixel 8”.')).toBeTruthy();
  });

  it('offers no close button when the host gave no onClose', () => {
    renderStep(ErrorStep, createFakeFlow({ state: errorState('token-expired', 'TOKEN_EXPIRED', false) }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
