// Runs API requests with a valid Connect Token: refreshes it when it has expired, then retries.
import { isApiError } from '../api/errors.js';
import { expiresAtOf } from './jwt-expiry.js';

/** A token this close to its exp is treated as expired: the request would race it. */
export const EXPIRY_MARGIN_MS = 5_000;

/** The token expired and no fresh one could be had. */
export class TokenExpiredError extends Error {
  override readonly name = 'TokenExpiredError';
}

export type TokenGuardDeps = {
  getToken?: () => string;
  refreshToken?: () => Promise<string>;
  setToken?: (token: string) => void;
  now: () => number;
  /** Told once per refresh (and once when expiry cannot be helped). */
  onExpired: () => void;
};

export type TokenGuard = {
  /** Runs `request`; on an expired token, refreshes once and runs it again. */
  run<T>(request: () => Promise<T>): Promise<T>;
};

export function createTokenGuard(deps: TokenGuardDeps): TokenGuard {
  let refreshing: Promise<void> | null = null;
  // A refreshed token that still looks expired means the clocks disagree: the server decides.
  const trusted = new Set<string>();

  function refresh(): Promise<void> {
    // Requests failing together share one refresh.
    refreshing ??= (async () => {
      deps.onExpired();
      if (!deps.refreshToken) throw new TokenExpiredError('The Connect Token expired and no way to renew it was given');
      let token: string;
      try {
        token = await deps.refreshToken();
      } catch (cause) {
        throw new TokenExpiredError('The Connect Token expired and renewing it failed', { cause });
      }
      trusted.add(token);
      deps.setToken?.(token);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Only with a way to renew: without one, the server's 401 is the judge (the clocks may differ). */
  function looksExpired(): boolean {
    if (!deps.refreshToken) return false;
    const token = deps.getToken?.();
    if (token === undefined || trusted.has(token)) return false;
    const expiresAt = expiresAtOf(token);
    return expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS <= deps.now();
  }

  return {
    async run(request) {
      if (refreshing) await refreshing;
      else if (looksExpired()) await refresh();
      const sent = deps.getToken?.();
      try {
        return await request();
      } catch (error) {
        if (!isApiError(error) || error.code !== 'UNAUTHORIZED') throw error;
        // Sent before another request's refresh landed: the new token is already there.
        if (sent === undefined || deps.getToken?.() === sent) await refresh();
        return await request();
      }
    },
  };
}
