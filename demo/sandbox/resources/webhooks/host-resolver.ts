// How the sandbox resolves a webhook's host name: node:dns by default, replaced per sandbox by tests that fake the answers.
import { lookup } from 'node:dns/promises';
import type { SandboxDeps } from '../../core/context.js';

export type ResolvedAddress = { address: string; family: number };

/** Every address the name resolves to; rejects when it cannot be resolved. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A resolver that does not answer in this long is taken as one that cannot. */
export const RESOLVE_TIMEOUT_MS = 3_000;

export const dnsResolver: Resolver = (hostname) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`resolving ${hostname} took over ${RESOLVE_TIMEOUT_MS} ms`)), RESOLVE_TIMEOUT_MS);
  });
  return Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]).finally(() => clearTimeout(timer));
};

const resolvers = new WeakMap<SandboxDeps, Resolver>();

/** The sandbox's resolver, read at each use so a replaced one applies to what is already stored. */
export const resolverOf = (deps: SandboxDeps): Resolver => resolvers.get(deps) ?? dnsResolver;

/** Replaces the sandbox's resolver: tests answer names with the addresses a case needs. */
export function useResolver(deps: SandboxDeps, resolver: Resolver): void {
  resolvers.set(deps, resolver);
}
