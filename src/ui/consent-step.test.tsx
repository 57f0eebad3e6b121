// @vitest-environment jsdom
// The consent step: the products in words, for how long, continue and back.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentStep } from './consent-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

describe('ConsentStep', () => {
  it('lists what will be shared, translated', () => {
    const fake = createFakeFlow({
      state: { step: 'consent', connector: connector({ products: ['ACCOUNTS', 'CREDIT_CARDS', 'IDENTITY', 'NEW_PRODUCT'] }) },
    });
    renderStep(ConsentStep, fake);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Before you continue' }));
    expect(screen.getByText('Sandbox Bank will share this data:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Accounts and balances',
      'Credit cards',
      'Identity (name, document and contacts)',
      'NEW_PRODUCT',
    ]);
  });

  it.each([
    ['an Open Finance consent', true, 'For up to 12 months; you can end it at any time in the institution’s app.'],
    ['a direct login', false, 'Until the connection is removed, which you can ask for at any time.'],
  ])('says for how long, for %s', (_kind, isOpenFinance, term) => {
    renderStep(ConsentStep, createFakeFlow({ state: { step: 'consent', connector: connector({ isOpenFinance }) } }));
    expect(screen.getByText(term)).toBeTruthy();
  });

  it('names the merchant as who receives the data, says it never sees the password, and links its privacy policy', () => {
    const fake = createFakeFlow({ state: { step: 'consent', connector: connector() } });
    renderStep(ConsentStep, fake, { client: { clientName: '<b>Loja</b>', privacyPolicyUrl: 'https://shop.example/privacy' } });
    expect(screen.getByText('<b>Loja</b> receives this data and never sees your password.')).toBeTruthy();
    const privacy = screen.getByRole('link', { name: 'Privacy policy' });
    expect(privacy.getAttribute('href')).toBe('https://shop.example/privacy');
    expect(privacy.getAttribute('rel')).toContain('noopener');
  });

  it('without a merchant name still says the password is not shared, and links no unsafe privacy address', () => {
    const fake = createFakeFlow({ state: { step: 'consent', connector: connector() } });
    renderStep(ConsentStep, fake, { client: { privacyPolicyUrl: 'javascript:alert(1)' } });
    expect(screen.getByText('Your password is never shared with this site.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('continues and goes back through the flow', () => {
    const fake = createFakeFlow({ state: { step: 'consent', connector: connector() } });
    renderStep(ConsentStep, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose another institution' }));
    expect(fake.flow.acceptConsent).toHaveBeenCalledOnce();
    expect(fake.flow.back).toHaveBeenCalledOnce();
  });

  it.each([
    ['a connector chosen by the host', { selectedConnectorId: 0 }],
    ['update mode', { updateItem: 'item-1' }],
  ])('offers no Back when the host skipped search (%s)', (_name, options) => {
    renderStep(ConsentStep, createFakeFlow({ state: { step: 'consent', connector: connector() }, options }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose another institution' })).toBeNull();
  });

  it('speaks Spanish', () => {
    const fake = createFakeFlow({ state: { step: 'consent', connector: connector({ products: ['LOANS'] }) } });
    renderStep(ConsentStep, fake, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Antes de continuar' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Préstamos');
  });

  it('renders a connector name holding markup as text', () => {
    const fake = createFakeFlow({ state: { step: 'consent', connector: connector({ name: HOSTILE_TEXT, imageUrl: null }) } });
    const { container } = renderStep(ConsentStep, fake);
    expect(screen.getByText(`${HOSTILE_TEXT} will share this data:`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
