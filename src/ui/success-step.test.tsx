// @vitest-environment jsdom
// The success step: the institution is connected; a partial success lists what failed.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowState } from '../flow/types.js';
import { SuccessStep } from './success-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const state = (failedProducts: string[] = [], name = 'Sandbox Bank'): FlowState => ({
  step: 'success',
  connector: connector({ name, imageUrl: null }),
  item: item({ status: 'UPDATED', executionStatus: failedProducts.length ? 'PARTIAL_SUCCESS' : 'SUCCESS' }),
  failedProducts,
});

describe('SuccessStep', () => {
  it('says the institution is connected, and Done closes', () => {
    const onClose = vi.fn();
    renderStep(SuccessStep, createFakeFlow({ state: state() }), { onClose });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Connected!' }));
    expect(screen.getByText('Sandbox Bank is connected.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists the accounts found, their names as text, their types where the names do not say them, and only the last four digits of their numbers', () => {
    const accounts = [
      { id: 'a1', name: 'Conta Corrente', number: '0001/12345-6', subtype: 'CHECKING_ACCOUNT' },
      { id: 'a2', name: 'Elo Gold', number: '1033', subtype: 'CREDIT_CARD' },
      { id: 'a3', name: 'Reserva', subtype: 'SAVINGS_ACCOUNT' },
      { id: 'a4', name: 'Other', subtype: 'A_NEW_SUBTYPE' },
      { id: 'a5', name: HOSTILE_TEXT },
    ];
    const { container } = renderStep(SuccessStep, createFakeFlow({ state: { ...(state() as Extract<FlowState, { step: 'success' }>), accounts } }));
    expect(screen.getByText('We found 5 accounts:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Conta Corrente\nChecking · •••• 3456',
      'Elo Gold\nCredit card · •••• 1033',
      'Reserva\nSavings',
      'Other',
      HOSTILE_TEXT,
    ]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('does not say a type twice where the name holds it, in the user’s language', () => {
    const accounts = [
      { id: 'a1', name: 'Conta Corrente PJ', number: '0001/12345-6', subtype: 'CHECKING_ACCOUNT' },
      { id: 'a2', name: 'Conta Poupança', number: '0001/55555-1', subtype: 'SAVINGS_ACCOUNT' },
    ];
    renderStep(SuccessStep, createFakeFlow({ state: { ...(state() as Extract<FlowState, { step: 'success' }>), accounts } }), { language: 'pt' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Conta Corrente PJ\n•••• 3456', 'Conta Poupança\n•••• 5551']);
  });

  it('lists the products a partial success could not collect', () => {
    renderStep(SuccessStep, createFakeFlow({ state: state(['ACCOUNTS', 'TRANSACTIONS', 'ACCOUNT_STATEMENTS']) }), { language: 'pt' });
    expect(screen.getByText('Alguns dados não puderam ser coletados desta vez:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Contas e saldos', 'Transações', 'Extratos']);
  });

  it('renders a connector name holding markup as text', () => {
    const { container } = renderStep(SuccessStep, createFakeFlow({ state: state([], HOSTILE_TEXT) }));
    expect(screen.getByText(`${HOSTILE_TEXT} is connected.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
