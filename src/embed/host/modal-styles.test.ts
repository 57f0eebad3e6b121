// The modal's stylesheet against the widget's theme: below the widget's content, the dialog shows.
import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../theme/dark-tokens.js';
import { lightTokens } from '../../theme/light-tokens.js';
import { MODAL_CSS } from './modal-styles.js';

/** '#fff' → '#ffffff': the stylesheet writes colours the short way. */
const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex);

describe('the dialog behind the widget', () => {
  it('has the widget’s background in each theme, so no band of another colour shows below its content', () => {
    const [, light = '', dark = ''] = /dialog\{[^}]*background:light-dark\((#\w+),(#\w+)\)/.exec(MODAL_CSS) ?? [];
    expect([long(light), long(dark)]).toEqual([lightTokens.color.background, darkTokens.color.background]);
  });
});
