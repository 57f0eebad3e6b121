// Where "back" leads, in one rule: the flow follows it and the views show a Back button only when it leads somewhere.
import type { ErrorKind, FlowOptions, FlowState } from './types.js';

/**
 * Error screens after which the same institution's form is no use: the item cannot be updated now
 * (already updating, refused), the session is over (token expired, unauthorized), or there is no
 * list of institutions to have chosen from.
 */
const NOT_BACK_TO_FORM: ReadonlySet<ErrorKind> = new Set([
  'already-updating',
  'update-rejected',
  'token-expired',
  'unauthorized',
  'connectors-unavailable',
]);

/** Error screens after which the same institution's form is worth another go: every other one. */
export const BACK_TO_FORM: Pick<ReadonlySet<ErrorKind>, 'has'> = { has: (kind) => !NOT_BACK_TO_FORM.has(kind) };

export function canGoBackFrom(state: FlowState, options: FlowOptions): boolean {
  // With search skipped by the host (a chosen connector, or update mode) there is no list to return to.
  const searchSkipped = options.updateItem !== undefined || options.selectedConnectorId !== undefined;
  switch (state.step) {
    case 'consent':
      return !searchSkipped;
    case 'credentials':
    // A code that never came: sign in again, which sends a new one (not in update mode: the host's item is the only one).
    case 'mfa':
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
