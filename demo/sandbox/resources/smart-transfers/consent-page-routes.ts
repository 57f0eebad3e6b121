// The preauthorization's consent page at the payer's institution: GET shows it, POST takes the payer's one answer and sends the payer back.
import { Hono } from 'hono';
import { callbackTarget, readDecision } from '../../core/consent-form.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { htmlAnswer } from '../../core/html-page.js';
import { CONSENT_ENDS } from '../payments/consent-ends.js';
import { closedLink, journeyEnd, unreadableAnswer } from '../payments/consent-link-pages.js';
import { linkStatus } from '../payments/payer-consent.js';
import { preauthorizationConsentPage } from './preauthorization-consent-page.js';
import { answerPreauthorizationConsent, preauthorizationConsentPath } from './preauthorization-consent.js';
import { preauthorizationsOf, type StoredPreauthorization } from './records.js';

/** The end of the journey when the preauthorization names no callback for it. */
function ending(c: Parameters<typeof journeyEnd>[0], stored: StoredPreauthorization): Response {
  if (stored.preauthorization.status === 'COMPLETED')
    return journeyEnd(c, 'Transfers authorized', 'The application may now transfer within the limits you agreed to.');
  if (stored.preauthorization.errorDetail?.code === CONSENT_ENDS.denied.code)
    return journeyEnd(c, 'Transfers refused', 'You refused: no transfer can be made.');
  return journeyEnd(c, 'Transfers not authorized', 'The institution rejected the consent: no transfer can be made.');
}

/** No credential: the payer's browser opens these pages, and the link's secret state stands for one. */
export function preauthorizationConsentPageRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const preauthorizations = preauthorizationsOf(deps.store);

  routes.get('/smart-transfers/consent/:id', (c) => {
    const stored = preauthorizations.get(c.req.param('id'));
    const status = linkStatus(stored?.consent, c.req.query('state'));
    if (status !== 'open' || !stored) return closedLink(c, status === 'open' ? 'expired' : status);
    return htmlAnswer(c, preauthorizationConsentPage(stored, preauthorizationConsentPath(stored.id)));
  });

  routes.post('/smart-transfers/consent/:id', async (c) => {
    const answer = await readDecision(c);
    if (!answer) return unreadableAnswer(c);
    const id = c.req.param('id');
    const status = linkStatus(preauthorizations.get(id)?.consent, answer.state);
    if (status !== 'open') return closedLink(c, status);
    const moved = answerPreauthorizationConsent(deps, id, answer.decision);
    if (!moved) return closedLink(c, 'expired');
    const callbacks = moved.preauthorization.callbackUrls;
    const url = moved.preauthorization.status === 'COMPLETED' ? callbacks?.success : callbacks?.error;
    const back = callbackTarget(url, { preauthorizationId: moved.id });
    return back ? c.redirect(back, 303) : ending(c, moved);
  });

  return routes;
}
