// Generated connector logos, so the sandbox serves every imageUrl offline.
import type { Connector } from '../../../../src/api/schemas/index.js';

type Rgb = readonly [number, number, number];

const FALLBACK_COLOR: Rgb = [0x6b, 0x72, 0x80];
const BLACK = '#000000';
const WHITE = '#FFFFFF';

// Words that carry no identity: "Banco do Brasil" is BB, "Itaú Open Finance" keeps Itaú's logo.
const SKIPPED_WORDS = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'open', 'finance', 'empresas', 'pj']);

/** A rounded square in the connector's colour with its initials in black or white, whichever reads better. */
export function connectorLogoSvg(connector: Connector): string {
  const name = connector.name ?? '';
  const background = parseHexColor(connector.primaryColor) ?? FALLBACK_COLOR;
  const fill = textColorFor(background);
  const letters = initials(name);
  const fontSize = Array.from(letters).length > 1 ? 26 : 32;
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="64" height="64" rx="14" fill="${toHex(background)}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${fill}">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

/** One or two uppercase letters: an acronym's first two ("XP", "C6"), else the first letters of two words. */
export function initials(name: string): string {
  // A word's initial is its first letter or digit, so "(Easynvest)" gives E and "-" gives nothing.
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  if (/^[\p{Lu}\d]{2,}$/u.test(first)) return Array.from(first).slice(0, 2).join('');
  const significant = [first, ...words.slice(1).filter((word) => !SKIPPED_WORDS.has(word.toLocaleLowerCase('pt-BR')))];
  return significant
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('pt-BR');
}

/** Black on light backgrounds, white on dark ones, by WCAG contrast ratio. */
export function textColorFor(rgb: Rgb): string {
  const luminance = relativeLuminance(rgb);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  return contrastWithBlack >= contrastWithWhite ? BLACK : WHITE;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// Only a parsed colour reaches the SVG, so a hostile primaryColor cannot break out of the attribute.
function parseHexColor(color: string | null | undefined): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color?.trim() ?? '');
  const hex = match?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? Array.from(hex, (digit) => digit + digit).join('') : hex;
  const channel = (offset: number): number => parseInt(full.slice(offset, offset + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
