// Search: accents and case ignored, prefix matches first, display order, and a 10,000-connector list.
import { describe, expect, it } from 'vitest';
import type { Connector } from '../../api/schemas/index.js';
import { normalize } from './normalize.js';
import { createSearchIndex } from './search-index.js';

const connector = (id: number, name: string, extra: Partial<Connector> = {}): Connector => ({ id, name, ...extra });

const CATALOGUE = [
  connector(1, 'Banco Itaú'),
  connector(2, 'Itaú Unibanco'),
  connector(3, 'Bradesco'),
  connector(4, 'Nubank'),
  connector(5, 'Banco do Brasil'),
  connector(6, 'Caixa Econômica Federal'),
  connector(7, 'Itaú Empresas'),
  connector(8, 'Sicredi', { health: { status: 'OFFLINE' } }),
  connector(9, 'Sandbox Bank', { isSandbox: true }),
  connector(10, 'Órama Investimentos'),
];
const names = (list: readonly Connector[]) => list.map((c) => c.name);

describe('normalize', () => {
  it.each([
    ['Itaú', 'itau'],
    ['CAIXA ECONÔMICA', 'caixa economica'],
    ['  Banco   do  Brasil ', 'banco do brasil'],
    ['Itaú-Unibanco S.A.', 'itau unibanco s a'],
    ['Çedro', 'cedro'],
  ])('%j → %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });
});

describe('createSearchIndex', () => {
  const alphabetical = createSearchIndex(CATALOGUE, { alphabetical: true });

  it.each([
    // The name starting with the query first, then a later word starting with it.
    ['itau', ['Itaú Empresas', 'Itaú Unibanco', 'Banco Itaú']],
    ['ITAÚ', ['Itaú Empresas', 'Itaú Unibanco', 'Banco Itaú']],
    ['econom', ['Caixa Econômica Federal']],
    ['orama', ['Órama Investimentos']],
    // "bank" starts a word in "Sandbox Bank", and is inside "Nubank".
    ['bank', ['Sandbox Bank', 'Nubank']],
    // "banco" starts "Banco do Brasil" and "Banco Itaú", and is inside "Unibanco".
    ['banco', ['Banco do Brasil', 'Banco Itaú', 'Itaú Unibanco']],
    ['do bra', ['Banco do Brasil']],
    ['xyz', []],
  ])('%j finds %j', (query, expected) => {
    expect(names(alphabetical.search(query))).toEqual(expected);
  });

  it('lists the big banks first for an empty query, one each, then everyone else alphabetically in pt-BR (accents do not push Ó last)', () => {
    expect(names(alphabetical.search('  '))).toEqual([
      'Nubank',
      'Banco Itaú',
      'Banco do Brasil',
      'Bradesco',
      'Caixa Econômica Federal',
      'Itaú Empresas',
      'Itaú Unibanco',
      'Órama Investimentos',
      'Sandbox Bank',
      'Sicredi',
    ]);
    expect(alphabetical.popular).toBe(5);
  });

  it('by default lists the popular group, then sandbox first, offline last, otherwise in the order the API sent', () => {
    const index = createSearchIndex(CATALOGUE);
    expect(names(index.all.slice(0, index.popular))).toEqual(['Nubank', 'Banco Itaú', 'Banco do Brasil', 'Bradesco', 'Caixa Econômica Federal']);
    expect(names(index.all.slice(index.popular))).toEqual(['Sandbox Bank', 'Itaú Unibanco', 'Itaú Empresas', 'Órama Investimentos', 'Sicredi']);
  });

  it('leaves business connectors out of the default popular group', () => {
    const index = createSearchIndex([connector(1, 'Itaú Empresas', { type: 'BUSINESS_BANK' }), connector(2, 'Itaú')]);
    expect(names(index.all)).toEqual(['Itaú', 'Itaú Empresas']);
    expect(index.popular).toBe(1);
  });

  it.each([
    ["in the host's order, and no one else", [9, 3, 404], ['Sandbox Bank', 'Bradesco']],
    ['none when the host lists none', [], []],
  ])("takes the host's popular ids: %s", (_, popular, expected) => {
    const index = createSearchIndex(CATALOGUE, { alphabetical: true, popular });
    expect(names(index.all.slice(0, index.popular))).toEqual(expected);
    expect(index.all).toHaveLength(CATALOGUE.length);
  });

  it.each([
    // What people type for the big banks, for an API whose connectors carry no aliases.
    ['001', 'Banco do Brasil'],
    ['bb', 'Banco do Brasil'],
    ['341', 'Banco Itaú'],
    ['237', 'Bradesco'],
    ['104', 'Caixa Econômica Federal'],
    ['cef', 'Caixa Econômica Federal'],
    ['260', 'Nubank'],
    ['nu', 'Nubank'],
    ['033', 'Santander'],
    ['077', 'Banco Inter'],
    ['336', 'C6 Bank'],
  ])("%j finds %j by the big banks' codes and acronyms", (query, expected) => {
    const index = createSearchIndex([...CATALOGUE, connector(11, 'Santander'), connector(12, 'Banco Inter'), connector(13, 'C6 Bank')]);
    expect(names(index.search(query))[0]).toBe(expected);
  });

  it.each([
    // A bank code or an acronym the connector carries, as a list or a string, whatever case and accents.
    ['001', 'Banco do Brasil'],
    ['bb', 'Banco do Brasil'],
    ['CEF', 'Caixa'],
    ['orama dtvm', 'Órama'],
  ])('%j finds %j by its aliases', (query, expected) => {
    const index = createSearchIndex([
      connector(1, 'Banco do Brasil', { aliases: ['001', 'BB'] }),
      connector(2, 'Caixa', { aliases: '104, CEF' }),
      connector(3, 'Órama', { aliases: ['Órama DTVM'] }),
      // Not a list nor a string: read as whatever text it makes, never a failure.
      connector(4, 'Bobby Bank', { aliases: { not: 'a list' } }),
    ]);
    expect(names(index.search(query))[0]).toBe(expected);
  });

  it('keeps OFFLINE connectors in results (the view shows them disabled)', () => {
    expect(names(alphabetical.search('sicredi'))).toEqual(['Sicredi']);
  });

  it('searches 10,000 connectors correctly: every match found once, prefixes first, each group in order', () => {
    const places = ['Paraná', 'Goiás', 'São José', 'Itajaí', 'Maringá', 'Niterói', 'Ilhéus', 'Petrópolis'];
    const kinds = ['Banco', 'Cooperativa', 'Corretora', 'Pagamentos', 'Caixa'];
    const big = Array.from({ length: 10_000 }, (_, i) => connector(i, `${kinds[i % kinds.length]} ${places[i % places.length]} ${i}`));
    const index = createSearchIndex(big, { alphabetical: true });
    const results = index.search('ita');
    const folded = (c: Connector) => ` ${normalize(c.name ?? '')}`;
    const expected = big.filter((c) => folded(c).includes('ita'));
    expect(results).toHaveLength(expected.length);
    expect(new Set(results.map((c) => c.id)).size).toBe(results.length);
    const firstSubstring = results.findIndex((c) => !folded(c).includes(' ita'));
    // "Itajaí" starts a word; "Goiás"/"Maringá" do not contain "ita"; "Pagamentos"... neither.
    expect(firstSubstring).toBe(-1);
    expect(results.every((c) => c.name?.includes('Itajaí'))).toBe(true);
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
    const sorted = [...results].sort((a, b) => collator.compare(a.name ?? '', b.name ?? '') || a.id - b.id);
    expect(results).toEqual(sorted);

    // "co": the name starts with it (Cooperativa, Corretora), or it is inside a word (Banco).
    const mixed = index.search('co');
    const tier = (c: Connector) => (folded(c).startsWith(' co') ? 0 : folded(c).includes(' co') ? 1 : 2);
    expect(mixed).toHaveLength(big.filter((c) => folded(c).includes('co')).length);
    const tiers = mixed.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([0, 2]));
    for (const t of [0, 2]) {
      const group = mixed.filter((c) => tier(c) === t);
      expect(group).toEqual([...group].sort((a, b) => collator.compare(a.name ?? '', b.name ?? '') || a.id - b.id));
    }
  });
});
