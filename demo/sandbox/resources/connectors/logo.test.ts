// Generated logos: initials, a readable text colour, and names that cannot break the SVG.
import { describe, expect, it } from 'vitest';
import type { Connector } from '../../../../src/api/schemas/index.js';
import { connectorLogoSvg, initials, textColorFor } from './logo.js';

const logo = (name: string, primaryColor: string | null = '#EC7000') => connectorLogoSvg({ id: 1, name, primaryColor } satisfies Connector);
const textOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
const textFill = (svg: string) => /<text[^>]*fill="([^"]+)"/.exec(svg)?.[1];
const rectFill = (svg: string) => /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];

describe('initials', () => {
  it.each([
    ['Itaú', 'I'],
    ['Órama', 'Ó'],
    ['Banco do Brasil', 'BB'],
    ['Itaú Open Finance', 'I'],
    ['Bradesco Empresas', 'B'],
    ['XP Investimentos', 'XP'],
    ['C6 Bank', 'C6'],
    ['99 Motorista', '99'],
    ['iFood Entregador', 'IE'],
    ['NuInvest (Easynvest)', 'NE'],
    ['Sandbox MFA 2-Step Bank', 'SM'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a decomposed accent as one letter', () => {
    expect(initials('O\u0301rama')).toBe('Ó');
  });
});

describe('textColorFor', () => {
  it.each([
    { background: [0xf8, 0xd1, 0x17], expected: '#000000', brand: 'Banco do Brasil yellow' },
    { background: [0xff, 0xdd, 0x00], expected: '#000000', brand: '99 yellow' },
    { background: [0x00, 0xe8, 0x6d], expected: '#000000', brand: 'Next green' },
    { background: [0x82, 0x0a, 0xd1], expected: '#FFFFFF', brand: 'Nubank purple' },
    { background: [0xcc, 0x09, 0x2f], expected: '#FFFFFF', brand: 'Bradesco red' },
    { background: [0x00, 0x00, 0x00], expected: '#FFFFFF', brand: 'black' },
    { background: [0xff, 0xff, 0xff], expected: '#000000', brand: 'white' },
  ] as const)('$brand takes $expected text', ({ background, expected }) => {
    expect(textColorFor(background)).toBe(expected);
  });
});

describe('connectorLogoSvg', () => {
  it('draws the initials on the connector colour', () => {
    const svg = logo('Banco do Brasil', '#f8d117');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(textOf(svg)).toBe('BB');
    expect(rectFill(svg)).toBe('#F8D117');
    expect(textFill(svg)).toBe('#000000');
  });

  it('uses white on a dark colour', () => {
    expect(textFill(logo('Nubank', '#820AD1'))).toBe('#FFFFFF');
  });

  it('escapes the name wherever it appears', () => {
    const svg = logo(`<Banco> "A&B" 'Cia'`);
    expect(svg).toContain('<title>&lt;Banco&gt; &quot;A&amp;B&quot; &apos;Cia&apos;</title>');
    expect(svg).toContain('aria-label="&lt;Banco&gt; &quot;A&amp;B&quot; &apos;Cia&apos;"');
    // Only the SVG's own seven tags open with "<".
    expect(svg.match(/</g)).toHaveLength(7);
  });

  it.each([
    { color: '"/><script>alert(1)</script>', case: 'markup' },
    { color: 'red', case: 'a colour name' },
    { color: null, case: 'no colour' },
  ])('falls back to grey for $case', ({ color }) => {
    const svg = logo('Banco', color);
    expect(rectFill(svg)).toBe('#6B7280');
    expect(svg).not.toContain('script');
  });

  it('accepts short hex colours', () => {
    expect(rectFill(logo('Banco', '#fff'))).toBe('#FFFFFF');
  });
});
