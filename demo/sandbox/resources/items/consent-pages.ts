// The institution side: the consent page of OAuth and app approvals, and the callback page of items without oauthRedirectUri.
import { Hono } from 'hono';
import { callbackTarget, decisionButtons, readDecision } from '../../core/consent-form.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { escapeHtml, htmlAnswer as html, page, STYLE } from '../../core/html-page.js';
import { withParams } from '../../core/with-params.js';
import { engineOf } from './engine.js';
import { itemsOf } from './stored-item.js';

const PRODUCT_NAMES: Record<string, string> = {
  ACCOUNTS: 'Accounts and balances',
  CREDIT_CARDS: 'Credit cards and limits',
  TRANSACTIONS: 'Transactions',
  PAYMENT_DATA: 'Payment data',
  INVESTMENTS: 'Investments',
  INVESTMENTS_TRANSACTIONS: 'Investment transactions',
  IDENTITY: 'Identity (name, tax id, contacts)',
  LOANS: 'Loans',
};

function byState(deps: SandboxDeps, state: string | undefined) {
  if (!state) return undefined;
  return itemsOf(deps.store).where('oauthState', state)[0];
}

const expired = page(
  'Link expired',
  '<p class="sandbox">Sandbox institution</p><h1>This link has expired</h1><p>The authorization was already answered or its time ran out. Return to the app and start again.</p>',
);

/** No credential: the user's browser opens these pages, and the link's secret state stands for one. */
export function consentPageRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/oauth/style.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  routes.get('/oauth/authorize', (c) => {
    const stored = byState(deps, c.req.query('state'));
    if (!stored) return html(c, expired, 400);
    const name = escapeHtml(stored.item.connector?.name ?? 'Sandbox institution');
    const isApproval = stored.item.status === 'WAITING_USER_ACTION';
    const products = (stored.item.products ?? []).map((p) => `<li>${escapeHtml(PRODUCT_NAMES[p] ?? p)}</li>`).join('');
    const heading = isApproval ? `Approve access on ${name}` : `Authorize data sharing with ${name}`;
    return html(
      c,
      page(
        heading,
        `<p class="sandbox">Sandbox institution</p>
<h1>${heading}</h1>
<p>An application asks to read the following data from your account:</p>
<ul>${products}</ul>
${decisionButtons('/oauth/authorize', stored.oauthState ?? '')}`,
      ),
    );
  });

  routes.post('/oauth/authorize', async (c) => {
    // A body that is no readable form (a broken multipart) is refused like a stale link.
    const answer = await readDecision(c);
    const stored = byState(deps, answer?.state);
    if (!stored || !answer) return html(c, expired, 400);
    const { decision } = answer;
    const wasOauth = stored.item.parameter?.type === 'oauth';
    if (!engineOf(deps).resolveAction(stored, decision)) return html(c, expired, 400);
    const params = { itemId: stored.id, outcome: decision };
    const back =
      (wasOauth ? callbackTarget(stored.item.oauthRedirectUri, params) : null) ?? withParams(`${deps.config.publicUrl}/oauth/callback`, params);
    return c.redirect(back, 303);
  });

  routes.get('/oauth/callback', (c) => {
    const granted = c.req.query('outcome') === 'authorized';
    return html(
      c,
      page(
        granted ? 'Authorization granted' : 'Authorization denied',
        `<p class="sandbox">Sandbox institution</p><h1>${granted ? 'Authorization granted' : 'Authorization denied'}</h1><p>You can close this window and return to the application.</p>`,
      ),
    );
  });
  return routes;
}
