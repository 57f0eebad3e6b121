// The payment intent's consent page at the payer's institution: GET shows it, POST takes the payer's one answer and sends the payer back.
import { Hono } from 'hono';
import { callbackTarget, readDecision } from '../../core/consent-form.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { htmlAnswer } from '../../core/html-page.js';
import { CONSENT_ENDS } from './consent-ends.js';
import { closedLink, journeyEnd, unreadableAnswer } from './consent-link-pages.js';
import { intentConsentPage } from './intent-consent-page.js';
import { answerIntentConsent, intentConsentPath } from './intent-flow.js';
import { linkStatus } from './payer-consent.js';
import { paymentIntentsOf, paymentRequestsOf, type StoredPaymentIntent } from './records.js';

/** The end of the journey when the request names no callback for it. */
function ending(c: Parameters<typeof journeyEnd>[0], intent: StoredPaymentIntent): Response {
  if (intent.intent.status !== 'CONSENT_REJECTED') return journeyEnd(c, 'Payment authorized', 'The institution is processing the payment.');
  if (intent.intent.errorDetail?.code === CONSENT_ENDS.denied.code)
    return journeyEnd(c, 'Payment refused', 'You refused the payment: nothing was paid.');
  return journeyEnd(c, 'Payment not authorized', 'The institution rejected the consent: nothing was paid.');
}

/** No credential: the payer's browser opens these pages, and the link's secret state stands for one. */
export function intentConsentPageRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const intents = paymentIntentsOf(deps.store);
  const requests = paymentRequestsOf(deps.store);

  routes.get('/payments/consent/:id', (c) => {
    const stored = intents.get(c.req.param('id'));
    const request = stored && requests.get(stored.paymentRequestId);
    const status = linkStatus(stored?.consent, c.req.query('state'));
    if (status !== 'open') return closedLink(c, status);
    // An open link whose request went away can take no answer.
    if (!stored || !request) return closedLink(c, 'expired');
    return htmlAnswer(c, intentConsentPage(stored, request, intentConsentPath(stored.id)));
  });

  routes.post('/payments/consent/:id', async (c) => {
    const answer = await readDecision(c);
    if (!answer) return unreadableAnswer(c);
    const id = c.req.param('id');
    const status = linkStatus(intents.get(id)?.consent, answer.state);
    if (status !== 'open') return closedLink(c, status);
    const moved = answerIntentConsent(deps, id, answer.decision);
    if (!moved) return closedLink(c, 'expired');
    const callbacks = requests.get(moved.paymentRequestId)?.request.callbackUrls;
    const url = moved.intent.status === 'CONSENT_REJECTED' ? callbacks?.error : callbacks?.success;
    const back = callbackTarget(url, { paymentRequestId: moved.paymentRequestId, paymentIntentId: moved.id });
    return back ? c.redirect(back, 303) : ending(c, moved);
  });

  return routes;
}
