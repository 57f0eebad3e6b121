// @vitest-environment jsdom
// The credentials step: values from the flow, actions to the flow, errors tied and announced.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Credential } from '../api/schemas/index.js';
import type { FlowState, FormErrors } from '../flow/types.js';
import { CredentialsStep } from './credentials-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const fields: Credential[] = [
  { name: 'user', label: 'User', type: 'text' },
  { name: 'password', label: 'Password', type: 'password' },
];

const credentialsState = (over: { errors?: FormErrors; submitting?: boolean; name?: string } = {}): FlowState => ({
  step: 'credentials',
  connector: connector({ name: over.name ?? 'Sandbox Bank', credentials: fields }),
  fields,
  errors: over.errors ?? { fields: {} },
  submitting: over.submitting ?? false,
});

describe('CredentialsStep', () => {
  it('renders the connector’s fields with the flow’s values, focus on the first, the form named by the heading', () => {
    const fake = createFakeFlow({ state: credentialsState(), values: { user: 'user-ok' } });
    renderStep(CredentialsStep, fake);
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to Sandbox Bank' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in to Sandbox Bank' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'User' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User' }).value).toBe('user-ok');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('sends typing to setValue, blur to validateField and the form to submitCredentials', () => {
    const fake = createFakeFlow({ state: credentialsState() });
    renderStep(CredentialsStep, fake);
    const user = screen.getByRole('textbox', { name: 'User' });
    fireEvent.input(user, { target: { value: 'user-ok' } });
    fireEvent.blur(user);
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(fake.flow.setValue).toHaveBeenCalledWith('user', 'user-ok');
    expect(fake.flow.validateField).toHaveBeenCalledWith('user');
    expect(fake.flow.submitCredentials).toHaveBeenCalledOnce();
  });

  it('keeps the submit button busy while sending, and does not send twice', () => {
    const fake = createFakeFlow({ state: credentialsState({ submitting: true }) });
    renderStep(CredentialsStep, fake);
    const submit = screen.getByRole('button', { name: 'Connecting…' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(fake.flow.submitCredentials).not.toHaveBeenCalled();
  });

  it.each([
    ['a key of the flow, translated', 'field.required', 'Fill in this field.'],
    ['a connector’s validationMessage, as text', 'Password must have at least 6 characters.', 'Password must have at least 6 characters.'],
    ['network text holding markup, as text', HOSTILE_TEXT, HOSTILE_TEXT],
  ])('shows a field error from %s, tied to its field and announced', async (_case, message, shown) => {
    const fake = createFakeFlow({ state: credentialsState() });
    const { container } = renderStep(CredentialsStep, fake);
    fake.state.value = credentialsState({ errors: { fields: { password: message } } });
    const input = await screen.findByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'User' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText(shown).id).toBe(input.getAttribute('aria-describedby'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Password: ${shown}`));
    expect(container.querySelector('img')).toBeNull();
  });

  it('announces how many fields to fix and focuses the first wrong one after a submit', async () => {
    const fake = createFakeFlow({ state: credentialsState() });
    fake.flow.submitCredentials.mockImplementation(async () => {
      fake.state.value = credentialsState({ errors: { fields: { user: 'field.required', password: 'field.required' } } });
    });
    renderStep(CredentialsStep, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'User' })));
    expect(screen.getByRole('alert').textContent).toBe('Check 2 fields before continuing.');
  });

  it.each([
    [{ code: 'INVALID_CREDENTIALS' }, 'The institution did not accept these details. Check them and try again.'],
    [{ code: 'INVALID_CREDENTIALS_MFA', message: 'Invalid token' }, 'The verification code was not accepted. Try again.'],
    [{ code: 'ITEM_NOT_FOUND' }, 'This connection was lost. Send your details again to start another.'],
    [{ code: 'NETWORK' }, 'Check your internet connection and try again.'],
    [{ code: 'RATE_LIMITED' }, 'Wait a minute and try again.'],
    [{ code: 'VALIDATION' }, 'The institution did not accept some of these details. Check them and try again.'],
    [{ code: '003', message: HOSTILE_TEXT }, HOSTILE_TEXT],
    [{ code: 'SOMETHING_NEW' }, 'Something went wrong. Check your details and try again.'],
  ])('shows the form error %j on the form and announces it', async (formError, text) => {
    const fake = createFakeFlow({ state: credentialsState({ errors: { fields: {}, form: formError } }), values: { user: 'user-ok' } });
    const { container } = renderStep(CredentialsStep, fake);
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    const shown = within(form).getByText(text);
    expect(form.getAttribute('aria-describedby')).toBe(shown.id);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User' }).value).toBe('user-ok');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders a connector name holding markup as text', () => {
    const fake = createFakeFlow({ state: credentialsState({ name: HOSTILE_TEXT }) });
    const { container } = renderStep(CredentialsStep, fake);
    expect(screen.getByRole('heading', { name: `Sign in to ${HOSTILE_TEXT}` })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks the user’s language', () => {
    const fake = createFakeFlow({ state: credentialsState() });
    renderStep(CredentialsStep, fake, { language: 'pt' });
    expect(screen.getByRole('heading', { name: 'Entre com sua conta Sandbox Bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeTruthy();
  });
});
