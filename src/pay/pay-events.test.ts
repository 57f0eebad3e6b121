// What a host is told as a payment moves: events, the success and the errors, from the flow's states.
import { describe, expect, it } from 'vitest';
import type { FrameMessageBody } from '../contract/protocol.js';
import type { PayState } from './pay-flow.js';
import { paymentReporter } from './pay-events.js';
import { INTENT_ID, intent, payRequest, REQUEST_ID } from './testing/fake-payer-api.js';

const request = payRequest();
const bank = { id: 201, name: 'Banco Azul', imageUrl: null, primaryColor: null };

/** Every message said for these states, in order, each event as `NAME step [fields]`. */
function said(states: PayState[], offer = false): (string | FrameMessageBody)[] {
  const out: FrameMessageBody[] = [];
  const reporter = paymentReporter((body) => out.push(body), { sessionId: 'session-1', now: () => 42, offer });
  for (const state of states) reporter.saw(state);
  return out.map((body) => {
    if (body.type !== 'event') return body;
    const { event, timestamp, sessionId, step, ...rest } = body.event;
    expect({ timestamp, sessionId }).toEqual({ timestamp: 42, sessionId: 'session-1' });
    return [event, step, ...Object.values(rest)].join(' ');
  });
}

const authorize = (status: string, popup: 'idle' | 'open' | 'blocked' | 'closed' = 'idle'): PayState => ({
  step: 'authorize',
  request,
  intent: intent(status),
  bank: 'Banco Azul',
  popup,
});

describe('paymentReporter', () => {
  it('says each step once, the bank chosen, each status of the attempt, the consent page, and the success with the intent', () => {
    const done = intent('PAYMENT_COMPLETED');
    expect(
      said([
        { step: 'loading' },
        { step: 'bank', request },
        { step: 'payer', request, connector: bank, sending: false, errors: {} },
        { step: 'payer', request, connector: bank, sending: true, errors: {} },
        authorize('STARTED'),
        authorize('CONSENT_AWAITING_AUTHORIZATION'),
        authorize('CONSENT_AWAITING_AUTHORIZATION', 'open'),
        { step: 'processing', request, intent: intent('PAYMENT_PENDING'), bank: 'Banco Azul' },
        { step: 'receipt', request, intent: done },
      ]),
    ).toEqual([
      'STEP_CHANGED loading',
      'STEP_CHANGED bank',
      'STEP_CHANGED payer',
      'SELECTED_INSTITUTION payer 201 Banco Azul',
      'STEP_CHANGED authorize',
      `PAYMENT_STATUS_CHANGED authorize ${INTENT_ID} STARTED`,
      `PAYMENT_STATUS_CHANGED authorize ${INTENT_ID} CONSENT_AWAITING_AUTHORIZATION`,
      `OAUTH_OPENED authorize ${INTENT_ID}`,
      'STEP_CHANGED processing',
      `PAYMENT_STATUS_CHANGED processing ${INTENT_ID} PAYMENT_PENDING`,
      'STEP_CHANGED receipt',
      `PAYMENT_STATUS_CHANGED receipt ${INTENT_ID} PAYMENT_COMPLETED`,
      {
        type: 'paid',
        paymentIntent: { id: INTENT_ID, paymentRequestId: REQUEST_ID, status: 'PAYMENT_COMPLETED', endToEndId: done.endToEndId, amount: 1234.56 },
      },
    ]);
  });

  it('says a refusal as PAYMENT_FAILED with the attempt, and a blocked popup', () => {
    const refused = intent('CONSENT_REJECTED');
    expect(
      said([
        authorize('CONSENT_AWAITING_AUTHORIZATION', 'blocked'),
        { step: 'problem', request, intent: refused, bank: 'Banco Azul', problem: 'declined' },
      ]),
    ).toEqual([
      'STEP_CHANGED authorize',
      `PAYMENT_STATUS_CHANGED authorize ${INTENT_ID} CONSENT_AWAITING_AUTHORIZATION`,
      `POPUP_BLOCKED authorize ${INTENT_ID}`,
      'STEP_CHANGED problem',
      `PAYMENT_STATUS_CHANGED problem ${INTENT_ID} CONSENT_REJECTED`,
      `ERROR problem PAYMENT_FAILED ${INTENT_ID} CONSENT_REJECTED`,
      {
        type: 'error',
        error: {
          code: 'PAYMENT_FAILED',
          message: 'The payment did not go through: declined.',
          data: { paymentIntent: { id: INTENT_ID, paymentRequestId: REQUEST_ID, status: 'CONSENT_REJECTED', amount: 1234.56 } },
        },
      },
    ]);
  });

  it('says the bank’s window shut before an answer as OAUTH_CLOSED', () => {
    expect(said([authorize('CONSENT_AWAITING_AUTHORIZATION', 'open'), authorize('CONSENT_AWAITING_AUTHORIZATION', 'closed')]).slice(-2)).toEqual([
      `OAUTH_OPENED authorize ${INTENT_ID}`,
      `OAUTH_CLOSED authorize ${INTENT_ID}`,
    ]);
  });

  it('says a new attempt after Try again afresh, even through the same statuses', () => {
    const second = (status: string): PayState => ({
      step: 'authorize',
      request,
      intent: intent(status, { id: 'second-attempt' }),
      bank: 'Banco Azul',
      popup: 'idle',
    });
    const lines = said([authorize('STARTED'), second('STARTED')]);
    expect(lines.filter((line) => typeof line === 'string' && line.startsWith('PAYMENT_STATUS_CHANGED'))).toEqual([
      `PAYMENT_STATUS_CHANGED authorize ${INTENT_ID} STARTED`,
      'PAYMENT_STATUS_CHANGED authorize second-attempt STARTED',
    ]);
  });

  it.each<[PayState, string]>([
    [{ step: 'missing' }, 'The widget host knows no such payment request.'],
    [{ step: 'unconfigured' }, 'The widget host has no API credentials: set WIDGET_CLIENT_ID and WIDGET_CLIENT_SECRET.'],
    [
      { step: 'closed', request: payRequest({ status: 'COMPLETED' }), closed: 'paid' },
      'The payment request can no longer be paid (paid, expired or canceled).',
    ],
  ])('says a page with nothing to pay (%o) as PAYMENT_UNAVAILABLE', (state, message) => {
    expect(said([state]).at(-1)).toEqual({ type: 'error', error: { code: 'PAYMENT_UNAVAILABLE', message } });
  });

  it('never carries the payer’s CPF or name', () => {
    const everything = JSON.stringify(
      said([
        { step: 'payer', request, connector: bank, sending: false, errors: {} },
        authorize('STARTED'),
        { step: 'receipt', request, intent: intent('PAYMENT_COMPLETED') },
      ]),
    );
    expect(everything).not.toMatch(/cpf|taxNumber|529\.?982/i);
  });

  describe('for a preauthorization offer', () => {
    const offerRequest = payRequest({ id: '', amount: 0, kind: 'OFFER' });
    const given = { ...intent('COMPLETED'), id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0' };

    it('ends on `preauthorized` with the preauthorization’s id and status, never `paid`', () => {
      const out = said([{ step: 'receipt', request: offerRequest, intent: given }], true).filter((body) => typeof body !== 'string');
      expect(out).toEqual([{ type: 'preauthorized', preauthorization: { id: given.id, status: 'COMPLETED' } }]);
    });

    it('says a refusal at the bank as PAYMENT_FAILED about the preauthorization, with no payment intent', () => {
      const refused = { ...given, status: 'REJECTED' };
      const out = said([{ step: 'problem', request: offerRequest, intent: refused, bank: 'Banco Azul', problem: 'declined' }], true);
      expect(out.filter((body) => typeof body !== 'string')).toEqual([
        { type: 'error', error: { code: 'PAYMENT_FAILED', message: 'The preauthorization was not given: declined.' } },
      ]);
    });

    it('says an offer the widget host refused as PAYMENT_UNAVAILABLE, in the offer’s words', () => {
      const out = said([{ step: 'missing' }], true).filter((body) => typeof body !== 'string');
      expect(out).toEqual([
        {
          type: 'error',
          error: { code: 'PAYMENT_UNAVAILABLE', message: 'The widget host refused the offer: its signature, its claims, or it expired.' },
        },
      ]);
    });
  });
});
