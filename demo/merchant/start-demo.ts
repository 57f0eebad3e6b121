// Starts the demo's three origins: the sandbox API, the widget host and the merchant site.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ListenFailed } from '../../src/widget-host/node-server.js';
import { startWidgetHost } from '../../src/widget-host/start-widget-host.js';
import { startSandbox, type RunningSandbox } from '../sandbox/server.js';
import { listen, type Listening } from '../widget-host/listen.js';
import type { DemoConfig } from './demo-config.js';
import { createMerchant } from './merchant-app.js';
import { sandboxApi } from './sandbox-api.js';
import { webhookInbox } from './webhook-inbox.js';
import { registerWebhooks } from './webhook-registration.js';
import { RECEIVER_PATH } from './webhook-routes.js';

export type RunningDemo = {
  sandbox: RunningSandbox;
  /** The sandbox API as browsers reach it. */
  sandboxUrl: string;
  /** The widget host's origin. */
  widgetUrl: string;
  /** Where a payment request's paymentUrl sends the payer: the widget host's payer page, unless SANDBOX_PAYMENT_PAGE_URL names another. */
  paymentPageUrl: string;
  /** The origins whose pages may embed the widget: the merchant site's, then any extra. */
  widgetFrameAncestors: readonly string[];
  /** The merchant site's origin: where to point a browser. */
  merchantUrl: string;
  /** The secret the merchant site signs preauthorization offers with, which the widget host checks them by. */
  offerSecret: string;
  close: () => Promise<void>;
};

/** Where a developer's webhook receiver listens during the demo. */
export const DEMO_WEBHOOK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The demo serves the built widget; without a build it cannot start. */
export class DemoBuildMissing extends Error {}

function checkBuild(distRoot: string): void {
  const needed = [join(distRoot, 'app', 'index.html'), join(distRoot, 'ponte.js')];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  const names = missing.map((file) => relative(process.cwd(), file) || file).join(' and ');
  throw new DemoBuildMissing(
    `The demo serves the built widget, but ${names} ${missing.length > 1 ? 'are' : 'is'} missing.\nRun \`npm run build\` first (\`npm run demo\` builds, then starts).`,
  );
}

export async function startDemo(config: DemoConfig): Promise<RunningDemo> {
  checkBuild(config.distRoot);
  const started: Listening[] = [];
  try {
    // The widget host and the merchant each need the other's origin, known only once bound (ports
    // may be 0): the merchant binds first and builds its app once the widget host is up.
    let merchantApp: Hono | undefined;
    const starting = () => new Response('Starting', { status: 503 });
    const merchant = await listen((r) => merchantApp?.fetch(r) ?? starting(), config.merchantPort, config.host, 'The merchant site (DEMO_PORT)');
    started.push(merchant);
    // A developer's webhook receiver runs on this machine too: the demo lets webhooks notify it
    // unless SANDBOX_WEBHOOK_ALLOW_HOSTS names other hosts (the sandbox prints a warning either way).
    const webhookAllowHosts = config.sandbox.webhookAllowHosts?.length ? config.sandbox.webhookAllowHosts : DEMO_WEBHOOK_HOSTS;
    const sandbox = await startSandbox({ ...config.sandbox, host: config.host, webhookAllowHosts });
    started.push(sandbox);

    const { publicUrl, clientId, clientSecret } = sandbox.deps.config;
    const offerSecret = randomBytes(32).toString('base64url');
    // The shipped widget host program, as a merchant runs it; a developer's own pages may embed it too.
    const frameAncestors = [merchant.url, ...(config.extraFrameAncestors ?? [])];
    const widget = await startWidgetHost({
      distRoot: config.distRoot,
      apiOrigin: new URL(publicUrl).origin,
      frameAncestors,
      // The merchant's credentials, as a merchant gives them to the program: its payer page reads and pays requests with them.
      payments: { clientId, clientSecret },
      // The secret the merchant's server signs preauthorization offers with: new at every start, shared with nothing else.
      offerSecret,
      log: (line) => console.error(line),
      port: config.widgetPort,
      host: config.host,
    }).catch((error: unknown) => {
      throw error instanceof ListenFailed ? new Error(`The widget host (WIDGET_PORT) ${error.message}`) : error;
    });
    started.push(widget);
    // The payer page's address is known only now that the widget host is bound (its port may be 0):
    // requests created from here on send their payers there.
    sandbox.deps.config.paymentPageUrl ??= `${widget.url}/pay/`;
    const paymentPageUrl = sandbox.deps.config.paymentPageUrl;
    const access = { url: sandbox.url, clientId, clientSecret };
    // Registered while the site still answers "Starting": once it serves pages, the inbox's state is known.
    const webhooks = webhookInbox();
    if (sandbox.deps.config.deliverWebhooks) await registerWebhooks(sandboxApi(access), `${merchant.url}${RECEIVER_PATH}`, webhooks);
    else webhooks.registration = { state: 'off', reason: 'the sandbox runs with SANDBOX_DELIVER_WEBHOOKS=false, so it notifies no one' };
    merchantApp = createMerchant({
      sandbox: access,
      webhooks,
      apiUrl: publicUrl,
      widgetOrigin: widget.url,
      merchantOrigin: merchant.url,
      offerSecret,
      spaDir: join(config.distRoot, 'demo', 'spa'),
    });
    return {
      sandbox,
      sandboxUrl: publicUrl,
      widgetUrl: widget.url,
      paymentPageUrl,
      widgetFrameAncestors: frameAncestors,
      merchantUrl: merchant.url,
      offerSecret,
      close: async () => {
        await Promise.all(started.map((server) => server.close()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    throw error;
  }
}
