// What every route module receives: settings, state, catalogue, events, and the Hono app type.
import type { Hono, MiddlewareHandler } from 'hono';
import type { CatalogueEntry } from './catalogue/catalogue.js';
import type { SandboxConfig } from './config.js';
import type { EventLog } from './events.js';
import type { RateLimitGroup } from './rate-limit.js';
import type { Store } from './store.js';
import type { Timers } from './timers.js';

/** Who is calling: the server side (API Key) or a browser (Connect Token, limited scope). */
export type Principal =
  | { kind: 'api_key'; clientId: string }
  | {
      kind: 'connect_token';
      clientId: string;
      /** Token id: items created with this token are reachable by it. */
      jti: string;
      /** The item the token was minted for, if any. */
      itemId?: string;
      options: { webhookUrl?: string; clientUserId?: string; oauthRedirectUri?: string; avoidDuplicates?: boolean };
    };

export type SandboxEnv = { Variables: { principal: Principal } };
export type SandboxApp = Hono<SandboxEnv>;

export type SandboxDeps = {
  config: SandboxConfig;
  store: Store;
  catalogue: CatalogueEntry[];
  events: EventLog;
  timers: Timers;
  /** Per-minute limits of the interface, by endpoint group. */
  rateLimit: (group: RateLimitGroup) => MiddlewareHandler<SandboxEnv>;
};
