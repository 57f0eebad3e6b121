// What the user types stays where it must go: after whole journeys on the demo's script-tag page
// (a refused password then a connection, an MFA code), the password and the code appear in no request
// URL or header, no response header of the widget host, no console line, no storage or cookie on any
// origin, no DOM of the host page or the widget, no posted message and no event: only in the bodies
// of the requests that carry them to the sandbox. And no CSP violation on either side.
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { DEMO_MERCHANT_URL, DEMO_SANDBOX_URL, DEMO_WIDGET_URL, expect, modalWidget, pickInstitution, test } from './embed-fixture.js';

/**
 * A refused password of our own and the sandbox's MFA code. The accepted password cannot be told
 * apart: the sandbox's catalogue shows it to the user as a hint (placeholder, assistive text).
 */
const REFUSED_PASSWORD = 'Wr0ng-Secret-7731';
const MFA_CODE = '123456';
const SECRETS = [REFUSED_PASSWORD, MFA_CODE] as const;
const PASSWORD = 'password-ok';
const SANDBOX = new URL(DEMO_SANDBOX_URL).origin;
const WIDGET = new URL(DEMO_WIDGET_URL).origin;

/** The requests that must carry what was typed, in their body: item creation, its update, the MFA answer, a field check. */
const CARRIERS = [/^\/items$/, /^\/items\/[\w-]+$/, /^\/items\/[\w-]+\/mfa$/, /^\/connectors\/\d+\/validate$/];
const mayCarry = (method: string, url: URL) =>
  url.origin === SANDBOX && (method === 'POST' || method === 'PATCH') && CARRIERS.some((path) => path.test(url.pathname));

type Seen = { where: string; text: string };

declare global {
  interface Window {
    __ponteLeaks?: { messages: string[]; violations: string[] };
  }
}

/** Records, in every page and frame of the context, every message received and every CSP violation. */
async function recordEverywhere(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = { messages: [] as string[], violations: [] as string[] };
    window.__ponteLeaks = seen;
    window.addEventListener('message', (event: MessageEvent) => {
      try {
        seen.messages.push(JSON.stringify(event.data) ?? String(event.data));
      } catch {
        seen.messages.push(String(event.data));
      }
    });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${location.origin}: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** Everything the user typed could have reached, as text with where it was found. */
function collect(context: BrowserContext, page: Page): { seen: Seen[]; carried: string[]; gather(): Promise<void> } {
  const seen: Seen[] = [];
  const carried: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    seen.push({ where: `URL of ${request.method()} ${url.pathname}`, text: request.url() });
    seen.push({ where: `headers of ${request.method()} ${url.pathname}`, text: JSON.stringify(request.headers()) });
    const body = request.postData() ?? '';
    if (mayCarry(request.method(), url)) carried.push(body);
    else seen.push({ where: `body of ${request.method()} ${url.pathname}`, text: body });
  });
  context.on('response', (response) => {
    if (new URL(response.url()).origin === WIDGET)
      seen.push({ where: `widget host headers of ${response.url()}`, text: JSON.stringify(response.headers()) });
  });
  context.on('console', (message) => seen.push({ where: `console (${message.type()})`, text: message.text() }));

  return {
    seen,
    carried,
    async gather() {
      for (const frame of page.frames()) {
        const where = `frame ${new URL(frame.url()).origin}`;
        const found = await frame.evaluate(() => {
          // The DOM with every open shadow root inside it (the widget renders into one).
          const shadows = (root: Document | ShadowRoot): string =>
            [...root.querySelectorAll('*')].map((el) => (el.shadowRoot ? el.shadowRoot.innerHTML + shadows(el.shadowRoot) : '')).join('');
          const dom = document.documentElement.outerHTML + shadows(document);
          return {
            dom,
            storage: JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
            cookie: document.cookie,
            recorded: window.__ponteLeaks ?? { messages: [], violations: [] },
          };
        });
        seen.push({ where: `${where} DOM`, text: found.dom });
        seen.push({ where: `${where} storage`, text: found.storage });
        seen.push({ where: `${where} cookie`, text: found.cookie });
        for (const message of found.recorded.messages) seen.push({ where: `${where} message`, text: message });
        for (const violation of found.recorded.violations) seen.push({ where: 'CSP', text: violation });
      }
      seen.push({ where: 'cookies and storage of every origin', text: JSON.stringify(await context.storageState()) });
    },
  };
}

const leaksIn = (seen: readonly Seen[]) =>
  seen.flatMap(({ where, text }) => SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${where}`));

async function signIn(widget: FrameLocator, connector: string, password: string): Promise<void> {
  await pickInstitution(widget, connector);
  await widget.getByLabel(/^(User|Usuário)$/).fill('user-ok');
  await widget.getByLabel(/^(Password|Senha)$/).fill(password);
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
}

test('the password and the MFA code go only to the sandbox, in the bodies that carry them, and no CSP is violated', async ({
  page,
  context,
  host,
}) => {
  await recordEverywhere(context);
  const { seen, carried, gather } = collect(context, page);
  await page.goto(`${DEMO_MERCHANT_URL}/script-tag.html`);

  // A refused password, then the right one.
  await page.getByRole('button', { name: 'Connect your bank', exact: true }).click();
  const widget = modalWidget(page);
  await signIn(widget, 'Sandbox Bank', REFUSED_PASSWORD);
  // Back on the form with the institution's refusal, the refused password cleared: then the right one.
  await expect(widget.getByRole('paragraph').filter({ hasText: /did not accept these details|não aceitou esses dados/ })).toBeVisible({
    timeout: 15_000,
  });
  const password = widget.getByLabel(/^(Password|Senha)$/);
  await expect(password).toHaveValue('');
  await password.fill(PASSWORD);
  await widget.getByRole('button', { name: /^(connect|conectar)$/i }).click();
  await host.waitForMessage('success');
  await gather();
  await widget.getByRole('button', { name: /^(Done|Concluir)$/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A code asked after the login.
  await page.getByRole('button', { name: 'Connect your bank', exact: true }).click();
  await signIn(widget, 'Sandbox MFA 2-Step Bank', PASSWORD);
  await widget.getByLabel('Token', { exact: true }).fill(MFA_CODE);
  await widget.getByRole('button', { name: /^(confirm|confirmar)$/i }).click();
  await expect(widget.getByRole('button', { name: /^(Done|Concluir)$/ })).toBeVisible({ timeout: 15_000 });
  await gather();

  // The recording works: each secret did travel, in a body that carries it.
  for (const secret of SECRETS)
    expect(
      carried.some((body) => body.includes(secret)),
      `${secret} sent to the sandbox`,
    ).toBe(true);
  expect(leaksIn(seen)).toEqual([]);
  expect(seen.filter(({ where }) => where === 'CSP')).toEqual([]);
  expect(await host.violations()).toEqual([]);
});
