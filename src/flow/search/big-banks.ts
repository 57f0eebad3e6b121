// Brazil's biggest banks as people type them (COMPE code, acronym), for an API whose connectors carry no aliases.
/**
 * A folded word (or words) of the name, then what else people type for that bank. The order is
 * the default popular group's. A few bytes buy the searches people make most: "bb", "001", "cef".
 */
export const BIG_BANKS: readonly string[] = [
  'nubank 260 nu',
  'itau 341',
  'banco do brasil 001 bb',
  'bradesco 237',
  'caixa 104 cef',
  'santander 033',
  'inter 077',
  'c6 336',
];
