// Where "back" leads, in one rule: the flow follows it and the views show a Back button only when it leads somewhere.
import type { ErrorKind, FlowOptions, FlowState } from './types.js';

/** Error screens after which the same institution's form is worth another go. */
export const BACK_TO_FORM: ReadonlySet<ErrorKind> = new Set([
  'outdated',
  'account-needs-action',
  'authorization-pending',
  'user-input-timeout',
  'consent-denied',
  'network',
  'rate-limited',
  'unexpected',
]);

export function canGoBackFrom(state: FlowState, options: FlowOptions): boolean {
  // With search skipped by the host (a chosen connector, or update mode) there is no list to return to.
  const searchSkipped = options.updateItem !== undefined || options.selectedConnectorId !== undefined;
  switch (state.step) {
    case 'consent':
      return !searchSkipped;
    case 'credentials':
      return !state.submitting && options.updateItem === undefined;
    case 'oauth':
      // Its window closed unanswered, the user may send the form again: a new item, a new window.
      // Not in update mode, where the host's item is the only one and still waits.
      return state.popup === 'closed' && options.updateItem === undefined;
    case 'error':
      return state.connector !== undefined && BACK_TO_FORM.has(state.kind);
    default:
      return false;
  }
}
