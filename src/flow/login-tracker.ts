// Notices the moment an item leaves its login, for LOGIN_SUCCESS / LOGIN_MFA_SUCCESS.
import { PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';
import type { Item } from '../api/schemas/index.js';

/**
 * executionStatus values that still belong to the login (and its challenges): those a sync goes
 * through before it collects its first product.
 */
const LOGIN_STATUSES: ReadonlySet<string> = new Set(
  PROGRESS_EXECUTION_STATUSES.slice(0, PROGRESS_EXECUTION_STATUSES.indexOf('ACCOUNTS_IN_PROGRESS')),
);

export type LoginTracker = {
  /** A new sync starts; `challenged` when its form already carried an MFA answer. */
  reset(challenged?: boolean): void;
  /** The event to send for this response, once per sync, or null. */
  see(item: Item): 'LOGIN_SUCCESS' | 'LOGIN_MFA_SUCCESS' | null;
};

export function createLoginTracker(): LoginTracker {
  let passed = false;
  let challenged = false;
  return {
    reset(withMfa = false) {
      passed = false;
      challenged = withMfa;
    },
    see(item) {
      if (passed) return null;
      if (item.status === 'WAITING_USER_INPUT' || item.status === 'WAITING_USER_ACTION') challenged = true;
      const past = item.status === 'UPDATED' || (item.status === 'UPDATING' && !LOGIN_STATUSES.has(item.executionStatus));
      if (!past) return null;
      passed = true;
      return challenged ? 'LOGIN_MFA_SUCCESS' : 'LOGIN_SUCCESS';
    },
  };
}
