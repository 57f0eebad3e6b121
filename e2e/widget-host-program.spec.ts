// The shipped widget host on an origin the demo does not know: a merchant page on another port embeds the widget by script tag once WIDGET_FRAME_ANCESTORS names it, and connects;
// a widget host that does not name the page refuses to be framed, and the page's onError says so within 3 s.
import { connectSandboxBank, modalWidget } from './embed-fixture.js';
import { expect, test } from './fixtures.js';
import { type OwnPage, type Running, startOwnPage, startWidgetHostProgram } from './own-origin.js';
import { DEMO_SANDBOX_URL, DEMO_WIDGET_URL } from './ports.js';

const SANDBOX = new URL(DEMO_SANDBOX_URL).origin;

let widgetHost: Running | undefined;
let ownPage: OwnPage | undefined;

test.beforeAll(async () => {
  // The page first: its origin (a free port) is what the widget host must name.
  ownPage = await startOwnPage({ sandboxUrl: SANDBOX, widgetUrl: () => widgetHost?.url ?? '' });
  widgetHost = await startWidgetHostProgram({ WIDGET_API_ORIGIN: SANDBOX, WIDGET_FRAME_ANCESTORS: ownPage.origin }, ['--production']);
});

test.afterAll(async () => {
  await widgetHost?.stop();
  await ownPage?.close();
});

test('a page on its own origin, named by WIDGET_FRAME_ANCESTORS, embeds the widget by script tag and connects a sandbox bank', async ({
  page,
  request,
}) => {
  if (!widgetHost || !ownPage) throw new Error('the widget host and the page did not start');
  const served = await request.get(`${widgetHost.url}/`);
  expect(served.headers()['content-security-policy']).toContain(`frame-ancestors ${ownPage.origin};`);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ownPage.origin}/`);
  await page.getByRole('button', { name: 'Connect your bank' }).click();
  const widget = modalWidget(page);
  await connectSandboxBank(widget);

  const connected = page.getByLabel('Connected item');
  await expect(connected).toHaveText(/^[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  // The frame the user typed in is the program's origin, not the page's.
  const frame = page.frames().find((f) => f.url().startsWith(`${widgetHost?.url}/`));
  expect(frame, 'the widget runs in a frame on the widget host').toBeDefined();

  // The sandbox has the item, synced.
  const auth = await request.post(`${SANDBOX}/auth`, { data: { clientId: 'sandbox-client-id', clientSecret: 'sandbox-client-secret' } });
  const { apiKey } = (await auth.json()) as { apiKey: string };
  const item = await request.get(`${SANDBOX}/items/${await connected.textContent()}`, { headers: { 'X-API-KEY': apiKey } });
  expect(((await item.json()) as { status: string }).status).toBe('UPDATED');
  expect(errors).toEqual([]);
});

test('a page the widget host does not name is refused, and its onError says so within 3 s, naming the page', async ({ page }) => {
  // The demo's widget host names only the demo's merchant site.
  const stranger = await startOwnPage({ sandboxUrl: SANDBOX, widgetUrl: () => DEMO_WIDGET_URL });
  try {
    const started = Date.now();
    await page.goto(`${stranger.origin}/`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('FRAME_UNAVAILABLE', { timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(alert).toContainText(stranger.origin);
  } finally {
    await stranger.close();
  }
});
