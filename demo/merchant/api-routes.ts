// The merchant backend's JSON API: Connect Tokens for the pages, an item's accounts, the demo's URLs, the playground's lists.
import type { Context, Hono } from 'hono';
import { z } from '../../src/api/z.js';
import type { Account } from '../../src/api/schemas/index.js';
import { addListRoutes } from './list-routes.js';
import { ApiAnswer, type SandboxApi } from './sandbox-api.js';

export type ApiRoutesOptions = {
  api: SandboxApi;
  /** This site's origin: token requests from any other page are refused. */
  merchantOrigin: string;
  /** The widget's origin: OAuth comes back to its callback page. */
  widgetOrigin: string;
  /** What the pages read from GET /api/config. */
  publicConfig: { widgetUrl: string; apiUrl: string };
};

const ITEM_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** The largest request body the merchant reads, in bytes. */
export const MAX_BODY = 10_000;
// A real merchant uses its signed-in user's id; the demo has a single user.
const CLIENT_USER_ID = 'demo-user';

const ConnectTokenBody = z.strictObject({ itemId: z.optional(z.string().check(z.regex(ITEM_ID))) });

/** What the pages show of an account; the rest of the API's record stays on the server. */
export type ShownAccount = Pick<Account, 'id' | 'name' | 'type' | 'subtype' | 'number' | 'balance' | 'currencyCode'>;

const shown = ({ id, name, type, subtype, number, balance, currencyCode }: Account): ShownAccount => ({
  id,
  name,
  type,
  subtype,
  number,
  balance,
  currencyCode,
});

const NO_STORE = { 'Cache-Control': 'no-store' };

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

export async function readJsonBody(request: Request): Promise<BodyResult> {
  const text = await request.text();
  if (text.length > MAX_BODY) return { ok: false, status: 413, message: `The body is over ${MAX_BODY} bytes` };
  if (text.trim() === '') return { ok: true, value: {} };
  // JSON only: a cross-site form cannot send it without a preflight this server never grants.
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { ok: false, status: 415, message: 'Send the body as application/json' };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON' };
  }
}

export function addApiRoutes(app: Hono, options: ApiRoutesOptions): void {
  const { api } = options;

  app.get('/api/config', (c) => c.json(options.publicConfig, 200, NO_STORE));

  app.post('/api/connect-token', async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== options.merchantOrigin) return c.json({ message: 'Tokens are minted for this site only' }, 403, NO_STORE);
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return c.json({ message: body.message }, body.status, NO_STORE);
    const parsed = ConnectTokenBody.safeParse(body.value);
    if (!parsed.success) return c.json({ message: 'Expected {"itemId"?: an item id}' }, 400, NO_STORE);
    try {
      const accessToken = await api.mintConnectToken({
        itemId: parsed.data.itemId,
        options: { clientUserId: CLIENT_USER_ID, oauthRedirectUri: `${options.widgetOrigin}/oauth-callback.html` },
      });
      return c.json({ accessToken }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.get('/api/items/:id/accounts', async (c) => {
    const itemId = c.req.param('id');
    const notFound = () => c.json({ message: `No item ${itemId}` }, 404, NO_STORE);
    if (!ITEM_ID.test(itemId)) return notFound();
    try {
      // A real merchant also checks that the item belongs to the signed-in user.
      const accounts = await api.itemAccounts(itemId);
      if (accounts === null) return notFound();
      return c.json({ itemId, accounts: accounts.map(shown) }, 200, NO_STORE);
    } catch (error) {
      return failure(c, error);
    }
  });

  addListRoutes(app, api);
}

function failure(c: Context, error: unknown): Response {
  if (error instanceof ApiAnswer && error.status === 404) return c.json({ message: error.message }, 404, NO_STORE);
  const message = error instanceof ApiAnswer ? error.message : 'The API could not be reached';
  return c.json({ message }, 502, NO_STORE);
}
