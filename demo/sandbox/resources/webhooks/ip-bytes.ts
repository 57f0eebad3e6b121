// An IP address as its bytes, so ranges are compared bit by bit rather than by how the address is spelled.
import { isIPv4, isIPv6 } from 'node:net';

/** 4 bytes for IPv4, 16 for IPv6 (brackets and a zone index allowed); undefined for anything else. */
export function ipBytes(raw: string): Uint8Array | undefined {
  const address = raw.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number));
  if (!isIPv6(address)) return undefined;
  // A trailing dotted quad (::ffff:127.0.0.1) stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const hex = dotted ? address.slice(0, -dotted.length) + hexGroupsOf(dotted) : address;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  return Uint8Array.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}

function hexGroupsOf(dotted: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Whether the first `bits` bits of `address` are those of `prefix` (both of the same family). */
export function inPrefix(address: Uint8Array, prefix: Uint8Array, bits: number): boolean {
  if (address.length !== prefix.length) return false;
  for (let i = 0; i < bits; i += 8) {
    const left = Math.min(8, bits - i);
    const mask = (0xff << (8 - left)) & 0xff;
    if (((address[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}
