// Which URLs may be notified (webhooks, an item's webhookUrl): https to a public host name, checked by name and by what it resolves to.
//
// The interface accepts an https URL whose host is a publicly resolvable domain, and refuses IP
// literals, special-use names and hosts resolving to private, loopback, link-local or reserved
// ranges. The name is resolved when the URL is given and again at each delivery (see
// checked-lookup.ts), so a name that later points inside the network is not notified either. A name
// that cannot be resolved when given (the sandbox may run offline) is judged at delivery alone.
// Hosts on the development allowlist (SANDBOX_WEBHOOK_ALLOW_HOSTS) skip every rule but the scheme.
import type { SandboxDeps } from '../../core/context.js';
import { Problem } from '../../core/problem.js';
import { type Resolver, resolverOf } from './host-resolver.js';
import { nonPublicKind } from './public-address.js';

/** Names that never resolve publicly: RFC 6761, 6762, 7686, 8375, 9476 and ICANN's .internal. */
const SPECIAL_USE_SUFFIXES = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'onion', 'alt', 'home.arpa'];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isIpLiteral(hostname: string): boolean {
  // The URL parser already turned shorthand forms (2130706433, 0x7f.1, 127.1) into dotted quads.
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** The host as the allowlist and the resolver see it: a URL's hostname, without a final dot. */
export const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/\.$/, '');

/** Why the URL is refused by its spelling alone, or null; `allowHosts` are let through on http too. */
export function webhookUrlProblem(raw: string, allowHosts: readonly string[] = []): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  const hostname = hostOf(url);
  if (allowHosts.includes(hostname)) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must use https';
  if (url.protocol !== 'https:') return 'must use https';
  if (isIpLiteral(hostname)) return 'host must be a domain name, not an IP address';
  const labels = hostname.split('.');
  const special = SPECIAL_USE_SUFFIXES.find((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
  if (special) return `host must be publicly resolvable; .${special} names are not`;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'host must be a publicly resolvable domain name';
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return 'host must end in a public top-level domain';
  return null;
}

/** The first address of `hostname` that is not public, said as a refusal; null when all are public. */
export function addressRefusal(hostname: string, addresses: readonly { address: string }[]): string | null {
  for (const { address } of addresses) {
    const kind = nonPublicKind(address);
    if (kind !== null) return `host ${hostname} resolves to ${address}, ${kind}`;
  }
  return null;
}

export type NotifiedUrlRules = { allowHosts: readonly string[]; resolve: Resolver };

export const notifiedUrlRulesOf = (deps: SandboxDeps): NotifiedUrlRules => ({
  allowHosts: deps.config.webhookAllowHosts,
  resolve: (hostname) => resolverOf(deps)(hostname),
});

/** Why the URL is refused by its spelling or by what its host resolves to now, or null. */
export async function notifiedUrlRefusal(raw: string, rules: NotifiedUrlRules): Promise<string | null> {
  const problem = webhookUrlProblem(raw, rules.allowHosts);
  if (problem !== null) return problem;
  const hostname = hostOf(new URL(raw));
  if (rules.allowHosts.includes(hostname)) return null;
  let addresses: { address: string }[];
  try {
    addresses = await rules.resolve(hostname);
  } catch {
    // Unresolvable now (offline, or not yet published): every delivery resolves it again.
    return null;
  }
  return addressRefusal(hostname, addresses);
}

/** 400 naming the field when the URL may not be notified; nothing for an absent one. */
export async function assertNotifiedUrl(deps: SandboxDeps, field: string, raw: string | null | undefined): Promise<void> {
  if (raw === null || raw === undefined) return;
  const refusal = await notifiedUrlRefusal(raw, notifiedUrlRulesOf(deps));
  if (refusal !== null) throw new Problem(400, `Invalid request body: ${field}: ${refusal}`);
}
