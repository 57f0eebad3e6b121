// Maps an item's executionStatus to what the connecting screen says and how far along it is.

export type ProgressKey =
  | 'starting'
  | 'loggingIn'
  | 'waitingUser'
  | 'accounts'
  | 'creditCards'
  | 'transactions'
  | 'paymentData'
  | 'investments'
  | 'investmentTransactions'
  | 'identity'
  | 'loans'
  | 'accountStatements'
  | 'merging'
  /** A product step this widget does not know by name. */
  | 'collecting'
  | 'done';

export type Progress = { key: ProgressKey; percent: number };

/** Each status in the order a sync goes through them; the percentage grows with the position. */
const STEPS: ReadonlyArray<readonly [string, ProgressKey]> = [
  ['CREATING', 'starting'],
  ['CREATED', 'starting'],
  ['LOGIN_IN_PROGRESS', 'loggingIn'],
  ['WAITING_USER_INPUT', 'waitingUser'],
  ['WAITING_USER_ACTION', 'waitingUser'],
  ['LOGIN_MFA_IN_PROGRESS', 'loggingIn'],
  ['ACCOUNTS_IN_PROGRESS', 'accounts'],
  ['CREDITCARDS_IN_PROGRESS', 'creditCards'],
  ['TRANSACTIONS_IN_PROGRESS', 'transactions'],
  ['PAYMENT_DATA_IN_PROGRESS', 'paymentData'],
  ['INVESTMENTS_IN_PROGRESS', 'investments'],
  ['INVESTMENT_TRANSACTIONS_IN_PROGRESS', 'investmentTransactions'],
  ['INVESTMENTS_TRANSACTIONS_IN_PROGRESS', 'investmentTransactions'],
  ['IDENTITY_IN_PROGRESS', 'identity'],
  ['LOANS_IN_PROGRESS', 'loans'],
  ['ACCOUNT_STATEMENTS_IN_PROGRESS', 'accountStatements'],
  ['MERGING', 'merging'],
];

const BY_STATUS = new Map<string, Progress>(
  // From 5% (just started) to 95%: 100% is kept for the end, whatever the product list.
  STEPS.map(([status, key], i) => [status, { key, percent: Math.round(5 + (90 * i) / (STEPS.length - 1)) }]),
);

/** A step not listed reads as "collecting"; any other status is an end state (done). */
export function progressOf(executionStatus: string | undefined): Progress {
  if (executionStatus === undefined) return { key: 'starting', percent: 5 };
  const known = BY_STATUS.get(executionStatus);
  if (known) return known;
  return executionStatus.endsWith('_IN_PROGRESS') ? { key: 'collecting', percent: 50 } : { key: 'done', percent: 100 };
}
