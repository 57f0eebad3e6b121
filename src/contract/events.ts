// The stable list of events the widget reports through onEvent and the `ponte:event` DOM event.
export const WIDGET_EVENTS = [
  'OPEN',
  'STEP_CHANGED',
  'SEARCH_INSTITUTION',
  'SELECTED_INSTITUTION',
  'SUBMITTED_CONSENT',
  'SUBMITTED_LOGIN',
  'SUBMITTED_MFA',
  'LOGIN_SUCCESS',
  'LOGIN_MFA_SUCCESS',
  'LOGIN_STEP_COMPLETED',
  'ITEM_RESPONSE',
  'OAUTH_OPENED',
  'OAUTH_CLOSED',
  'POPUP_BLOCKED',
  'TOKEN_EXPIRED',
  'ERROR',
  'CLOSE',
] as const;

/**
 * Payment mode's own events, beside those above that it reports too (OPEN, STEP_CHANGED,
 * SEARCH_INSTITUTION, SELECTED_INSTITUTION, OAUTH_OPENED for the bank's consent page, POPUP_BLOCKED,
 * ERROR, CLOSE). PAYMENT_STATUS_CHANGED: the payer's attempt was created at the bank they chose, or
 * moved on (`paymentIntentId`, and `paymentStatus`, the intent's status).
 */
export const PAYMENT_EVENTS = ['PAYMENT_STATUS_CHANGED'] as const;
export type WidgetEventName = (typeof WIDGET_EVENTS)[number] | (typeof PAYMENT_EVENTS)[number];

/**
 * What onEvent receives. Payloads carry ids, names and statuses only: never a credential value,
 * never what the user typed. `sessionId` names one run of the widget (support traces a session by
 * it); `step` is where the user is, and `connectorId`/`itemId` what they chose, when known.
 */
export type WidgetEvent = {
  event: WidgetEventName;
  timestamp: number;
  sessionId: string;
  step?: string;
  connectorId?: number;
  connectorName?: string;
  itemId?: string;
  itemStatus?: string;
  executionStatus?: string;
  query?: string;
  errorCode?: string;
  /** Payment mode: the payer's current attempt and its status. */
  paymentIntentId?: string;
  paymentStatus?: string;
};

/** What onClose receives besides the reason: where the user was, to trace the session. */
export type CloseMetadata = Pick<WidgetEvent, 'step' | 'connectorId' | 'itemId'> & { sessionId?: string };

/** The close metadata the last event of a session holds (none before the first one). */
export const closeMetadata = ({ step, connectorId, itemId, sessionId }: Partial<WidgetEvent> = {}): CloseMetadata => ({
  step,
  connectorId,
  itemId,
  sessionId,
});
