// Vite plugin: a second minification pass by Terser over each chunk the bundler already minified.
// Terser's compressor and mangler find about 0.8 KB gzip more in the widget than the bundler's own
// minifier alone, and running after it keeps what the bundler did across modules. Safe options only:
// no `unsafe*`, no `pure_getters` (zod's lazy getters have effects).
import { minify } from 'terser';
import type { Plugin } from 'vite';

/** `code` minified again; `module` for ES modules (top-level names are then local and mangled). */
export async function secondPass(code: string, module: boolean): Promise<string> {
  const result = await minify(code, { module, ecma: 2020, compress: { passes: 3 }, format: { comments: false } });
  return result.code ?? code;
}

export function terserPassPlugin(): Plugin {
  return {
    name: 'ponte-terser-pass',
    apply: 'build',
    async generateBundle(options, bundle) {
      // A second pass would leave source maps pointing at the first pass's columns.
      if (options.sourcemap) return;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = await secondPass(file.code, options.format === 'es');
      }
    },
  };
}
