// Vite plugin: with modulePreload off, Vite still wraps every dynamic import in its preload helper
// (about 0.6 KB gzip of the first screen), which then preloads nothing; this helper just imports.
import type { Plugin } from 'vite';

/** Vite's own id for its helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper becomes: the import itself, its dependency list and base ignored. */
export const PLAIN_HELPER = 'export const __vitePreload = (load) => load();';

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'ponte-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load: (id) => (id === PRELOAD_HELPER_ID ? PLAIN_HELPER : null),
  };
}
