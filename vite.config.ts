// Vite and Vitest configuration: the widget build and every unit, component and sandbox test.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
// Local modules are named with `.js` (resolved to the .ts files) so Vite's config loader has
// nothing to warn about on every run.
import { sandboxPlugin } from './demo/dev/sandbox-plugin.js';
import { lazyChunkGroups } from './src/embed/chunk-groups.js';
import { inlineCssPlugin } from './src/embed/inline-css-plugin.js';

const ENTRY = fileURLToPath(new URL('./src/embed/element-entry.ts', import.meta.url));

export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineCssPlugin(), sandboxPlugin()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    // The element as one ES module (later steps as lazy chunks); its CSS is inlined into it.
    lib: { entry: ENTRY, formats: ['es'], fileName: 'ponte-connect' },
    outDir: 'dist',
    target: 'es2022',
    minify: true,
    rolldownOptions: {
      // Lazy chunks may import what the entry already holds, so nothing it loads is split off.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // A library build keeps whitespace and pure annotations for bundlers downstream; this
        // file goes to browsers as it is, so it is minified in full.
        minify: true,
        comments: false,
        codeSplitting: { groups: [{ debugName: 'later', name: lazyChunkGroups([ENTRY]), includeDependenciesRecursively: false }] },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
