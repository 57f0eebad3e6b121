// Vite plugin (the npm package's build): one entry gets its own copy of every local module it
// imports, so it shares no chunk with the other entries and ships as one file: the npm `ponte`
// entry, which would otherwise fetch a chunk it shares with the element's engine. Copies of
// stateless modules only: a module with state would have it twice where a page loads both entries.
import { isAbsolute } from 'node:path';
import type { Plugin } from 'vite';

/** Marks a copy's id, so rolldown keeps it apart from the module it copies and its imports are copies too. */
const COPY = '?own-copy';

export function ownCopiesPlugin(entry: string): Plugin {
  return {
    name: 'ponte-own-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== entry && !importer?.endsWith(COPY)) return null;
      const resolved = await this.resolve(source, importer.slice(0, importer.length - (importer === entry ? 0 : COPY.length)), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !isAbsolute(resolved.id) || resolved.id.includes('node_modules')) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
