// Folds a text for search: no accents, no case, punctuation as single spaces.

const MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^a-z0-9]+/g;

/**
 * "Itaú Unibanco S.A." → "itau unibanco s a". Names and queries go through the same folding, so
 * what the user types matches however the institution writes its name.
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(SEPARATORS, ' ').trim();
}
