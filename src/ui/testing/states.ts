// One flow state per step, shaped like the real flow's, for tests that walk every step.
import type { FlowState } from '../../flow/types.js';
import { connector, item } from '../../api/testing/fixtures.js';

const bank = connector();

export const STATES: Record<FlowState['step'], FlowState> = {
  loading: { step: 'loading' },
  search: { step: 'search' },
  consent: { step: 'consent', connector: bank },
  credentials: {
    step: 'credentials',
    connector: bank,
    fields: bank.credentials ?? [],
    errors: { fields: { user: 'field.required' }, form: { code: 'INVALID_CREDENTIALS' } },
    submitting: false,
  },
  connecting: { step: 'connecting', connector: bank, item: item() },
  mfa: {
    step: 'mfa',
    connector: bank,
    item: item({ status: 'WAITING_USER_INPUT' }),
    parameter: { name: 'token', label: 'Token', type: 'number' },
    errors: { fields: {} },
    submitting: false,
  },
  'user-action': {
    step: 'user-action',
    connector: bank,
    item: item({ status: 'WAITING_USER_ACTION' }),
    instructions: 'Approve in the app',
    approvalUrl: 'https://bank.example.com/approve',
  },
  oauth: { step: 'oauth', connector: bank, item: item(), url: 'https://bank.example.com/oauth', popup: 'blocked' },
  success: { step: 'success', connector: bank, item: item({ status: 'UPDATED' }), failedProducts: ['TRANSACTIONS'] },
  error: { step: 'error', kind: 'outdated', code: 'ITEM_ERROR', connector: bank, canRetry: true },
};
