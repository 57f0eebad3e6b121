// @vitest-environment jsdom
// Every descriptor type renders its own control; labels, hints, errors and masks reach the user.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Credential } from '../api/schemas/index.js';
import { CredentialField } from './credential-field.js';
import { HOSTILE_TEXT, credential } from '../api/testing/fixtures.js';
import { translatorFor } from './testing/render-step.js';

afterEach(cleanup);

const t = translatorFor('en');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function renderField(c: Credential, extra: { value?: string; error?: string; oneTimeCode?: boolean } = {}) {
  const onInput = vi.fn();
  const onBlur = vi.fn();
  const result = render(
    <CredentialField
      credential={c}
      value={extra.value ?? ''}
      error={extra.error}
      oneTimeCode={extra.oneTimeCode}
      t={t}
      onInput={onInput}
      onBlur={onBlur}
    />,
  );
  return { ...result, onInput, onBlur };
}

describe('CredentialField by descriptor type', () => {
  it.each([
    ['text', 'textbox', 'text', null],
    ['password', null, 'password', null],
    ['number', 'textbox', 'text', 'numeric'],
    ['image', 'textbox', 'text', null],
    ['a type this widget does not know', 'textbox', 'text', null],
  ])('%s renders an input of type %s', (type, role, inputType, inputMode) => {
    const { container } = renderField(credential({ name: 'f', label: 'Field', type, data: PNG }));
    const input = container.querySelector('input');
    expect(input?.getAttribute('type')).toBe(inputType);
    expect(input?.getAttribute('inputmode')).toBe(inputMode);
    expect(screen.getByLabelText('Field')).toBe(input);
    if (role) expect(screen.getByRole(role, { name: 'Field' })).toBe(input);
  });

  it('password: a toggle button shows and hides it, saying whether it is pressed', () => {
    const { container } = renderField(credential({ name: 'password', label: 'Password', type: 'password' }), { value: 'secret' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('input')?.type).toBe('password');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Password' })).toBe(container.querySelector('input'));
    fireEvent.click(toggle);
    expect(container.querySelector('input')?.type).toBe('password');
  });

  it('select: lists its options after a prompt, and reports the chosen value', () => {
    const { onInput } = renderField(
      credential({
        name: 'security_phrase',
        label: 'Choose your security phrase',
        type: 'select',
        options: [
          { value: '000001', label: 'Red boat' },
          { value: '123456', label: 'Blue lighthouse' },
        ],
      }),
    );
    const select = screen.getByRole('combobox', { name: 'Choose your security phrase' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an option', 'Red boat', 'Blue lighthouse']);
    fireEvent.change(select, { target: { value: '123456' } });
    expect(onInput).toHaveBeenCalledWith('123456');
  });

  it.each([
    ['a data URL', `data:image/png;base64,${PNG}`, `data:image/png;base64,${PNG}`],
    ['bare base64', PNG, `data:image/png;base64,${PNG}`],
  ])('image: shows the picture from %s beside its input, described by its label', (_case, data, src) => {
    renderField(credential({ name: 'captcha', label: 'Code shown in the image', type: 'image', data }));
    const image = screen.getByRole('img', { name: 'Image for “Code shown in the image”' });
    expect(image.getAttribute('src')).toBe(src);
    expect(screen.getByRole('textbox', { name: 'Code shown in the image' })).toBeTruthy();
  });

  it('image: data that is not an image shows no picture', () => {
    renderField(credential({ name: 'captcha', label: 'Code', type: 'image', data: 'javascript:alert(1)' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy();
  });

  it('an MFA code asks phones for the one-time code', () => {
    renderField(credential({ name: 'token', label: 'Token', type: 'number' }), { oneTimeCode: true });
    expect(screen.getByRole('textbox', { name: 'Token' }).getAttribute('autocomplete')).toBe('one-time-code');
  });
});

describe('CredentialField text and state', () => {
  it('shows label, placeholder, hint as description, and the optional marker', () => {
    renderField(credential({ label: 'User', placeholder: 'user-ok', assistiveText: 'Your bank login', optional: true }));
    const input = screen.getByRole('textbox', { name: 'User (optional)', description: 'Your bank login' });
    expect(input.getAttribute('placeholder')).toBe('user-ok');
    expect(input.hasAttribute('aria-required')).toBe(false);
  });

  it('marks a required field as required', () => {
    renderField(credential({ label: 'User' }));
    expect(screen.getByRole('textbox', { name: 'User' }).getAttribute('aria-required')).toBe('true');
  });

  it('ties an error to its field: aria-invalid and described by the message, with no role of its own', () => {
    renderField(credential({ label: 'User', assistiveText: 'Your bank login' }), { error: 'Fill in this field.' });
    const input = screen.getByRole('textbox', { name: 'User', description: 'Your bank login Fill in this field.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fill in this field.').hasAttribute('role')).toBe(false);
  });

  it('reports typing and leaving the field', () => {
    const { onInput, onBlur } = renderField(credential({ label: 'User' }));
    const input = screen.getByRole('textbox', { name: 'User' });
    fireEvent.input(input, { target: { value: 'user-ok' } });
    fireEvent.blur(input);
    expect(onInput).toHaveBeenCalledWith('user-ok');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it.each([
    ['cpf', 'CPF', '52998224725', '529.982.247-25'],
    ['cnpj', 'CNPJ', '11222333000181', '11.222.333/0001-81'],
    ['document', 'CPF', '5299822', '529.982.2'],
  ])('masks a %s field (%s) as it is typed', (name, label, typed, masked) => {
    const { onInput } = renderField(credential({ name, label }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: label });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.input(input, { target: { value: typed } });
    expect(onInput).toHaveBeenCalledWith(masked);
    expect(input.value).toBe(masked);
  });

  it.each<[string, Partial<Credential>, string | null, string | null]>([
    ['a code of six digits', { validation: '^\\d{6}$' }, '6 digits', '6'],
    ['a code of four digits', { validation: '^[0-9]{4}$' }, '4 digits', '4'],
    ['a code whose institution explains it', { validation: '^\\d{6}$', assistiveText: 'Sent by SMS' }, 'Sent by SMS', '6'],
    ['any other rule', { validation: '^.{6,}$' }, null, null],
    ['a CPF, whose mask shapes it', { name: 'cpf', label: 'CPF', validation: '^\\d{11}$' }, null, null],
  ])('%s: says how many digits and brings up the keypad', (_name, fields, hint, maxLength) => {
    renderField(credential({ name: 'code', label: 'Code', type: 'text', ...fields }));
    const input = screen.getByRole('textbox');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe(hint);
    expect(input.getAttribute('maxlength')).toBe(maxLength);
    if (maxLength !== null) expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('renders connector text holding markup as text', () => {
    const { container } = renderField(
      credential({
        type: 'select',
        label: HOSTILE_TEXT,
        assistiveText: HOSTILE_TEXT,
        placeholder: HOSTILE_TEXT,
        options: [{ value: '1', label: HOSTILE_TEXT }],
      }),
      { error: HOSTILE_TEXT },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox', { name: HOSTILE_TEXT })).toBeTruthy();
    expect(screen.getAllByText(HOSTILE_TEXT).length).toBeGreaterThanOrEqual(4);
  });
});
