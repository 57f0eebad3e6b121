// The merchant site: its backend API (holding the client secret), its webhook receiver, its pages and the React SPA.
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { compression } from '../sandbox/core/compression.js';
import { addApiRoutes } from './api-routes.js';
import { addBoletoRoutes } from './boleto-routes.js';
import { addCheckoutRoutes } from './checkout-routes.js';
import { merchantCsp } from './merchant-csp.js';
import { addPageRoutes } from './page-routes.js';
import { sandboxApi, type SandboxAccess } from './sandbox-api.js';
import { addSmartTransferRoutes } from './smart-transfer-routes.js';
import { addSpaRoutes } from './spa-routes.js';
import type { WebhookInbox } from './webhook-inbox.js';
import { addWebhookRoutes } from './webhook-routes.js';

export type MerchantOptions = {
  /** How this server reaches the API, with the merchant's client credentials. */
  sandbox: SandboxAccess;
  /** The API's URL as browsers reach it (the widget's `apiUrl`). */
  apiUrl: string;
  /** The widget host's origin (where dist/app and ponte.js are served). */
  widgetOrigin: string;
  /** This site's own origin. */
  merchantOrigin: string;
  /** The built React SPA (dist/demo/spa). */
  spaDir: string;
  /** The secret this site signs preauthorization offers with, which the widget host checks them by. */
  offerSecret: string;
  /** What the webhook receiver records and the inbox page shows. */
  webhooks: WebhookInbox;
  pagesDir?: string;
};

export const PAGES_DIR = fileURLToPath(new URL('./pages', import.meta.url));

export function createMerchant(options: MerchantOptions): Hono {
  const app = new Hono();
  const csp = merchantCsp(options.widgetOrigin);
  const widgetUrl = `${options.widgetOrigin}/`;

  // Outermost, so it compresses each answer as the other middleware leaves it.
  app.use('*', compression());
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  const api = sandboxApi(options.sandbox);
  addApiRoutes(app, {
    api,
    merchantOrigin: options.merchantOrigin,
    widgetOrigin: options.widgetOrigin,
    publicConfig: { widgetUrl, apiUrl: options.apiUrl },
  });
  addCheckoutRoutes(app, { api, merchantOrigin: options.merchantOrigin });
  addSmartTransferRoutes(app, {
    api,
    merchantOrigin: options.merchantOrigin,
    payerPageUrl: `${options.widgetOrigin}/pay/`,
    offerSecret: options.offerSecret,
  });
  addBoletoRoutes(app, { api, merchantOrigin: options.merchantOrigin });
  addWebhookRoutes(app, { inbox: options.webhooks, merchantOrigin: options.merchantOrigin });
  addSpaRoutes(app, options.spaDir);
  addPageRoutes(app, {
    pagesDir: options.pagesDir ?? PAGES_DIR,
    values: { widgetOrigin: options.widgetOrigin, widgetUrl, apiUrl: options.apiUrl },
  });
  app.notFound((c) => (c.req.path.startsWith('/api/') ? c.json({ message: 'Not found' }, 404) : c.text('Not found', 404)));
  return app;
}
