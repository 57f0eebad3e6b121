// The logo fallback: a connector's initials on its brand color, in black or white, whichever reads better.
export function initials(name: string | undefined): string {
  // Words are runs of letters and digits: "(Nu) Pagamentos" → NP, "Itaú-Unibanco" → IU.
  const [first = '', second = ''] = name?.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** "#2a6fdb", "#abc" or "2A6FDB" → "#2A6FDB"; anything else (it is network data) → null. */
export function parseHexColor(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${hex.toUpperCase()}`;
}

const channel = (hex: string, at: number): number => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a "#RRGGBB" color. */
const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/**
 * The brand color is arbitrary, so neither theme token is sure to read on it: pure black or white,
 * whichever contrasts more. Above this luminance black does: (L + 0.05) / 0.05 > 1.05 / (L + 0.05).
 */
const BLACK_READS_BETTER_ABOVE = Math.sqrt(1.05 * 0.05) - 0.05;

export const readableTextOn = (background: string): string => (luminance(background) > BLACK_READS_BETTER_ABOVE ? '#000000' : '#FFFFFF');
