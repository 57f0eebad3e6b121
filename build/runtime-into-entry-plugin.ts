// Vite plugin: the bundler's helper for lazy modules' namespaces, which it writes as a chunk of its
// own (rolldown-runtime-*.js), goes into the entry instead: every lazy chunk that uses it imports
// the entry already, so the page makes one request fewer and the widget weighs about 0.1 KB less.
import { dirname, posix, relative } from 'node:path';
import type { Plugin } from 'vite';

type OutputChunk = { type: 'chunk'; fileName: string; name: string; code: string; imports: string[] };
type OutputFile = OutputChunk | { type: 'asset'; fileName: string };

const RUNTIME = /(^|\/)rolldown-runtime-[^/]*\.js$/;

/** `./name` from one chunk to another, as an import specifier. */
const specifier = (from: string, to: string) => {
  const path = relative(dirname(from), to).split('\\').join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Moves the runtime chunk into the entry's chunk (named `entryName`), wrapped so its names stay
 * its own, and points its importers there. Answers whether it did: a bundle without a runtime
 * chunk is left as it is.
 */
export function mergeRuntimeIntoEntry(bundle: Record<string, OutputFile>, entryName: string): boolean {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const runtime = chunks.find((chunk) => RUNTIME.test(chunk.fileName));
  if (!runtime) return false;
  const entry = chunks.find((chunk) => chunk.name === entryName);
  if (!entry) throw new Error(`no "${entryName}" chunk to take ${runtime.fileName}`);
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code);
  if (!exported?.[1]) throw new Error(`${runtime.fileName}: no export list at its end`);
  const names = exported[1].split(',').map((pair) => {
    const [local = '', name = local] = pair.trim().split(/\s+as\s+/);
    return { local, name, shared: `$R${name}` };
  });
  const body = runtime.code.slice(0, exported.index);
  entry.code += `\nvar{${names.map((n) => `${n.name}:${n.shared}`).join(',')}}=(()=>{${body};return{${names.map((n) => `${n.name}:${n.local}`).join(',')}}})();export{${names.map((n) => n.shared).join(',')}};`;

  for (const chunk of chunks) {
    if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(["'])${escapeRegExp(specifier(chunk.fileName, runtime.fileName))}\\2;?`, 'g');
    chunk.code = chunk.code.replace(from, (_whole, bindings: string) => {
      const renamed = bindings.split(',').map((binding) => {
        const [name = '', local = name] = binding.trim().split(/\s+as\s+/);
        return `$R${name} as ${local}`;
      });
      return `import{${renamed.join(',')}}from"${specifier(chunk.fileName, entry.fileName)}";`;
    });
    if (chunk.code.includes(runtime.fileName.split('/').pop() ?? runtime.fileName))
      throw new Error(`${chunk.fileName} still names ${runtime.fileName}`);
    chunk.imports = [...new Set(chunk.imports.map((name) => (name === runtime.fileName ? entry.fileName : name)))];
  }
  delete bundle[runtime.fileName];
  return true;
}

/** `entryName`: the chunk the page loads first, which every lazy chunk imports. */
export function runtimeIntoEntryPlugin(entryName: string): Plugin {
  return {
    name: 'ponte-runtime-into-entry',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        mergeRuntimeIntoEntry(bundle as unknown as Record<string, OutputFile>, entryName);
      },
    },
  };
}
