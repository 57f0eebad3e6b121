// Builds the merchant demo's React page into dist/demo/spa, served by the merchant at /react/. It
// uses the widget as a merchant's app does, through the package: `ponte/react` is the built
// dist/npm (so `npm run build` comes first).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/react/',
  publicDir: false,
  // React's development build: StrictMode mounts, unmounts and mounts again only there, and the
  // demo exists to show that this still leaves one widget frame.
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  // React's JSX here, whatever the rest of the project (Preact) uses and whether or not a file has the pragma.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: here('../../../dist/demo/spa'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
