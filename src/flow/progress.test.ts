// executionStatus → what the connecting screen says, growing as the sync moves on.
import { describe, expect, it } from 'vitest';
import { PROGRESS_EXECUTION_STATUSES } from '../api/schemas/index.js';
import { progressOf } from './progress.js';

describe('progressOf', () => {
  it.each([
    ['CREATED', 'starting'],
    ['LOGIN_IN_PROGRESS', 'loggingIn'],
    ['LOGIN_MFA_IN_PROGRESS', 'loggingIn'],
    ['WAITING_USER_INPUT', 'waitingUser'],
    ['ACCOUNTS_IN_PROGRESS', 'accounts'],
    ['CREDITCARDS_IN_PROGRESS', 'creditCards'],
    ['TRANSACTIONS_IN_PROGRESS', 'transactions'],
    ['INVESTMENTS_IN_PROGRESS', 'investments'],
    ['INVESTMENT_TRANSACTIONS_IN_PROGRESS', 'investmentTransactions'],
    ['IDENTITY_IN_PROGRESS', 'identity'],
    ['LOANS_IN_PROGRESS', 'loans'],
    ['BROKERAGE_NOTES_IN_PROGRESS', 'collecting'],
    ['SUCCESS', 'done'],
    ['PARTIAL_SUCCESS', 'done'],
  ])('%s → %s', (status, key) => {
    expect(progressOf(status).key).toBe(key);
  });

  it('knows every in-progress status of the interface, in growing order, below 100% until done', () => {
    const percents = PROGRESS_EXECUTION_STATUSES.map((s) => progressOf(s));
    expect(percents.every((p) => p.key !== 'collecting' && p.key !== 'done' && p.percent < 100)).toBe(true);
    const numbers = percents.map((p) => p.percent);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(progressOf('SUCCESS').percent).toBe(100);
  });
});
