// What an item response means for the flow: keep waiting, ask the user something, or an end.
import type { Credential, Item, UserAction } from '../api/schemas/index.js';
import { FINAL_EXECUTION_STATUSES } from '../api/enums.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { byName } from './by-name.js';
import { type ErrorEnd, errorEnd } from './error-end.js';
import { failedProductsOf } from './failed-products.js';
import type { ErrorKind, FormError } from './types.js';

export type ItemOutcome =
  | { kind: 'running' }
  | { kind: 'mfa'; parameter: Credential }
  | { kind: 'oauth'; parameter: Credential; url: string }
  | { kind: 'user-action'; userAction: UserAction }
  | { kind: 'success'; failedProducts: string[] }
  /** Wrong credentials: back to the form with this error. */
  | { kind: 'login-error'; error: FormError }
  | { kind: 'error'; end: ErrorEnd; providerMessage?: string };

export const FINAL_ITEM_STATUSES: readonly string[] = ['UPDATED', 'LOGIN_ERROR', 'OUTDATED'];
export const isFinalItem = (item: Item): boolean => FINAL_ITEM_STATUSES.includes(item.status);

const FINAL_EXECUTION: ReadonlySet<string> = new Set(FINAL_EXECUTION_STATUSES);

/** The reason an item ended: its final executionStatus, else its error's code. */
export function reasonOf(item: Item): string {
  if (FINAL_EXECUTION.has(item.executionStatus)) return item.executionStatus;
  return item.error?.code ?? item.executionStatus;
}

/** The form's error for a login error: its reason and the interface's message. */
export const loginErrorOf = (item: Item): FormError => ({ code: reasonOf(item), message: item.error?.message });

/** Ends that have their own screen, by reason; the others are OUTDATED's or unexpected. */
const ERROR_ENDS: Record<string, ErrorKind> = byName({
  ACCOUNT_NEEDS_ACTION: 'account-needs-action',
  ACCOUNT_LOCKED: 'account-needs-action',
  ACCOUNT_CREDENTIALS_RESET: 'account-needs-action',
  USER_NOT_SUPPORTED: 'account-needs-action',
  USER_AUTHORIZATION_PENDING: 'authorization-pending',
  USER_INPUT_TIMEOUT: 'user-input-timeout',
  USER_AUTHORIZATION_NOT_GRANTED: 'consent-denied',
  USER_AUTHORIZATION_REVOKED: 'consent-denied',
});

/** The codes onError reports for an item's end other than ITEM_ERROR. */
const END_CODES: Partial<Record<ErrorKind, WidgetErrorCode>> = { 'user-input-timeout': 'USER_INPUT_TIMEOUT', 'consent-denied': 'CONSENT_DENIED' };

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
  if (BACK_TO_FORM.has(reason)) return { kind: 'login-error', error: loginErrorOf(item) };
  // OUTDATED (SITE_NOT_AVAILABLE, ERROR, CONNECTION_ERROR, ...) or a login error this widget does
  // not know: the sync may work another time.
  const kind = ERROR_ENDS[reason] ?? (status === 'OUTDATED' ? 'outdated' : 'unexpected');
  return {
    kind: 'error',
    // Retry re-runs the sync with the stored credentials: no use while the account needs action at the institution.
    end: errorEnd(kind, END_CODES[kind] ?? 'ITEM_ERROR', kind !== 'account-needs-action', item.error?.message ?? reason),
    providerMessage: item.error?.providerMessage ?? undefined,
  };
}
