// Connector search over a precomputed index: accent- and case-insensitive, prefix of a word of the name or an alias first.
import type { Connector } from '../../api/schemas/index.js';
import { BIG_BANKS } from './big-banks.js';
import { normalize } from './normalize.js';

export type SearchIndex = {
  /** What an empty query shows: the popular group, then every other connector in display order. */
  readonly all: readonly Connector[];
  /** How many of `all`, first, are the popular group. */
  readonly popular: number;
  search(query: string): readonly Connector[];
};

export type SearchOrder = {
  /** pt-BR collation by name; otherwise sandbox first, then healthy before unstable before offline, then the API's order. */
  alphabetical?: boolean;
  /** The popular group, in this order; by default one personal connector of each big bank. */
  popular?: readonly number[];
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
      : (a, b) => Number(!!b.isSandbox) - Number(!!a.isSandbox) || healthRank(a) - healthRank(b),
  );
}

/**
 * Names, and the aliases a connector may carry (a bank code, an acronym: read leniently, as the API
 * may send none or any shape, then a big bank's), are folded once here, with a leading space so "a
 * word starts here" is one search for " " + query. A query is then one linear scan of precomputed
 * strings in display order, filling three buckets (the name starts with it, a word does, it is
 * inside a word): no sorting and no allocation per connector on a keystroke.
 */
export function createSearchIndex(connectors: readonly Connector[], order: SearchOrder = {}): SearchIndex {
  const listed = ordered(connectors, order);
  /** The popular group by rank: holes where no connector holds one, which flat() drops. */
  const ranked: Connector[] = [];
  const keys = listed.map((c) => {
    const key = ` ${normalize(`${c.name ?? ''} ${c.aliases ?? ''}`)} `;
    const bank = BIG_BANKS.findIndex((words) => key.includes(` ${words.replace(/ \d.*/, '')} `));
    const rank = order.popular ? order.popular.indexOf(c.id) : c.type === 'BUSINESS_BANK' ? -1 : bank;
    if (rank >= 0) ranked[rank] ??= c;
    return bank < 0 ? key : key + BIG_BANKS[bank];
  });
  const popular = ranked.flat();
  const all = popular.concat(listed.filter((c) => !popular.includes(c)));
  return {
    all,
    popular: popular.length,
    search(query) {
      const needle = normalize(query);
      if (needle === '') return all;
      const wordStart = ` ${needle}`;
      const name: Connector[] = [];
      const word: Connector[] = [];
      const inside: Connector[] = [];
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const c = listed[i] as Connector;
        if (key.startsWith(wordStart)) name.push(c);
        else if (key.includes(wordStart)) word.push(c);
        else if (key.includes(needle)) inside.push(c);
      }
      return name.concat(word, inside);
    },
  };
}
