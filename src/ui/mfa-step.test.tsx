// @vitest-environment jsdom
// The MFA step: the parameter through the shared field renderer, the answer to submitMfa, the time left.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Credential } from '../api/schemas/index.js';
import type { FlowState, FormErrors } from '../flow/types.js';
import { MfaStep } from './mfa-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';

const mfaState = (parameter: Credential, errors: FormErrors = { fields: {} }): FlowState => ({
  step: 'mfa',
  connector: connector(),
  item: item({ status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT', parameter }),
  parameter,
  errors,
  submitting: false,
});

const token: Credential = { name: 'token', label: 'Token', type: 'number', assistiveText: 'Sent by SMS' };

describe('MfaStep', () => {
  it.each([
    ['number', token, () => screen.getByRole('textbox', { name: 'Token', description: 'Sent by SMS' })],
    [
      'image',
      { name: 'captcha', label: 'Code shown in the image', type: 'image', data: PNG_URL },
      () => screen.getByRole('img', { name: 'Image for “Code shown in the image”' }),
    ],
    [
      'select',
      { name: 'phrase', label: 'Security phrase', type: 'select', options: [{ value: '1', label: 'Blue lighthouse' }] },
      () => screen.getByRole('option', { name: 'Blue lighthouse' }),
    ],
  ] satisfies [string, Credential, () => HTMLElement][])('asks a %s parameter with the shared field renderer', (_type, parameter, find) => {
    const fake = createFakeFlow({ state: mfaState(parameter) });
    renderStep(MfaStep, fake);
    expect(screen.getByRole('form', { name: 'Confirm it’s you' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('form').querySelector('input, select'));
    expect(find()).toBeTruthy();
  });

  it('sends the answer to the flow', () => {
    const fake = createFakeFlow({ state: mfaState(token) });
    renderStep(MfaStep, fake);
    const input = screen.getByRole('textbox', { name: 'Token' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.input(input, { target: { value: '123456' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(fake.flow.setValue).toHaveBeenCalledWith('token', '123456');
    expect(fake.flow.validateField).toHaveBeenCalledWith('token');
    expect(fake.flow.submitMfa).toHaveBeenCalledOnce();
    expect(fake.flow.submitCredentials).not.toHaveBeenCalled();
  });

  it('shows an error on the parameter', () => {
    const fake = createFakeFlow({ state: mfaState(token, { fields: { token: 'The token has 6 digits' } }) });
    renderStep(MfaStep, fake);
    const input = screen.getByRole('textbox', { name: 'Token', description: 'Sent by SMS The token has 6 digits' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the time left, and says it at marks rather than every second', async () => {
    const fake = createFakeFlow({ state: mfaState(token), secondsLeft: 65 });
    renderStep(MfaStep, fake);
    expect(screen.getByText('Time left: 1:05')).toBeTruthy();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Time left: 1 minute and 5 seconds'));

    fake.secondsLeft.value = 64;
    await screen.findByText('Time left: 1:04');
    expect(status.textContent).toBe('Time left: 1 minute and 5 seconds');

    fake.secondsLeft.value = 60;
    await waitFor(() => expect(status.textContent).toBe('Time left: 1 minute'));

    fake.secondsLeft.value = 0;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Time is up.'));
  });

  it('uses the parameter’s own instructions when it has them, as text', () => {
    const fake = createFakeFlow({ state: mfaState({ ...token, instructions: 'Open <b>the app</b>' }) });
    const { container } = renderStep(MfaStep, fake);
    expect(screen.getByText('Open <b>the app</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });

  it.each<[string, Credential, boolean]>([
    ['a code', token, true],
    ['an image', { name: 'captcha', label: 'Code shown in the image', type: 'image', data: PNG_URL }, false],
  ])('for %s that never comes, offers the way back to the form', (_what, parameter, says) => {
    const fake = createFakeFlow({ state: mfaState(parameter) });
    renderStep(MfaStep, fake);
    expect(screen.queryByText(/^No code\? It can take a minute\./) !== null).toBe(says);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(fake.flow.back).toHaveBeenCalledOnce();
  });

  it('offers no way back in update mode, where the host’s item is the only one', () => {
    renderStep(MfaStep, createFakeFlow({ state: mfaState(token), options: { updateItem: 'i' } }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
    expect(screen.queryByText(/^No code\?/)).toBeNull();
  });
});
