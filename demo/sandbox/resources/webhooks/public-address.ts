// Which IP addresses a notification may be sent to: public ones only, never loopback, private, link-local or reserved.
//
// The interface refuses webhook hosts that resolve to private, loopback, link-local or reserved
// ranges: a notification must not become a way to reach the sandbox's own machine or network.
// IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address.
import { inPrefix, ipBytes } from './ip-bytes.js';

type Range = { prefix: Uint8Array; bits: number; kind: string };

function range(cidr: string, kind: string): Range {
  const [address = '', bits = ''] = cidr.split('/');
  const prefix = ipBytes(address);
  if (!prefix) throw new Error(`not a range: ${cidr}`);
  return { prefix, bits: Number(bits), kind };
}

/** IANA's IPv4 special-purpose registry, less the globally reachable few a receiver never uses. */
const IPV4: readonly Range[] = [
  range('0.0.0.0/8', 'a "this network" address'),
  range('10.0.0.0/8', 'a private address'),
  range('100.64.0.0/10', 'a shared (carrier-grade NAT) address'),
  range('127.0.0.0/8', 'a loopback address'),
  range('169.254.0.0/16', 'a link-local address'),
  range('172.16.0.0/12', 'a private address'),
  range('192.0.0.0/24', 'a reserved address'),
  range('192.0.2.0/24', 'a documentation address'),
  range('192.88.99.0/24', 'a reserved address'),
  range('192.168.0.0/16', 'a private address'),
  range('198.18.0.0/15', 'a benchmarking address'),
  range('198.51.100.0/24', 'a documentation address'),
  range('203.0.113.0/24', 'a documentation address'),
  range('224.0.0.0/4', 'a multicast address'),
  range('240.0.0.0/4', 'a reserved address'),
];

/** IPv6 forms with an IPv4 address inside, and the byte it starts at. */
const CARRIES_IPV4: readonly (Range & { at: number })[] = [
  { ...range('::ffff:0:0/96', 'IPv4-mapped'), at: 12 },
  { ...range('64:ff9b::/96', 'NAT64'), at: 12 },
  { ...range('2002::/16', '6to4'), at: 2 },
];

/** IANA's IPv6 special-purpose registry; ::/8 last, as the mapped form inside it is judged above. */
const IPV6: readonly Range[] = [
  range('::/128', 'the unspecified address'),
  range('::1/128', 'a loopback address'),
  range('64:ff9b:1::/48', 'a private (local-use NAT64) address'),
  range('100::/64', 'a reserved (discard-only) address'),
  range('2001::/23', 'a reserved address'),
  range('2001:db8::/32', 'a documentation address'),
  range('3fff::/20', 'a documentation address'),
  range('5f00::/16', 'a reserved address'),
  range('fc00::/7', 'a private (unique local) address'),
  range('fe80::/10', 'a link-local address'),
  range('fec0::/10', 'a reserved (site-local) address'),
  range('ff00::/8', 'a multicast address'),
  range('::/8', 'a reserved address'),
];

/** What kind of address keeps a notification away from it, or null when it is public. */
export function nonPublicKind(address: string): string | null {
  const bytes = ipBytes(address);
  if (!bytes) return 'not an IP address';
  if (bytes.length === 4) return IPV4.find((r) => inPrefix(bytes, r.prefix, r.bits))?.kind ?? null;
  const carrier = CARRIES_IPV4.find((r) => inPrefix(bytes, r.prefix, r.bits));
  if (carrier) {
    const inner = bytes.slice(carrier.at, carrier.at + 4);
    const kind = IPV4.find((r) => inPrefix(inner, r.prefix, r.bits))?.kind;
    return kind === undefined ? null : `${kind} (${carrier.kind} ${inner.join('.')})`;
  }
  return IPV6.find((r) => inPrefix(bytes, r.prefix, r.bits))?.kind ?? null;
}
