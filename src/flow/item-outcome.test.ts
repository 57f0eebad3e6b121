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
    ['wrong credentials', ended('LOGIN_ERROR', 'INVALID_CREDENTIALS'), { kind: 'login-error', code: 'INVALID_CREDENTIALS' }],
    ['a wrong MFA answer', ended('LOGIN_ERROR', 'INVALID_CREDENTIALS_MFA'), { kind: 'login-error', code: 'INVALID_CREDENTIALS_MFA' }],
    [
      'an account that needs action, with the institution text',
      ended('LOGIN_ERROR', 'ACCOUNT_NEEDS_ACTION', { error: { code: 'ACCOUNT_NEEDS_ACTION', message: 'm', providerMessage: 'Aceite os termos' } }),
      { kind: 'error', errorKind: 'account-needs-action', code: 'ITEM_ERROR', canRetry: false, providerMessage: 'Aceite os termos' },
    ],
    [
      'a pending device authorization',
      ended('OUTDATED', 'USER_AUTHORIZATION_PENDING'),
      { kind: 'error', errorKind: 'authorization-pending', canRetry: true },
    ],
    [
      'an unanswered question',
      ended('OUTDATED', 'USER_INPUT_TIMEOUT'),
      { kind: 'error', errorKind: 'user-input-timeout', code: 'USER_INPUT_TIMEOUT' },
    ],
    [
      'a denied consent',
      ended('LOGIN_ERROR', 'USER_AUTHORIZATION_NOT_GRANTED'),
      { kind: 'error', errorKind: 'consent-denied', code: 'CONSENT_DENIED' },
    ],
    ['a site down', ended('OUTDATED', 'SITE_NOT_AVAILABLE'), { kind: 'error', errorKind: 'outdated', code: 'ITEM_ERROR', canRetry: true }],
    ['a collection error', ended('OUTDATED', 'ERROR'), { kind: 'error', errorKind: 'outdated', canRetry: true }],
    ['a connection error', ended('OUTDATED', 'CONNECTION_ERROR'), { kind: 'error', errorKind: 'outdated', canRetry: true }],
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
