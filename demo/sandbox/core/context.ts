// What every resource's routes receive: settings, state, catalogue, events, the clock, and the Hono env.
import type { MiddlewareHandler } from 'hono';
import type { SandboxConfig } from '../config.js';
import type { CatalogueEntry } from '../resources/connectors/catalogue.js';
import type { Clock } from './clock.js';
import type { EventLog } from './events.js';
import type { RateLimitGroup } from './rate-limit.js';
import type { Store } from './store.js';

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

/** `principal` is set on every route but the public ones (see resources/auth/public-routes.ts). */
export type SandboxEnv = { Variables: { principal: Principal } };

export type SandboxDeps = {
  config: SandboxConfig;
  store: Store;
  catalogue: CatalogueEntry[];
  events: EventLog;
  clock: Clock;
  /** Per-minute limits of the interface, by endpoint group. */
  rateLimit: (group: RateLimitGroup) => MiddlewareHandler<SandboxEnv>;
};
