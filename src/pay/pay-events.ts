// What the host is told as the payment moves: the flow's steps turned into protocol messages (events,
// the success, the errors), with no DOM. Ids and statuses only: never the payer's CPF or name.
import type { WidgetError } from '../contract/error-codes.js';
import type { WidgetEvent } from '../contract/events.js';
import type { PaymentResult } from '../contract/options.js';
import type { FrameMessageBody } from '../contract/protocol.js';
import type { PayState } from './pay-flow.js';
import type { Intent, PayRequest } from './payer-schemas.js';

type Say = (body: FrameMessageBody) => void;

export type PaymentReporter = {
  /** The flow's new state: what changed is said. */
  saw(state: PayState): void;
  /** OPEN, when the host shows the page. */
  opened(): void;
};

function resultOf(request: PayRequest, intent: Intent): PaymentResult {
  return {
    id: intent.id,
    paymentRequestId: request.id,
    status: intent.status,
    ...(intent.endToEndId ? { endToEndId: intent.endToEndId } : {}),
    amount: request.amount,
  };
}

/** Where the payment cannot go on, in the host's codes. */
const UNAVAILABLE: Partial<Record<PayState['step'], string>> = {
  missing: 'The widget host knows no such payment request.',
  unconfigured: 'The widget host has no API credentials: set WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET.',
  closed: 'The payment request can no longer be paid (paid, expired or canceled).',
};

/** The same for a preauthorization offer. */
const OFFER_UNAVAILABLE: Partial<Record<PayState['step'], string>> = {
  missing: 'The widget host refused the offer: its signature, its claims, or it expired.',
  unconfigured: 'The widget host takes no offers: set WIDGET_OFFER_SECRET (and the API credentials).',
};

/** `offer`: the page carries a preauthorization offer, whose success is `preauthorized`, not `paid`. */
export function paymentReporter(say: Say, session: { sessionId: string; now: () => number; offer?: boolean }): PaymentReporter {
  let step: string | null = null;
  let status: string | null = null;
  let popup: string | null = null;
  const event = (name: WidgetEvent['event'], fields: Partial<WidgetEvent> = {}) =>
    say({ type: 'event', event: { event: name, timestamp: session.now(), sessionId: session.sessionId, ...(step ? { step } : {}), ...fields } });

  return {
    opened: () => event('OPEN'),
    saw(state) {
      if (state.step !== step) {
        step = state.step;
        event('STEP_CHANGED');
        if (state.step === 'payer') event('SELECTED_INSTITUTION', { connectorId: state.connector.id, connectorName: state.connector.name });
        const why = (session.offer ? OFFER_UNAVAILABLE : UNAVAILABLE)[state.step];
        if (why) {
          event('ERROR', { errorCode: 'PAYMENT_UNAVAILABLE' });
          say({ type: 'error', error: { code: 'PAYMENT_UNAVAILABLE', message: why } });
        }
      }
      if (!('intent' in state)) return;
      const { intent, request } = state;
      // Per attempt: after Try again, the new intent's statuses are said afresh.
      if (`${intent.id} ${intent.status}` !== status) {
        status = `${intent.id} ${intent.status}`;
        event('PAYMENT_STATUS_CHANGED', { paymentIntentId: intent.id, paymentStatus: intent.status });
        if (state.step === 'receipt')
          say(
            session.offer
              ? { type: 'preauthorized', preauthorization: { id: intent.id, status: intent.status } }
              : { type: 'paid', paymentIntent: resultOf(request, intent) },
          );
        if (state.step === 'problem') {
          const error: WidgetError = session.offer
            ? { code: 'PAYMENT_FAILED', message: `The preauthorization was not given: ${state.problem}.` }
            : {
                code: 'PAYMENT_FAILED',
                message: `The payment did not go through: ${state.problem}.`,
                data: { paymentIntent: resultOf(request, intent) },
              };
          event('ERROR', { errorCode: error.code, paymentIntentId: intent.id, paymentStatus: intent.status });
          say({ type: 'error', error });
        }
      }
      if (state.step === 'authorize' && state.popup !== popup) {
        popup = state.popup;
        if (popup === 'open') event('OAUTH_OPENED', { paymentIntentId: intent.id });
        if (popup === 'blocked') event('POPUP_BLOCKED', { paymentIntentId: intent.id });
        if (popup === 'closed') event('OAUTH_CLOSED', { paymentIntentId: intent.id });
      } else if (state.step !== 'authorize') popup = null;
    },
  };
}
