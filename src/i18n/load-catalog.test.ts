// Catalogs load on demand, one per language.
import { describe, expect, it } from 'vitest';
import { loadTranslator } from './load-catalog.js';

describe('loadTranslator', () => {
  it.each([
    ['pt', 'Fechar'],
    ['en', 'Close'],
    ['es', 'Cerrar'],
  ] as const)('loads %s', async (language, close) => {
    const t = await loadTranslator(language);
    expect(t('header.close')).toBe(close);
  });
});
