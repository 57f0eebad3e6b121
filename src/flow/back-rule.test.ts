// Which steps offer a way back, by step and by how the host opened the widget.
import { describe, expect, it } from 'vitest';
import type { Connector } from '../api/schemas/index.js';
import { BACK_TO_FORM, canGoBackFrom } from './back-rule.js';
import type { ErrorKind, FlowOptions, FlowState } from './types.js';

const connector: Connector = { id: 0, name: 'Sandbox Bank' };
const consent: FlowState = { step: 'consent', connector };
const form = (submitting: boolean): FlowState => ({ step: 'credentials', connector, fields: [], errors: { fields: {} }, submitting });
const oauth = (popup: 'idle' | 'open' | 'closed' | 'blocked'): FlowState => ({
  step: 'oauth',
  connector,
  item: { id: 'i', status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT' },
  url: 'https://bank.example.com/oauth',
  popup,
});
const mfa = (submitting: boolean): FlowState => ({
  step: 'mfa',
  connector,
  item: { id: 'i', status: 'WAITING_USER_INPUT', executionStatus: 'WAITING_USER_INPUT' },
  parameter: { name: 'token', label: 'Token', type: 'number' },
  errors: { fields: {} },
  submitting,
});
const error = (kind: 'outdated' | 'token-expired', withConnector = true): FlowState => ({
  step: 'error',
  kind,
  code: 'ITEM_ERROR',
  canRetry: false,
  ...(withConnector ? { connector } : {}),
});

describe('canGoBackFrom', () => {
  it.each<[string, FlowState, FlowOptions, boolean]>([
    ['consent, opened on search', consent, {}, true],
    ['consent, connector chosen by the host', consent, { selectedConnectorId: 0 }, false],
    ['consent, update mode', consent, { updateItem: 'i' }, false],
    ['credentials', form(false), {}, true],
    ['credentials while sending', form(true), {}, false],
    ['credentials in update mode', form(false), { updateItem: 'i' }, false],
    ['an MFA question', mfa(false), {}, true],
    ['an MFA answer being sent', mfa(true), {}, false],
    ['an MFA question in update mode', mfa(false), { updateItem: 'i' }, false],
    ['an institution error', error('outdated'), {}, true],
    ['an institution error without an institution', error('outdated', false), {}, false],
    ['an expired token', error('token-expired'), {}, false],
    ['the OAuth window not opened yet', oauth('idle'), {}, false],
    ['the OAuth window open', oauth('open'), {}, false],
    ['the OAuth window closed unanswered', oauth('closed'), {}, true],
    ['the OAuth window closed unanswered, update mode', oauth('closed'), { updateItem: 'i' }, false],
    ['search', { step: 'search' }, {}, false],
    ['success', { step: 'success', connector, item: { id: 'i', status: 'UPDATED', executionStatus: 'SUCCESS' }, failedProducts: [] }, {}, false],
  ])('%s → %s', (_name, state, options, expected) => {
    expect(canGoBackFrom(state, options)).toBe(expected);
  });
});

describe('BACK_TO_FORM', () => {
  it.each<[ErrorKind, boolean]>([
    ['outdated', true],
    ['account-needs-action', true],
    ['authorization-pending', true],
    ['user-input-timeout', true],
    ['consent-denied', true],
    ['network', true],
    ['rate-limited', true],
    ['unexpected', true],
    ['already-updating', false],
    ['update-rejected', false],
    ['token-expired', false],
    ['unauthorized', false],
    ['connectors-unavailable', false],
  ])('%s → %s', (kind, expected) => {
    expect(BACK_TO_FORM.has(kind)).toBe(expected);
  });
});
