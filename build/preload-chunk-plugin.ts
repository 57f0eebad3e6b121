// Vite plugin: the hosted page preloads a lazy chunk it always needs, the engine (flow, API client, schemas) with a
// <link rel="modulepreload">, so the browser fetches it beside the entry, not once the entry runs.
import type { Plugin } from 'vite';

type OutputFile =
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
  | { type: 'chunk'; fileName: string; name: string; imports: string[]; isEntry: boolean };

/** Adds a modulepreload of the named chunk, and of what it imports, to every built page that lacks one. */
export function addModulePreloads(bundle: Record<string, OutputFile>, chunkName: string): string[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const target = chunks.find((chunk) => chunk.name === chunkName && !chunk.isEntry);
  if (!target) return [];
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const files = [target.fileName, ...target.imports.filter((name) => !entries.has(name))];
  const added: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.html') || typeof file.source !== 'string') continue;
    const html = file.source;
    const links = files.filter((name) => !html.includes(`"./${name}"`)).map((name) => `<link rel="modulepreload" crossorigin href="./${name}">`);
    if (links.length === 0) continue;
    file.source = html.replace(
      /\n?(\s*)<\/head>/,
      (_end, indent: string) => `${links.map((link) => `\n${indent}${link}`).join('')}\n${indent}</head>`,
    );
    added.push(file.fileName);
  }
  return added;
}

export function preloadChunkPlugin(chunkName: string): Plugin {
  return {
    name: 'ponte-preload-chunk',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (addModulePreloads(bundle as unknown as Record<string, OutputFile>, chunkName).length === 0)
          this.error(`no page preloads the "${chunkName}" chunk`);
      },
    },
  };
}
