// The connecting screen's checklist: which rows it has, and which are done, running or waiting.
import { describe, expect, it } from 'vitest';
import type { Connector, Item } from '../api/schemas/index.js';
import { syncSteps } from './progress.js';

const connector = { id: 1, name: 'Bank', products: ['ACCOUNTS', 'TRANSACTIONS', 'CREDIT_CARDS', 'BROKERAGE_NOTE'] } as Connector;
const item = (executionStatus: string, products?: string[]): Item => ({ id: 'i', status: 'UPDATING', executionStatus, products });
const states = (steps: ReturnType<typeof syncSteps>) => steps.map((s) => `${s.product ?? 'SIGN_IN'}:${s.state}`).join(' ');

describe('syncSteps', () => {
  it.each([
    [undefined, 'SIGN_IN:active ACCOUNTS:pending CREDIT_CARDS:pending TRANSACTIONS:pending'],
    ['LOGIN_IN_PROGRESS', 'SIGN_IN:active ACCOUNTS:pending CREDIT_CARDS:pending TRANSACTIONS:pending'],
    ['WAITING_USER_INPUT', 'SIGN_IN:active ACCOUNTS:pending CREDIT_CARDS:pending TRANSACTIONS:pending'],
    ['ACCOUNTS_IN_PROGRESS', 'SIGN_IN:done ACCOUNTS:active CREDIT_CARDS:pending TRANSACTIONS:pending'],
    ['CREDITCARDS_IN_PROGRESS', 'SIGN_IN:done ACCOUNTS:done CREDIT_CARDS:active TRANSACTIONS:pending'],
    ['TRANSACTIONS_IN_PROGRESS', 'SIGN_IN:done ACCOUNTS:done CREDIT_CARDS:done TRANSACTIONS:active'],
    ['MERGING', 'SIGN_IN:done ACCOUNTS:done CREDIT_CARDS:done TRANSACTIONS:done'],
    ['SUCCESS', 'SIGN_IN:done ACCOUNTS:done CREDIT_CARDS:done TRANSACTIONS:done'],
    ['BROKERAGE_NOTES_IN_PROGRESS', 'SIGN_IN:done ACCOUNTS:pending CREDIT_CARDS:pending TRANSACTIONS:pending'],
  ])('%s → %s (in collection order, products without a step left out)', (status, expected) => {
    expect(states(syncSteps(status ? item(status) : undefined, connector))).toBe(expected);
  });

  it.each([['INVESTMENT_TRANSACTIONS_IN_PROGRESS'], ['INVESTMENTS_TRANSACTIONS_IN_PROGRESS']])(
    'lists the products the item collects over its connector’s, in either spelling of a step (%s)',
    (status) => {
      expect(states(syncSteps(item(status, ['INVESTMENTS_TRANSACTIONS', 'INVESTMENTS']), connector))).toBe(
        'SIGN_IN:done INVESTMENTS:done INVESTMENTS_TRANSACTIONS:active',
      );
    },
  );
});
