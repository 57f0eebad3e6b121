// Sandbox settings: defaults, environment variables and command-line options in one place.
import { randomBytes } from 'node:crypto';
import { parseAllowHosts } from './core/allow-hosts.js';

export type RejectionMode =
  | 'none'
  | 'ITEM_CREATION_LIMIT_EXCEEDED'
  | 'CLIENT_HAS_ITEM_UPDATES_DISABLED'
  | 'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT';

/** Where the sandbox keeps its state: in memory (gone at a restart), or in a SQLite file as well. */
export type StoreSetting = { kind: 'memory' } | { kind: 'sqlite'; path: string };

export type SandboxConfig = {
  port: number;
  host: string;
  /** Public base URL of the sandbox, used in links it hands out (OAuth consent page, logos). */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** HMAC key that signs API Keys and Connect Tokens. */
  signingSecret: string;
  /** Duration of one sync step (login, accounts, transactions...). */
  stepMs: number;
  apiKeyTtlMs: number;
  connectTokenTtlMs: number;
  /** How long an MFA question or OAuth consent waits before the item ends USER_INPUT_TIMEOUT. */
  userInputTimeoutMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Makes the interface's rarer update rejections reachable: every PATCH /items answers with it. */
  updateRejection: RejectionMode;
  cataloguePath?: string;
  generateConnectors: number;
  /**
   * Whether webhook notifications really leave the machine. Off unless the command line turns it
   * on, so tests never send traffic anywhere; events are listed at GET /sandbox/events either way.
   */
  deliverWebhooks: boolean;
  /** Items kept at most; past it the least recently used goes, with its data and events. */
  maxItems: number;
  /** How long an item, its data and its events are kept after the item's last use. */
  itemTtlMs: number;
  /**
   * Webhook hosts let through without the public-address rules (http, loopback, private), for a
   * receiver on the developer's machine. Empty unless set: never for a shared sandbox.
   */
  webhookAllowHosts: readonly string[];
  /** How long the consent link of a payment intent or a smart transfer preauthorization waits for the payer. */
  paymentConsentTtlMs: number;
  /**
   * The widget host's payer page, where a payment request's paymentUrl sends the payer (with
   * ?paymentRequestId=). Unset, paymentUrl is the sandbox's own page that says how to set it.
   */
  paymentPageUrl?: string;
  /** In memory unless a SQLite file is named, for a shared sandbox that comes back after a restart. */
  store: StoreSetting;
};

export const DEFAULT_CLIENT_ID = 'sandbox-client-id';
export const DEFAULT_CLIENT_SECRET = 'sandbox-client-secret';
export const DEFAULT_PORT = 8787;
export const DEFAULT_MAX_ITEMS = 10_000;
export const DEFAULT_ITEM_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_PAYMENT_CONSENT_TTL_MS = 5 * 60 * 1000;

const REJECTIONS: readonly RejectionMode[] = [
  'none',
  'ITEM_CREATION_LIMIT_EXCEEDED',
  'CLIENT_HAS_ITEM_UPDATES_DISABLED',
  'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT',
];

export function defaultConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  const port = overrides.port ?? DEFAULT_PORT;
  const host = overrides.host ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    clientId: DEFAULT_CLIENT_ID,
    clientSecret: DEFAULT_CLIENT_SECRET,
    signingSecret: randomBytes(32).toString('hex'),
    stepMs: 400,
    apiKeyTtlMs: 2 * 60 * 60 * 1000,
    connectTokenTtlMs: 30 * 60 * 1000,
    userInputTimeoutMs: 5 * 60 * 1000,
    maxBodyBytes: 100 * 1024,
    updateRejection: 'none',
    generateConnectors: 0,
    deliverWebhooks: false,
    maxItems: DEFAULT_MAX_ITEMS,
    itemTtlMs: DEFAULT_ITEM_TTL_MS,
    webhookAllowHosts: [],
    paymentConsentTtlMs: DEFAULT_PAYMENT_CONSENT_TTL_MS,
    store: { kind: 'memory' },
    ...overrides,
  };
}

function intFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A setting that bounds what the sandbox keeps or waits: a whole number of at least 1, in plain digits. */
function wholeNumber(name: string, raw: string): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return n;
}

/** From its flag, else its variable (an empty one is unset); a flag given without a value is refused, not ignored. */
function settingFrom<T>(
  flag: { name: string; value: string | undefined; given: boolean },
  variable: { name: string; value: string | undefined },
  read: (name: string, raw: string) => T,
): T | undefined {
  if (flag.given) return read(flag.name, flag.value ?? '');
  if (variable.value === undefined || variable.value === '') return undefined;
  return read(variable.name, variable.value);
}

/** A page the sandbox sends browsers to: an absolute http or https URL. */
function pageUrl(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an absolute http or https URL, got "${raw}"`);
  return url.toString();
}

/** `memory`, or `sqlite:` and the file's path. */
function storeSetting(name: string, raw: string): StoreSetting {
  if (raw === 'memory') return { kind: 'memory' };
  const path = raw.startsWith('sqlite:') ? raw.slice('sqlite:'.length) : '';
  if (path.trim() === '') throw new Error(`${name} must be "memory" or "sqlite:" followed by a file's path, got "${raw}"`);
  return { kind: 'sqlite', path };
}

/**
 * Reads SANDBOX_* variables and `--catalogue FILE`, `--generate-connectors N`, `--port N`,
 * `--max-items N`, `--item-ttl-ms N`, `--payment-consent-ttl-ms N`, `--payment-page-url URL`, `--store memory|sqlite:FILE`.
 */
export function configFromEnvironment(env: NodeJS.ProcessEnv, argv: readonly string[]): SandboxConfig {
  const arg = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    if (i >= 0) return argv[i + 1];
    const inline = argv.find((a) => a.startsWith(`${flag}=`));
    return inline?.slice(flag.length + 1);
  };
  const wanted = env.SANDBOX_UPDATE_REJECTION ?? 'none';
  const rejection = REJECTIONS.find((mode) => mode === wanted);
  if (rejection === undefined) {
    throw new Error(`SANDBOX_UPDATE_REJECTION must be one of ${REJECTIONS.join(', ')}`);
  }
  const port = intFrom(arg('--port') ?? env.SANDBOX_PORT, 'SANDBOX_PORT') ?? DEFAULT_PORT;
  const base = defaultConfig({ port, host: env.SANDBOX_HOST ?? '127.0.0.1' });
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const flag = (name: string) => ({ name, value: arg(name), given: argv.some((a) => a === name || a.startsWith(`${name}=`)) });
  return {
    ...base,
    publicUrl: env.SANDBOX_PUBLIC_URL ?? base.publicUrl,
    clientId: env.SANDBOX_CLIENT_ID ?? base.clientId,
    clientSecret: env.SANDBOX_CLIENT_SECRET ?? base.clientSecret,
    signingSecret: env.SANDBOX_SIGNING_SECRET ?? base.signingSecret,
    stepMs: pick(intFrom(env.SANDBOX_STEP_MS, 'SANDBOX_STEP_MS'), base.stepMs),
    apiKeyTtlMs: pick(intFrom(env.SANDBOX_API_KEY_TTL_MS, 'SANDBOX_API_KEY_TTL_MS'), base.apiKeyTtlMs),
    connectTokenTtlMs: pick(intFrom(env.SANDBOX_CONNECT_TOKEN_TTL_MS, 'SANDBOX_CONNECT_TOKEN_TTL_MS'), base.connectTokenTtlMs),
    userInputTimeoutMs: pick(intFrom(env.SANDBOX_USER_INPUT_TIMEOUT_MS, 'SANDBOX_USER_INPUT_TIMEOUT_MS'), base.userInputTimeoutMs),
    updateRejection: rejection,
    deliverWebhooks: env.SANDBOX_DELIVER_WEBHOOKS !== 'false',
    cataloguePath: arg('--catalogue'),
    generateConnectors: intFrom(arg('--generate-connectors'), '--generate-connectors') ?? 0,
    maxItems: pick(settingFrom(flag('--max-items'), { name: 'SANDBOX_MAX_ITEMS', value: env.SANDBOX_MAX_ITEMS }, wholeNumber), base.maxItems),
    itemTtlMs: pick(settingFrom(flag('--item-ttl-ms'), { name: 'SANDBOX_ITEM_TTL_MS', value: env.SANDBOX_ITEM_TTL_MS }, wholeNumber), base.itemTtlMs),
    webhookAllowHosts: parseAllowHosts(env.SANDBOX_WEBHOOK_ALLOW_HOSTS, 'SANDBOX_WEBHOOK_ALLOW_HOSTS'),
    paymentConsentTtlMs: pick(
      settingFrom(
        flag('--payment-consent-ttl-ms'),
        { name: 'SANDBOX_PAYMENT_CONSENT_TTL_MS', value: env.SANDBOX_PAYMENT_CONSENT_TTL_MS },
        wholeNumber,
      ),
      base.paymentConsentTtlMs,
    ),
    paymentPageUrl: settingFrom(flag('--payment-page-url'), { name: 'SANDBOX_PAYMENT_PAGE_URL', value: env.SANDBOX_PAYMENT_PAGE_URL }, pageUrl),
    store: pick(settingFrom(flag('--store'), { name: 'SANDBOX_STORE', value: env.SANDBOX_STORE }, storeSetting), base.store),
  };
}
