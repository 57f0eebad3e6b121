// The language is the option, else the browser's first supported language, else pt.
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';

describe('detectLanguage', () => {
  it.each([
    [['en-US'], undefined, 'en'],
    [['pt-BR', 'en'], undefined, 'pt'],
    [['es-AR'], undefined, 'es'],
    [['fr-FR', 'es-MX', 'en'], undefined, 'es'],
    [['EN_gb'], undefined, 'en'],
    [['fr', 'de'], undefined, 'pt'],
    [[], undefined, 'pt'],
    [['en-US'], 'es', 'es'],
  ] as const)('%j with option %s → %s', (languages, option, expected) => {
    expect(detectLanguage(languages, option)).toBe(expected);
  });
});
