// The merchant backend as the React page calls it: config, Connect Tokens and an item's accounts, parsed.
import { z } from '../../../src/api/z.js';

const Config = z.object({ widgetUrl: z.string(), apiUrl: z.string() });
export type MerchantConfig = z.infer<typeof Config>;

const ConnectToken = z.object({ accessToken: z.string().check(z.minLength(1)) });

// What the backend shows of an account (its ShownAccount); anything else is dropped by the parse.
const ShownAccount = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  subtype: z.optional(z.nullable(z.string())),
  number: z.optional(z.nullable(z.string())),
  balance: z.optional(z.nullable(z.number())),
  currencyCode: z.optional(z.nullable(z.string())),
});
export type ShownAccount = z.infer<typeof ShownAccount>;

const ItemAccounts = z.object({ accounts: z.array(ShownAccount) });
const Problem = z.object({ message: z.string() });

async function read<S extends z.ZodMiniType>(response: Response, schema: S, what: string): Promise<z.infer<S>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = Problem.safeParse(body);
    throw new Error(problem.success ? problem.data.message : `${what} failed (${response.status})`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what} answered with an unexpected body`);
  return parsed.data as z.infer<S>;
}

export async function fetchConfig(): Promise<MerchantConfig> {
  return read(await fetch('/api/config'), Config, 'Loading the configuration');
}

/** A fresh Connect Token, minted by this site's backend, which alone holds the client secret. */
export async function fetchConnectToken(): Promise<string> {
  const response = await fetch('/api/connect-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  return (await read(response, ConnectToken, 'Getting a Connect Token')).accessToken;
}

export async function fetchAccounts(itemId: string): Promise<ShownAccount[]> {
  const response = await fetch(`/api/items/${encodeURIComponent(itemId)}/accounts`);
  return (await read(response, ItemAccounts, "Loading the item's accounts")).accounts;
}
