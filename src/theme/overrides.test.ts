// Host theme overrides: hostile values are refused, and a custom primary keeps AA contrast.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color.js';
import type { Rgb } from './color.js';
import { vars } from './contract.css.js';
import { cssVarName } from './css-var.js';
import { isCssColor, isCssLength, isFontFamily } from './override-values.js';
import { overrideProperties } from './overrides.js';

const rgb = (value: string | undefined): Rgb => {
  const color = value === undefined ? null : parseColor(value);
  if (!color) throw new Error(`not a color: ${String(value)}`);
  return color;
};

/** What the browser makes of the hover's color-mix(): 85% of the primary, 15% of black or white, in sRGB. */
const hoverShade = (value: string | undefined): Rgb => {
  const [, primary, toward] = /^color-mix\(in srgb, (#[0-9a-f]{6}) 85%, (#000|#fff)\)$/.exec(value ?? '') ?? [];
  const [from, to] = [rgb(primary), rgb(toward)];
  const m = (a: number, b: number) => a * 0.85 + b * 0.15;
  return { r: m(from.r, to.r), g: m(from.g, to.g), b: m(from.b, to.b) };
};

const CHECKS: Record<string, (value: string) => boolean> = { primaryColor: isCssColor, radius: isCssLength, fontFamily: isFontFamily };
const accepted = (option: string, value: unknown) => typeof value === 'string' && CHECKS[option]?.(value) === true;

describe('override values', () => {
  it.each([
    { primaryColor: '#0a58c2' },
    { primaryColor: '#FC0' },
    { primaryColor: 'rgb(12, 34, 56)' },
    { primaryColor: 'hsl(210 80% 40%)' },
    { radius: '0' },
    { radius: '12px' },
    { radius: '0.5rem' },
    { fontFamily: 'Inter, "Helvetica Neue", sans-serif' },
    { fontFamily: "'Noto Sans', Roboto" },
    { fontFamily: 'São Paulo Sans' },
  ])('accepts %o', (value) => {
    for (const [option, given] of Object.entries(value)) expect(accepted(option, given)).toBe(true);
  });

  it.each([
    ['primaryColor', 'red; background: url(https://evil.example/x)'],
    ['primaryColor', 'red'],
    ['primaryColor', 'var(--other)'],
    ['primaryColor', 'rgb(0 0 0 / 0)'],
    ['primaryColor', '#0a58c2}'],
    ['primaryColor', 'expression(alert(1))'],
    ['radius', '8px; color: red'],
    ['radius', 'calc(1px + 1px)'],
    ['radius', '-4px'],
    ['radius', '12'],
    ['radius', '1e9px'],
    ['fontFamily', 'Inter; color: red'],
    ['fontFamily', 'Inter} :host { display: none'],
    ['fontFamily', 'url(https://evil.example/font.woff)'],
    ['fontFamily', 'Inter, "unbalanced'],
    ['fontFamily', 'Inter\\3b color: red'],
    ['fontFamily', '   '],
    ['fontFamily', 'a'.repeat(201)],
    ['primaryColor', 42],
  ])('refuses %s = %j', (option, value) => {
    expect(accepted(option, value)).toBe(false);
  });
});

describe('overrideProperties', () => {
  it.each(['#ffcc00', '#0a58c2', '#000000', '#ffffff', '#767676', '#595959', 'hsl(140 60% 45%)', 'rgb(220, 20, 60)'])(
    'gives %s an onPrimary and a hover shade that both reach 4.5:1',
    (primaryColor) => {
      const properties = overrideProperties({ primaryColor });
      const primary = rgb(properties[cssVarName(vars.color.primary)]);
      const hover = hoverShade(properties[cssVarName(vars.color.primaryHover)]);
      const onPrimary = rgb(properties[cssVarName(vars.color.onPrimary)]);
      expect(contrastRatio(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(onPrimary, hover)).toBeGreaterThanOrEqual(contrastRatio(onPrimary, primary));
    },
  );

  it('sets radius and font tokens, and nothing that was not overridden', () => {
    const properties = overrideProperties({ radius: '10px', fontFamily: 'Inter, sans-serif' });
    expect(properties).toEqual({
      [cssVarName(vars.radius.small)]: 'calc(10px / 2)',
      [cssVarName(vars.radius.medium)]: '10px',
      [cssVarName(vars.radius.large)]: 'calc(10px * 1.5)',
      [cssVarName(vars.font.family)]: 'Inter, sans-serif',
    });
  });
});
