// The sandbox's stand-in for the payer's page a payment request's paymentUrl opens, when no widget host's page is set.
import { Hono } from 'hono';
import type { SandboxEnv } from '../../core/context.js';
import { htmlAnswer, page } from '../../core/html-page.js';

export const PAYER_PAGE_PATH = '/payments/pay';

const EXPLANATION = page(
  'Payer page not set',
  `<p class="sandbox">Sandbox</p>
<h1>Payer page not set</h1>
<p>A payment request's <code>paymentUrl</code> opens the page where the payer chooses a bank and pays. This sandbox was started without one, so it opens this page instead.</p>
<p>Start the sandbox with <code>SANDBOX_PAYMENT_PAGE_URL</code> (or <code>--payment-page-url</code>) set to your widget host's payer page, for example <code>https://widget.example.com/pay</code>: each <code>paymentUrl</code> is then that page with <code>?paymentRequestId=</code> and the request's id.</p>`,
);

/** No credential: the payer's browser opens it. It names nothing of the request, and links nowhere. */
export function payerPageRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get(PAYER_PAGE_PATH, (c) => htmlAnswer(c, EXPLANATION));
  return routes;
}
