// The logo fallback: a connector's initials (its brand color and the text on it are theme/hex-color.ts's).
export function initials(name: string | undefined): string {
  // Words are runs of letters and digits: "(Nu) Pagamentos" → NP, "Itaú-Unibanco" → IU.
  const [first = '', second = ''] = name?.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase() || '?';
}
