// What an item response means for the flow: keep waiting, ask the user something, or an end.
import type { Credential, Item, UserAction } from '../api/schemas/index.js';
import { FINAL_EXECUTION_STATUSES } from '../api/enums.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { failedProductsOf } from './failed-products.js';
import type { ErrorKind } from './types.js';

export type ItemOutcome =
  | { kind: 'running' }
  | { kind: 'mfa'; parameter: Credential }
  | { kind: 'oauth'; parameter: Credential; url: string }
  | { kind: 'user-action'; userAction: UserAction }
  | { kind: 'success'; failedProducts: string[] }
  /** Wrong credentials: back to the form with this message. */
  | { kind: 'login-error'; code: string; message?: string }
  | { kind: 'error'; errorKind: ErrorKind; code: WidgetErrorCode; canRetry: boolean; providerMessage?: string };

export const FINAL_ITEM_STATUSES: readonly string[] = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
export const isFinalItem = (item: Item): boolean => FINAL_ITEM_STATUSES.includes(item.status);

const FINAL_EXECUTION: ReadonlySet<string> = new Set(FINAL_EXECUTION_STATUSES);

/** The reason an item ended: its final executionStatus, else its error's code. */
export function reasonOf(item: Item): string {
  if (FINAL_EXECUTION.has(item.executionStatus)) return item.executionStatus;
  return item.error?.code ?? item.executionStatus;
}

type ErrorEnd = Extract<ItemOutcome, { kind: 'error' }>;
const end = (errorKind: ErrorKind, code: WidgetErrorCode, canRetry: boolean): Omit<ErrorEnd, 'providerMessage'> => ({
  kind: 'error',
  errorKind,
  code,
  canRetry,
});

/** Ends that have their own screen; retry re-runs the sync with the stored credentials. */
const ERROR_ENDS: Record<string, Omit<ErrorEnd, 'providerMessage'>> = {
  ACCOUNT_NEEDS_ACTION: end('account-needs-action', 'ITEM_ERROR', false),
  ACCOUNT_LOCKED: end('account-needs-action', 'ITEM_ERROR', false),
  ACCOUNT_CREDENTIALS_RESET: end('account-needs-action', 'ITEM_ERROR', false),
  USER_NOT_SUPPORTED: end('account-needs-action', 'ITEM_ERROR', false),
  USER_AUTHORIZATION_PENDING: end('authorization-pending', 'ITEM_ERROR', true),
  USER_INPUT_TIMEOUT: end('user-input-timeout', 'USER_INPUT_TIMEOUT', true),
  USER_AUTHORIZATION_NOT_GRANTED: end('consent-denied', 'CONSENT_DENIED', true),
  USER_AUTHORIZATION_REVOKED: end('consent-denied', 'CONSENT_DENIED', true),
};

const BACK_TO_FORM: ReadonlySet<string> = new Set(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS_MFA']);

export function outcomeOf(item: Item): ItemOutcome {
  const { status, parameter, userAction } = item;
  if (status === 'WAITING_USER_INPUT' && parameter) {
    if (parameter.type !== 'oauth') return { kind: 'mfa', parameter };
    if (parameter.data) return { kind: 'oauth', parameter, url: parameter.data };
  }
  if (status === 'WAITING_USER_ACTION' && userAction) return { kind: 'user-action', userAction };
  if (!isFinalItem(item)) return { kind: 'running' };
  if (status === 'UPDATED') return { kind: 'success', failedProducts: failedProductsOf(item) };

  const reason = reasonOf(item);
  if (BACK_TO_FORM.has(reason)) return { kind: 'login-error', code: reason, message: item.error?.message };
  const known = ERROR_ENDS[reason];
  const providerMessage = item.error?.providerMessage ?? undefined;
  if (known) return { ...known, providerMessage };
  // OUTDATED (SITE_NOT_AVAILABLE, ERROR, CONNECTION_ERROR, ...) or a login error this widget does
  // not know: the sync may work another time.
  return { ...end(status === 'OUTDATED' ? 'outdated' : 'unexpected', 'ITEM_ERROR', true), providerMessage };
}
