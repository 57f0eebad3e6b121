// What each item the interface can answer means for the flow.
import { describe, expect, it } from 'vitest';
import type { Item } from '../api/schemas/index.js';
import { outcomeOf } from './item-outcome.js';

const base = { id: 'i1' };
const ended = (status: string, executionStatus: string, extra: Partial<Item> = {}): Item => ({
  ...base,
  status,
  executionStatus,
  error: status === 'UPDATED' ? null : { code: executionStatus, message: `ended ${executionStatus}` },
  ...extra,
});

describe('outcomeOf', () => {
  it.each<[string, Item, Record<string, unknown>]>([
    ['a running sync', { ...base, status: 'UPDATING', executionStatus: 'ACCOUNTS_IN_PROGRESS' }, { kind: 'running' }],
    ['a success', ended('UPDATED', 'SUCCESS'), { kind: 'success', failedProducts: [] }],
    [
      'a partial success, naming the products that failed',
      ended('UPDATED', 'PARTIAL_SUCCESS', {
        statusDetail: { accounts: { isUpdated: false }, transactions: { isUpdated: false }, identity: { isUpdated: true }, loans: null },
      }),
      { kind: 'success', failedProducts: ['ACCOUNTS', 'TRANSACTIONS'] },
    ],
    [
      'wrong credentials',
      ended('LOGIN_ERROR', 'INVALID_CREDENTIALS'),
      { kind: 'login-error', error: { code: 'INVALID_CREDENTIALS', message: 'ended INVALID_CREDENTIALS' } },
    ],
    ['a wrong MFA answer', ended('LOGIN_ERROR', 'INVALID_CREDENTIALS_MFA'), { kind: 'login-error', error: { code: 'INVALID_CREDENTIALS_MFA' } }],
    [
      'an account that needs action, with the institution text',
      ended('LOGIN_ERROR', 'ACCOUNT_NEEDS_ACTION', { error: { code: 'ACCOUNT_NEEDS_ACTION', message: 'm', providerMessage: 'Aceite os termos' } }),
      {
        kind: 'error',
        end: { kind: 'account-needs-action', code: 'ITEM_ERROR', canRetry: false, message: 'm' },
        providerMessage: 'Aceite os termos',
      },
    ],
    [
      'a pending device authorization',
      ended('OUTDATED', 'USER_AUTHORIZATION_PENDING'),
      { kind: 'error', end: { kind: 'authorization-pending', code: 'ITEM_ERROR', canRetry: true } },
    ],
    [
      'an unanswered question',
      ended('OUTDATED', 'USER_INPUT_TIMEOUT'),
      { kind: 'error', end: { kind: 'user-input-timeout', code: 'USER_INPUT_TIMEOUT', canRetry: true } },
    ],
    [
      'a denied consent',
      ended('LOGIN_ERROR', 'USER_AUTHORIZATION_NOT_GRANTED'),
      { kind: 'error', end: { kind: 'consent-denied', code: 'CONSENT_DENIED', canRetry: true } },
    ],
    [
      'a locked account, which no retry unlocks',
      ended('LOGIN_ERROR', 'ACCOUNT_LOCKED'),
      { kind: 'error', end: { kind: 'account-needs-action', code: 'ITEM_ERROR', canRetry: false } },
    ],
    [
      'a revoked consent',
      ended('OUTDATED', 'USER_AUTHORIZATION_REVOKED'),
      { kind: 'error', end: { kind: 'consent-denied', code: 'CONSENT_DENIED', canRetry: true } },
    ],
    [
      'a login error this widget does not know, with no message of its own',
      ended('LOGIN_ERROR', 'SOMETHING_NEW', { error: null }),
      { kind: 'error', end: { kind: 'unexpected', code: 'ITEM_ERROR', canRetry: true, message: 'SOMETHING_NEW' } },
    ],
    [
      'a site down',
      ended('OUTDATED', 'SITE_NOT_AVAILABLE'),
      { kind: 'error', end: { kind: 'outdated', code: 'ITEM_ERROR', canRetry: true, message: 'ended SITE_NOT_AVAILABLE' } },
    ],
    ['a collection error', ended('OUTDATED', 'ERROR'), { kind: 'error', end: { kind: 'outdated', canRetry: true } }],
    ['a connection error', ended('OUTDATED', 'CONNECTION_ERROR'), { kind: 'error', end: { kind: 'outdated', canRetry: true } }],
    [
      'an MFA question',
      { ...base, status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT', parameter: { name: 'token', label: 'Token', type: 'number' } },
      { kind: 'mfa' },
    ],
    [
      'an OAuth authorization',
      {
        ...base,
        status: 'WAITING_USER_INPUT',
        executionStatus: 'WAITING_USER_INPUT',
        parameter: { name: 'oauth_code', label: 'Go', type: 'oauth', data: 'https://bank.example/consent' },
      },
      { kind: 'oauth', url: 'https://bank.example/consent' },
    ],
    [
      'an app approval',
      { ...base, status: 'WAITING_USER_ACTION', executionStatus: 'WAITING_USER_ACTION', userAction: { instructions: 'Open the app' } },
      { kind: 'user-action' },
    ],
    ['a wait with nothing to ask yet', { ...base, status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT' }, { kind: 'running' }],
  ])('%s', (_, item, expected) => {
    expect(outcomeOf(item)).toMatchObject(expected);
  });
});
