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
    // The option is a BCP 47 tag; one the widget does not speak falls back to the browser's, then pt.
    [['en-US'], 'pt-BR', 'pt'],
    [['en-US'], 'es-AR', 'es'],
    [['en-US'], 'fr-CA', 'en'],
    [['de'], 'fr', 'pt'],
  ] as const)('%j with option %s → %s', (languages, option, expected) => {
    expect(detectLanguage(languages, option)).toBe(expected);
  });
});
