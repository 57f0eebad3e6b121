// Vite and Vitest configuration: the dev server, every unit, component and sandbox test, and one
// build per shipped artefact, chosen by mode (`npm run build` runs them all):
//   --mode app      dist/app/: the hosted widget page and the OAuth callback page
//   --mode pay      dist/app/pay/: the payer page a payment request's paymentUrl opens (after app, which empties dist/app)
//   --mode host     dist/app/ponte-host.js: the host runtime the script-tag loader imports
//   --mode loader   dist/ponte.js: the script-tag loader (IIFE, global `Ponte`)
//   --mode package  dist/npm/: the npm entries `ponte`, `ponte/element`, `ponte/react`
//   --mode element  dist/element/: the element alone, as the size check measures it
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { shortIdentifiers } from './build/short-identifiers.js';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
// Local modules are named with `.js` (resolved to the .ts files) so Vite's config loader has
// nothing to warn about on every run.
import { sandboxPlugin } from './demo/dev/sandbox-plugin.js';
import { ENGINE_CHUNK, FIRST_CHUNK, LAZY_CHUNK, lazyChunkGroups, staticClosure } from './build/chunk-groups.js';
import { inlineCssPlugin } from './build/inline-css-plugin.js';
import { minifyHtmlPlugin } from './build/minify-html-plugin.js';
import { noPreloadHelperPlugin } from './build/no-preload-helper-plugin.js';
import { preloadChunkPlugin } from './build/preload-chunk-plugin.js';
import { terserPassPlugin } from './build/terser-pass-plugin.js';
import { ownCopiesPlugin } from './build/own-copies-plugin.js';
import { catalogKeysPlugin } from './build/catalog-keys-plugin.js';
import { runtimeIntoEntryPlugin } from './build/runtime-into-entry-plugin.js';
import { enLater } from './src/i18n/en.js';
import { enFirstScreen } from './src/i18n/first-screen/en.js';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const ELEMENT = path('./src/embed/element-entry.ts');
const SDK = path('./src/embed/sdk/index.ts');
const REACT = path('./src/embed/react/index.ts');
const FRAME_PAGE = path('./src/app/index.html');
const PAY_PAGE = path('./src/pay/index.html');
const PAY_ENTRY = path('./src/pay/main.tsx');
/** The payer API's client with its schemas and zod: the payer page's engine chunk. */
const PAY_API = path('./src/pay/payer-api.ts');
const PAY_LATER = path('./src/pay/later.ts');

/**
 * The payer page's chunks as the widget's: the first screen in the entry, the API client in the engine,
 * the later steps in one chunk, a chunk per language. The two lazily imported modules go into their
 * chunks themselves, or each would be a file of one re-export.
 */
function payChunks(id: string, ctx: Parameters<ReturnType<typeof lazyChunkGroups>>[1]): string | null {
  if (id === PAY_API) return ENGINE_CHUNK;
  if (id === PAY_LATER) return LAZY_CHUNK;
  const group = payGroups(id, ctx);
  // Offer mode's own modules (not the later steps' too) in a chunk a payment's page never loads.
  payLater ??= staticClosure(ctx, [PAY_LATER]);
  payOffer ??= staticClosure(ctx, [PAY_OFFER]);
  return group === LAZY_CHUNK && payOffer.has(id) && !payLater.has(id) ? OFFER_CHUNK : group;
}
const PAY_OFFER = path('./src/pay/offer/offer-mode.tsx');
const OFFER_CHUNK = 'offer';
let payLater: Set<string> | null = null;
let payOffer: Set<string> | null = null;
const payGroups = lazyChunkGroups([PAY_PAGE, PAY_ENTRY], [PAY_API]);
const HOST_RUNTIME = path('./src/embed/loader/host-runtime.ts');
const LOADER = path('./src/embed/loader/ponte-loader.ts');
const FRAME_ENTRY = path('./src/app/frame-entry.ts');
const ENGINE = path('./src/embed/engine.ts');
const ELEMENT_ENGINE = path('./src/embed/element-engine.ts');
/** The frame's checks of its own messages: loaded with the engine. */
const OUTGOING_CHECKS = path('./src/app/outgoing-checks.ts');
/** The sync's steps as the connecting view lists them: flow code, which only a view imports, kept with the rest of the flow. */
const SYNC_STEPS = path('./src/flow/progress.ts');
/** Where each chunk's CSS goes when the chunk runs (see build/inline-css-plugin.ts). */
const STYLE_REGISTRY = path('./src/embed/shadow-styles.ts');

const jsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

// Builds run in named modes, which the plugin would read as development (long debug class names).
const styles = () => vanillaExtractPlugin({ identifiers: shortIdentifiers() });

/** Files go to browsers as they are: minified in full, no comments, no legal banners. */
const shipped = { minify: true, comments: false } as const;

/** Every catalog key (English is the reference): shortened in the widget's builds. */
const CATALOG_KEYS = [...Object.keys(enFirstScreen), ...Object.keys(enLater)];

/**
 * The first screen in the entry, the engine (the whole flow but its field validation) in one chunk,
 * the later views and that validation in another, a chunk per catalog. Lazy chunks may import what
 * an entry already holds, so nothing an entry loads is split off.
 */
const widgetChunks = (entries: string[]) => ({
  groups: [
    {
      debugName: 'widget',
      name: lazyChunkGroups(entries, [ENGINE, ELEMENT_ENGINE, OUTGOING_CHECKS, SYNC_STEPS]),
      includeDependenciesRecursively: false,
    },
  ],
});

function buildFor(mode: string): UserConfig | null {
  switch (mode) {
    case 'app':
      return {
        root: path('./src/app'),
        base: './',
        publicDir: path('./public'),
        plugins: [
          styles(),
          inlineCssPlugin(STYLE_REGISTRY),
          preloadChunkPlugin(ENGINE_CHUNK),
          noPreloadHelperPlugin(),
          minifyHtmlPlugin(),
          terserPassPlugin(),
          catalogKeysPlugin(CATALOG_KEYS),
          runtimeIntoEntryPlugin(FIRST_CHUNK),
        ],
        oxc: jsx,
        build: {
          outDir: path('./dist/app'),
          emptyOutDir: true,
          target: 'es2022',
          // No preload helper: the page's HTML preloads the engine itself (preload-chunk-plugin), and the
          // helper with its per-import dependency lists would cost the first screen about 1 KB.
          modulePreload: false,
          rolldownOptions: {
            input: FRAME_PAGE,
            // What the first screen shares with later chunks stays in the entry: no extra request.
            preserveEntrySignatures: 'allow-extension',
            output: { ...shipped, codeSplitting: widgetChunks([FRAME_PAGE, FRAME_ENTRY]) },
          },
        },
      };
    case 'pay':
      // A page of its own, beside the widget's and measured apart: no catalog keys to shorten (its
      // copy is its own), no shadow root to inline CSS into, one script and its stylesheet.
      return {
        root: path('./src/pay'),
        base: './',
        publicDir: false,
        plugins: [styles(), noPreloadHelperPlugin(), minifyHtmlPlugin(), terserPassPlugin(), runtimeIntoEntryPlugin(FIRST_CHUNK)],
        oxc: jsx,
        build: {
          outDir: path('./dist/app/pay'),
          emptyOutDir: true,
          target: 'es2022',
          // No preload helper (it would load each lazy chunk's CSS): the page's one stylesheet holds every step's rules.
          modulePreload: false,
          cssCodeSplit: false,
          rolldownOptions: {
            input: PAY_PAGE,
            // No entry's exports need keeping as they are: the lazy modules live in their groups' chunks, no re-export files.
            preserveEntrySignatures: false,
            output: {
              ...shipped,
              codeSplitting: { groups: [{ debugName: 'pay', name: payChunks, includeDependenciesRecursively: false }] },
            },
          },
        },
      };
    case 'host':
      return {
        publicDir: false,
        plugins: [terserPassPlugin()],
        build: {
          lib: { entry: HOST_RUNTIME, formats: ['es'], fileName: () => 'ponte-host.js' },
          outDir: path('./dist/app'),
          emptyOutDir: false,
          target: 'es2022',
          // The declared buttons' chunk is named by its content, beside the page's other hashed assets.
          // Shared code stays in the entry, so the chunk imports ponte-host.js instead of a third file.
          rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { ...shipped, chunkFileNames: 'assets/[name]-[hash].js' } },
        },
      };
    case 'loader':
      return {
        publicDir: false,
        plugins: [terserPassPlugin()],
        build: {
          lib: { entry: LOADER, formats: ['iife'], name: 'PonteLoader', fileName: () => 'ponte.js' },
          outDir: path('./dist'),
          emptyOutDir: false,
          target: 'es2020',
          rolldownOptions: { output: shipped },
        },
      };
    case 'package':
      return {
        publicDir: false,
        plugins: [ownCopiesPlugin(SDK), styles(), inlineCssPlugin(STYLE_REGISTRY), terserPassPlugin(), catalogKeysPlugin(CATALOG_KEYS)],
        oxc: jsx,
        build: {
          lib: { entry: { index: SDK, element: ELEMENT, react: REACT }, formats: ['es'] },
          outDir: path('./dist/npm'),
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/],
            // An entry may export more than its API where another entry shares its code: no re-export stub
            // for the npm `ponte` entry, one file fewer to fetch (its types still say only its API). That
            // entry holds its own copy of what it shares with the element's (ownCopiesPlugin): one file.
            preserveEntrySignatures: 'allow-extension',
            output: shipped,
          },
        },
      };
    case 'element':
      return {
        publicDir: false,
        plugins: [styles(), inlineCssPlugin(STYLE_REGISTRY), terserPassPlugin(), catalogKeysPlugin(CATALOG_KEYS)],
        oxc: jsx,
        build: {
          lib: { entry: ELEMENT, formats: ['es'], fileName: 'ponte-connect' },
          outDir: path('./dist/element'),
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { ...shipped, codeSplitting: widgetChunks([ELEMENT]) } },
        },
      };
    default:
      return null;
  }
}

export default defineConfig(({ command, mode }) => {
  const build = command === 'build' ? buildFor(mode) : null;
  if (command === 'build' && !build) throw new Error(`vite build needs --mode app, pay, host, loader, package or element (got "${mode}")`);
  if (build) return build;
  return {
    plugins: [vanillaExtractPlugin(), inlineCssPlugin(STYLE_REGISTRY), sandboxPlugin()],
    oxc: jsx,
    // The dev page imports the widget by its package name, as a merchant's page would; in dev that
    // name is the source, so edits reload at once.
    resolve: { alias: { 'ponte/element': ELEMENT } },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'e2e/**/*.test.ts'],
      // Starts sandboxes on request for the widget's tests, which reach them only over HTTP.
      globalSetup: ['demo/sandbox/testing/launcher.ts'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  };
});
