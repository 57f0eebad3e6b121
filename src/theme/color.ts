// CSS color parsing and WCAG contrast math, for token checks and colors derived from host overrides.
import { parseHexColor } from './hex-color.js';

export type Rgb = { r: number; g: number; b: number };

const NUMBER = String.raw`[+]?(?:\d+\.?\d*|\.\d+)`;
// Both the legacy comma form and the space-separated form; opaque only (no alpha).
const RGB = new RegExp(String.raw`^rgb\(\s*(${NUMBER})(%?)\s*(?:,\s*|\s+)(${NUMBER})(%?)\s*(?:,\s*|\s+)(${NUMBER})(%?)\s*\)$`, 'i');
const HSL = new RegExp(String.raw`^hsl\(\s*(${NUMBER})(deg)?\s*(?:,\s*|\s+)(${NUMBER})%\s*(?:,\s*|\s+)(${NUMBER})%\s*\)$`, 'i');

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function channel(value: string, percent: string): number {
  const n = Number(value);
  return percent === '%' ? clamp((n / 100) * 255, 255) : clamp(n, 255);
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = clamp(s, 100) / 100;
  const light = clamp(l, 100) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

/** Reads an opaque hex, rgb() or hsl() color; null for anything else. */
export function parseColor(input: string): Rgb | null {
  const text = input.trim();
  // CSS wants the "#" a brand colour from the network may leave out.
  const hex = text.startsWith('#') && parseHexColor(text);
  if (hex) {
    const n = parseInt(hex.slice(1), 16);
    return { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
  }
  // Every group but `deg` takes part in a match (`%?` as an empty string), so the defaults never apply.
  const rgb = RGB.exec(text);
  if (rgb) {
    const [, r = '', rUnit = '', g = '', gUnit = '', b = '', bUnit = ''] = rgb;
    return { r: channel(r, rUnit), g: channel(g, gUnit), b: channel(b, bUnit) };
  }
  const hsl = HSL.exec(text);
  if (hsl) {
    const [, h = '', , s = '', l = ''] = hsl;
    return hslToRgb(((Number(h) % 360) + 360) % 360, Number(s), Number(l));
  }
  return null;
}

/** WCAG 2.x relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function toHex({ r, g, b }: Rgb): string {
  const h = (c: number) => Math.round(clamp(c, 255)).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}
