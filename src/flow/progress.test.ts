// executionStatus → how far the connecting screen's bar is, growing as the sync moves on.
import { describe, expect, it } from 'vitest';
import { PROGRESS_EXECUTION_STATUSES } from '../api/schemas/index.js';
import { progressOf } from './progress.js';

describe('progressOf', () => {
  it.each([
    [undefined, 5],
    ['CREATING', 5],
    ['CREATED', 11],
    ['LOGIN_IN_PROGRESS', 16],
    ['ACCOUNTS_IN_PROGRESS', 39],
    ['INVESTMENT_TRANSACTIONS_IN_PROGRESS', 67],
    ['INVESTMENTS_TRANSACTIONS_IN_PROGRESS', 73],
    ['IDENTITY_IN_PROGRESS', 78],
    ['MERGING', 95],
    ['BROKERAGE_NOTES_IN_PROGRESS', 50],
    ['SUCCESS', 100],
    ['PARTIAL_SUCCESS', 100],
  ])('%s → %i%', (status, percent) => {
    expect(progressOf(status)).toBe(percent);
  });

  it('knows every in-progress status of the interface, in growing order, below 100% until done', () => {
    const percents = PROGRESS_EXECUTION_STATUSES.map((s) => progressOf(s));
    expect(percents.every((p) => p < 100)).toBe(true);
    expect(new Set(percents).size).toBe(percents.length);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progressOf('SUCCESS')).toBe(100);
  });
});
