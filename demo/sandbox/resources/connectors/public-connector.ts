// A catalogue connector as clients see it: its logo's path made absolute at the sandbox's public URL.
import type { Connector } from '../../../../src/api/schemas/index.js';
import type { CatalogueEntry } from './catalogue.js';

export function publicConnector(entry: Pick<CatalogueEntry, 'connector'>, publicUrl: string): Connector {
  const c = entry.connector;
  const imageUrl = c.imageUrl?.startsWith('/') ? `${publicUrl}${c.imageUrl}` : c.imageUrl;
  return { ...c, imageUrl };
}
