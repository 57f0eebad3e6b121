// The logo fallback: a connector's initials and its brand color (the text on it is theme/readable-on.ts's).
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
