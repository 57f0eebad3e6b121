// Build chunking: what the entry imports statically stays in the entry, each language's catalog
// is its own chunk, and every other lazily loaded module shares one chunk. A few larger files
// compress far better than many small ones, and the lazy code is fetched at once anyway.

type ModuleInfo = { importedIds: string[]; isEntry: boolean };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const CATALOG = /[\\/]i18n[\\/](pt|en|es)\.ts$/;

/** The name of the one chunk of lazily loaded modules. */
export const LAZY_CHUNK = 'later';

/** A `codeSplitting.groups` name function: the lazy chunk's name, or null to leave a module be. */
export function lazyChunkGroups(entryIds: readonly string[]) {
  let initial: Set<string> | null = null;

  const staticClosure = (ctx: ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    for (const id of entryIds) visit(id);
    return seen;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    initial ??= staticClosure(ctx);
    if (initial.has(id) || CATALOG.test(id)) return null;
    return LAZY_CHUNK;
  };
}
