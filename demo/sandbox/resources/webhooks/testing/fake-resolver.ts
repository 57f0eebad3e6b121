// A resolver for tests: answers the names it is told with the addresses a case needs, and records what was asked.
import type { ResolvedAddress, Resolver } from '../host-resolver.js';

export type FakeResolver = Resolver & {
  /** Names asked, in order. */
  asked: string[];
  /** From now on `hostname` resolves to `addresses` (none: it does not resolve). */
  answer(hostname: string, ...addresses: string[]): void;
};

export function fakeResolver(answers: Record<string, string[]> = {}): FakeResolver {
  const table = new Map(Object.entries(answers));
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const addresses = table.get(hostname) ?? [];
    if (addresses.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, {
    asked,
    answer(hostname: string, ...addresses: string[]) {
      table.set(hostname, addresses);
    },
  });
}
