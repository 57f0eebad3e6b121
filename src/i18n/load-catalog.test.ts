// A translator is ready with the first screen's copy at once and reads the rest once its chunk is in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LaterCatalog } from './catalog.js';
import type { Language } from './language.js';

type Later = { resolve: (catalog: LaterCatalog) => void; reject: (error: Error) => void };

// Each request for a language's later chunk waits until the test answers it.
const requests = vi.hoisted(() => ({ made: [] as { language: string; answer: Later }[] }));

vi.mock('./later-imports.js', () => {
  const request = (language: string) =>
    new Promise<LaterCatalog>((resolve, reject) => {
      requests.made.push({ language, answer: { resolve, reject } });
    });
  return { LATER_IMPORTS: { pt: () => request('pt'), en: () => request('en'), es: () => request('es') } };
});

/** A fresh module graph per test: a catalog once in stays in, as it does in a page. */
const loadModules = async () => ({
  ...(await import('./load-catalog.js')),
  ...(await import('./later-catalog.js')),
  later: { pt: (await import('./pt.js')).ptLater, en: (await import('./en.js')).enLater, es: (await import('./es.js')).esLater },
});

const lastRequest = (language: Language): Later => {
  const found = requests.made.filter((r) => r.language === language).at(-1);
  if (!found) throw new Error(`no request for ${language}`);
  return found.answer;
};

beforeEach(() => {
  vi.resetModules();
  requests.made.length = 0;
});
afterEach(() => vi.resetModules());

describe('loadTranslator', () => {
  it.each([
    ['pt', 'Fechar', 'Antes de continuar'],
    ['en', 'Close', 'Before you continue'],
    ['es', 'Cerrar', 'Antes de continuar'],
  ] as const)(
    'gives %s first-screen copy before the rest is in, and the rest in the same translator once it is',
    async (language, close, consent) => {
      const { loadTranslator, later } = await loadModules();
      const t = await loadTranslator(language);
      expect(t('header.close')).toBe(close);
      expect(requests.made.map((r) => r.language)).toEqual([language]);

      lastRequest(language).resolve(later[language]);
      await vi.waitFor(() => expect(t('consent.heading')).toBe(consent));
    },
  );

  it('reads a later chunk that failed once and came in on a retry', async () => {
    const { loadTranslator, loadLaterCatalog, later } = await loadModules();
    const t = await loadTranslator('pt');
    const failing = loadLaterCatalog('pt');
    lastRequest('pt').reject(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');

    const retried = loadLaterCatalog('pt');
    expect(requests.made).toHaveLength(2);
    lastRequest('pt').resolve(later.pt);
    await retried;
    expect(t('error.network.heading')).toBe('Sem conexão');
  });
});

describe('loadLaterCatalog', () => {
  it('requests a language once while it loads, and not again once it is in', async () => {
    const { loadLaterCatalog, laterCatalog, later } = await loadModules();
    const first = loadLaterCatalog('en');
    const second = loadLaterCatalog('en');
    expect(requests.made).toHaveLength(1);
    expect(laterCatalog('en')).toBeUndefined();

    lastRequest('en').resolve(later.en);
    await Promise.all([first, second]);
    await loadLaterCatalog('en');
    expect(requests.made).toHaveLength(1);
    expect(laterCatalog('en')).toBe(later.en);
  });
});
