// Vite and Vitest configuration: the widget build and every unit, component and sandbox test.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
// Local modules are named with `.js` (resolved to the .ts files) so Vite's config loader has
// nothing to warn about on every run.
import { sandboxPlugin } from './demo/dev/sandbox-plugin.js';
import { inlineCssPlugin } from './src/embed/inline-css-plugin.js';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineCssPlugin(), sandboxPlugin()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    // The element as one ES module (later steps as lazy chunks); its CSS is inlined into it.
    lib: { entry: 'src/embed/element-entry.ts', formats: ['es'], fileName: 'ponte-connect' },
    outDir: 'dist',
    target: 'es2022',
    minify: true,
    rolldownOptions: {
      // A library build keeps whitespace and pure annotations for bundlers downstream; this file
      // goes to browsers as it is, so it is minified in full.
      output: { minify: true, comments: false },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
