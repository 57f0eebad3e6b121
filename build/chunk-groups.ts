// Build chunking: what the entry imports statically stays in the entry (the first screen); the
// engine (the whole flow with its later steps, the API client, schemas and zod) is one chunk,
// requested beside the first screen; each language's catalog is its own chunk; every other lazily
// loaded module shares one: the later steps' views, and the form's field validation, which the flow
// imports on demand (src/flow/validation). A few larger files compress far better than many small ones.

type ModuleInfo = { importedIds: string[]; isEntry: boolean };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** A language's copy, the first screen's or the rest: a chunk each, so a page fetches only its own. */
const CATALOG = /[\\/]i18n[\\/](first-screen[\\/])?(pt|en|es)\.ts$/;

/** The chunk of the option check, the session, the flow (all but its field validation), the API client and the schemas. */
export const ENGINE_CHUNK = 'engine';
/** The entry's chunk: what the first screen imports statically. */
export const FIRST_CHUNK = 'first';
/** The chunk of every other lazily loaded module: the later views, the form's field validation. */
export const LAZY_CHUNK = 'later';

export const staticClosure = (ctx: ChunkingContext, from: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of from) visit(id);
  return seen;
};

/**
 * A `codeSplitting.groups` name function: the chunk a module goes to, or null to leave it be (an
 * entry, or a catalog). `engineIds` are the modules the engine chunk is made of, with their imports.
 */
export function lazyChunkGroups(entryIds: readonly string[], engineIds: readonly string[] = []) {
  let initial: Set<string> | null = null;
  let engine: Set<string> | null = null;

  return (id: string, ctx: ChunkingContext): string | null => {
    initial ??= staticClosure(ctx, entryIds);
    engine ??= staticClosure(ctx, engineIds);
    if (ctx.getModuleInfo(id)?.isEntry) return null;
    // The entry's own group takes the entry in: one file, not the entry plus the chunks it shares
    // (the default language's first-screen copy among them).
    if (initial.has(id)) return FIRST_CHUNK;
    if (CATALOG.test(id)) return null;
    return engine.has(id) ? ENGINE_CHUNK : LAZY_CHUNK;
  };
}
