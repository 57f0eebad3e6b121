// LOGIN_SUCCESS vs LOGIN_MFA_SUCCESS, once per sync, when the item leaves its login.
import { describe, expect, it } from 'vitest';
import type { Item } from '../api/schemas/index.js';
import { createLoginTracker } from './login-tracker.js';

const at = (status: string, executionStatus: string): Item => ({ id: 'i', status, executionStatus });

describe('createLoginTracker', () => {
  it.each([
    [
      'a plain login',
      false,
      [at('UPDATING', 'LOGIN_IN_PROGRESS'), at('UPDATING', 'ACCOUNTS_IN_PROGRESS'), at('UPDATED', 'SUCCESS')],
      [null, 'LOGIN_SUCCESS', null],
    ],
    [
      'a login with a question',
      false,
      [at('WAITING_USER_INPUT', 'WAITING_USER_INPUT'), at('UPDATING', 'LOGIN_MFA_IN_PROGRESS'), at('UPDATING', 'ACCOUNTS_IN_PROGRESS')],
      [null, null, 'LOGIN_MFA_SUCCESS'],
    ],
    ['a form that carried the MFA answer', true, [at('UPDATED', 'SUCCESS')], ['LOGIN_MFA_SUCCESS']],
    ['a login error', false, [at('UPDATING', 'LOGIN_IN_PROGRESS'), at('LOGIN_ERROR', 'INVALID_CREDENTIALS')], [null, null]],
  ] as const)('%s', (_, withMfa, items, expected) => {
    const tracker = createLoginTracker();
    tracker.reset(withMfa);
    expect(items.map((i) => tracker.see(i))).toEqual(expected);
  });
});
