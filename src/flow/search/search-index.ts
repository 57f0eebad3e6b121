// Connector search over a precomputed index: accent- and case-insensitive, prefix of a word of the name or an alias first.
import type { Connector } from '../../api/schemas/index.js';
import { normalize } from './normalize.js';

export type SearchIndex = {
  /** Every connector in display order (what an empty query shows). */
  readonly all: readonly Connector[];
  search(query: string): readonly Connector[];
};

export type SearchOrder = {
  /** pt-BR collation by name; otherwise sandbox first, then healthy before unstable before offline, then the API's order. */
  alphabetical?: boolean;
};

const HEALTH_RANK: Record<string, number> = { ONLINE: 0, UNSTABLE: 1, OFFLINE: 2 };
const healthRank = (c: Connector): number => HEALTH_RANK[c.health?.status ?? 'ONLINE'] ?? 1;

// One collator, built once: Intl.Collator is costly to create and cheap to call.
let collator: Intl.Collator | undefined;
const ptBr = (): Intl.Collator => (collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }));

/** Sorting is stable: connectors that tie keep the API's order. */
function ordered(connectors: readonly Connector[], order: SearchOrder): Connector[] {
  return [...connectors].sort(
    order.alphabetical
      ? (a, b) => ptBr().compare(a.name ?? '', b.name ?? '') || a.id - b.id
      : (a, b) => Number(b.isSandbox === true) - Number(a.isSandbox === true) || healthRank(a) - healthRank(b),
  );
}

/**
 * Names, and the aliases a connector may carry (a bank code, an acronym: read leniently, as the API
 * may send none or any shape), are folded once here, with a leading space so "a word starts here" is one search for
 * " " + query. A query is then one linear scan of precomputed strings in display order, filling
 * three buckets (the name starts with it, a word does, it is inside a word): no sorting and no
 * allocation per connector on a keystroke.
 */
export function createSearchIndex(connectors: readonly Connector[], order: SearchOrder = {}): SearchIndex {
  const all = ordered(connectors, order);
  const keys = all.map((c) => ` ${normalize(`${c.name ?? ''} ${c.aliases ?? ''}`)}`);
  return {
    all,
    search(query) {
      const needle = normalize(query);
      if (needle === '') return all;
      const wordStart = ` ${needle}`;
      const name: Connector[] = [];
      const word: Connector[] = [];
      const inside: Connector[] = [];
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        if (key.startsWith(wordStart)) name.push(all[i] as Connector);
        else if (key.includes(wordStart)) word.push(all[i] as Connector);
        else if (key.includes(needle)) inside.push(all[i] as Connector);
      }
      return name.concat(word, inside);
    },
  };
}
