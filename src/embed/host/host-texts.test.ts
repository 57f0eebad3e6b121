// The host's modal speaks the language the widget will speak: its pick is the widget's rule.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.js';
import { detectLanguage } from '../../i18n/detect-language.js';
import { HOST_TEXTS, hostTexts } from './host-texts.js';

describe('hostTexts', () => {
  it('has words in the widget languages, in their order', () => {
    expect(Object.keys(HOST_TEXTS)).toEqual(LANGUAGES);
  });

  it.each([
    [['en-US'], undefined],
    [['pt-BR', 'en'], undefined],
    [['es-AR'], undefined],
    [['fr-FR', 'es-MX', 'en'], undefined],
    [['EN_gb'], undefined],
    [['fr', 'de'], undefined],
    [['constructor', 'toString', '__proto__'], undefined],
    [['', '-'], undefined],
    [[], undefined],
    [['en-US'], 'es'],
    [[], 'en'],
    [['en-US'], 'pt-BR'],
    [['es'], 'fr-CA'],
    [['de'], 'constructor'],
  ] as const)('picks as the widget does for %j with option %s', (languages, option) => {
    expect(hostTexts(languages, option)).toBe(HOST_TEXTS[detectLanguage(languages, option)]);
  });
});
