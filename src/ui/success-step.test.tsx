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

  it('lists the accounts found, their names as text, with only the last four digits of their numbers', () => {
    const accounts = [
      { id: 'a1', name: 'Conta Corrente', number: '0001/12345-6' },
      { id: 'a2', name: 'Elo Gold', number: '1033' },
      { id: 'a3', name: 'Other' },
      { id: 'a4', name: HOSTILE_TEXT },
    ];
    const { container } = renderStep(SuccessStep, createFakeFlow({ state: { ...(state() as Extract<FlowState, { step: 'success' }>), accounts } }));
    expect(screen.getByText('We found 4 accounts:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Conta Corrente\n•••• 3456',
      'Elo Gold\n•••• 1033',
      'Other',
      HOSTILE_TEXT,
    ]);
    expect(container.querySelector('img')).toBeNull();
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
