// The institution side: the consent page of OAuth and app approvals, and the callback page of items without oauthRedirectUri.
import { type Context, Hono } from 'hono';
import { clientUrlProblem } from '../../core/client-url.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { engineOf } from './engine.js';
import { escapeHtml, PAGE_HEADERS, page, STYLE } from './html-page.js';
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

function html(c: Context<SandboxEnv>, markup: string, status: 200 | 400 = 200) {
  return c.body(markup, status, PAGE_HEADERS);
}

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
    const state = escapeHtml(stored.oauthState ?? '');
    const heading = isApproval ? `Approve access on ${name}` : `Authorize data sharing with ${name}`;
    return html(
      c,
      page(
        heading,
        `<p class="sandbox">Sandbox institution</p>
<h1>${heading}</h1>
<p>An application asks to read the following data from your account:</p>
<ul>${products}</ul>
<div class="actions">
<form method="post" action="/oauth/authorize"><input type="hidden" name="state" value="${state}"><input type="hidden" name="decision" value="authorized"><button class="primary" type="submit">Authorize</button></form>
<form method="post" action="/oauth/authorize"><input type="hidden" name="state" value="${state}"><input type="hidden" name="decision" value="denied"><button type="submit">Deny</button></form>
</div>`,
      ),
    );
  });

  routes.post('/oauth/authorize', async (c) => {
    // The page's form sends fields; a body that is no readable form (a broken multipart) is refused like a stale link.
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const state = typeof form.state === 'string' ? form.state : undefined;
    const decision = form.decision === 'authorized' ? 'authorized' : form.decision === 'denied' ? 'denied' : undefined;
    const stored = byState(deps, state);
    if (!stored || !decision) return html(c, expired, 400);
    const wasOauth = stored.item.parameter?.type === 'oauth';
    if (!engineOf(deps).resolveAction(stored, decision)) return html(c, expired, 400);
    // Checked again here: an item put in the store by other means must not redirect anywhere else.
    const redirect = stored.item.oauthRedirectUri;
    const back = wasOauth && redirect && clientUrlProblem(redirect) === null ? redirect : `${deps.config.publicUrl}/oauth/callback`;
    const target = new URL(back);
    target.searchParams.set('itemId', stored.id);
    target.searchParams.set('outcome', decision);
    return c.redirect(target.toString(), 303);
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
