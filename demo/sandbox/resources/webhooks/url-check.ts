// Which webhook URLs the service accepts: https to a publicly resolvable domain, judged by name only.
//
// The interface also rejects hosts that resolve to private, loopback, link-local or reserved
// ranges. The sandbox runs offline, so it cannot resolve names: it applies every check that
// needs no DNS (scheme, IP literals, special-use names) and accepts any other well-formed
// public-looking domain. A real deployment would add the resolution check on top.

/** Names that never resolve publicly: RFC 6761, 6762, 7686, 8375, 9476 and ICANN's .internal. */
const SPECIAL_USE_SUFFIXES = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'onion', 'alt', 'home.arpa'];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isIpLiteral(hostname: string): boolean {
  // The URL parser already turned shorthand forms (2130706433, 0x7f.1, 127.1) into dotted quads.
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** Why a webhook URL is refused, or null when it is acceptable. */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url must be an absolute URL';
  }
  if (url.protocol !== 'https:') return 'url must use https';
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(hostname)) return 'url host must be a domain name, not an IP address';
  const labels = hostname.split('.');
  const special = SPECIAL_USE_SUFFIXES.find((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
  if (special) return `url host must be publicly resolvable; .${special} names are not`;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    return 'url host must be a publicly resolvable domain name';
  }
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return 'url host must end in a public top-level domain';
  return null;
}
