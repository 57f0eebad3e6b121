// The redirect fallback's resume state in sessionStorage: ids, the page to return to and the
// OAuth outcome the callback page adds. Nothing secret: no token, no credential.
import type { ResumeState } from '../flow/types.js';
import { isRecord } from './option-rules.js';

/** Shared with public/oauth-callback.js, which reads the return URL and writes the outcome. */
export const RESUME_KEY = 'ponte:resume';

export type StoredResume = { itemId: string; connectorId: number; returnUrl: string; outcome?: 'authorized' | 'denied' };

/** The stored record's fields, checked by hand: this runs on the first screen, before zod loads. */
function storedResume(value: unknown): StoredResume | null {
  if (!isRecord(value)) return null;
  const { itemId, connectorId, returnUrl, outcome } = value;
  if (typeof itemId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(itemId)) return null;
  if (!Number.isInteger(connectorId) || typeof connectorId !== 'number' || typeof returnUrl !== 'string') return null;
  if (outcome !== undefined && outcome !== 'authorized' && outcome !== 'denied') return null;
  return { itemId, connectorId, returnUrl, ...(outcome && { outcome }) };
}

/** The storage, read at each use: reaching sessionStorage itself throws where storage is blocked. */
type Storage = () => Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page to come back to, without its fragment (which may hold a host's own secrets). */
export const returnUrlOf = (location: Pick<Location, 'origin' | 'pathname' | 'search'>) => `${location.origin}${location.pathname}${location.search}`;

export function readResume(storage: Storage): StoredResume | null {
  try {
    const raw = storage().getItem(RESUME_KEY);
    if (raw === null) return null;
    return storedResume(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The item a redirect-fallback return is about to resume, or null. The host's server mints the
 * page's Connect Token for it (`itemId`), since a fresh token may not read another token's item.
 */
export function resumingItemId(storage: Storage): string | null {
  return readResume(storage)?.itemId ?? null;
}

export function createResumeStore(storage: Storage, returnUrl: () => string) {
  return {
    save(state: ResumeState): void {
      const record: StoredResume = { itemId: state.itemId, connectorId: state.connectorId, returnUrl: returnUrl() };
      try {
        storage().setItem(RESUME_KEY, JSON.stringify(record));
      } catch {
        // Storage full or blocked: the redirect still works, the flow just cannot resume.
      }
    },
    load(): ResumeState | null {
      const stored = readResume(storage);
      return stored && { itemId: stored.itemId, connectorId: stored.connectorId };
    },
    clear(): void {
      try {
        storage().removeItem(RESUME_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}
