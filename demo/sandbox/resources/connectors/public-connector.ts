// A catalogue connector as clients see it: its logo's path made absolute at the sandbox's public URL.
import type { Connector } from '../../../../src/api/schemas/index.js';
import type { CatalogueEntry } from './catalogue.js';

/** One public copy per connector, which every item of it shares rather than holding its own. */
const shown = new WeakMap<Connector, { publicUrl: string; connector: Connector }>();

export function publicConnector(entry: Pick<CatalogueEntry, 'connector'>, publicUrl: string): Connector {
  const c = entry.connector;
  const cached = shown.get(c);
  if (cached?.publicUrl === publicUrl) return cached.connector;
  const imageUrl = c.imageUrl?.startsWith('/') ? `${publicUrl}${c.imageUrl}` : c.imageUrl;
  const connector = { ...c, imageUrl };
  shown.set(c, { publicUrl, connector });
  return connector;
}
