// The theme setting picks light or dark; 'auto' follows the system preference until stopped.
import { describe, expect, it } from 'vitest';
import { watchColorScheme } from './color-scheme.js';
import type { ColorScheme } from './color-scheme.js';

function fakeMedia(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    listeners,
    matchMedia: (text: string) => {
      if (text !== '(prefers-color-scheme: dark)') throw new Error(`unexpected query ${text}`);
      return query as unknown as MediaQueryList;
    },
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

describe('watchColorScheme', () => {
  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
  ] as const)('%s with a dark system preference %s gives %s', (setting, systemDark, expected) => {
    const media = fakeMedia(systemDark);
    const seen: ColorScheme[] = [];
    watchColorScheme(setting, (scheme) => seen.push(scheme), media.matchMedia);
    expect(seen).toEqual([expected]);
  });

  it("follows the system preference live under 'auto' and stops listening when stopped", () => {
    const media = fakeMedia(false);
    const seen: ColorScheme[] = [];
    const stop = watchColorScheme('auto', (scheme) => seen.push(scheme), media.matchMedia);
    media.setDark(true);
    media.setDark(false);
    expect(seen).toEqual(['light', 'dark', 'light']);
    stop();
    expect(media.listeners.size).toBe(0);
    media.setDark(true);
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('falls back to light when the environment has no matchMedia', () => {
    const seen: ColorScheme[] = [];
    watchColorScheme('auto', (scheme) => seen.push(scheme), undefined);
    expect(seen).toEqual(['light']);
  });
});
