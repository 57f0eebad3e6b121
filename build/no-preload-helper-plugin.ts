// Vite plugin: with modulePreload off, Vite still wraps every dynamic import in its preload helper
// (about 0.6 KB gzip of the first screen), which then preloads nothing; this helper just imports,
// and its calls drop the dependency list and base they would pass it (about 45 B gzip more).
import type { Plugin } from 'vite';

/** Vite's own id for its helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper becomes: the import itself, its dependency list and base ignored. */
export const PLAIN_HELPER = 'export const __vitePreload = (load) => load();';

/**
 * What every call passes after the import, which the plain helper never reads: the dependency list
 * (still Vite's placeholder when this plugin sees it, or the empty list it becomes) and the base.
 */
const UNREAD_ARGUMENTS = /,\s*(?:__VITE_PRELOAD__|\[\s*\])\s*,\s*import\.meta\.url\s*\)/g;

/** Minified code with the helper's calls passing the import alone. */
export const withoutUnreadArguments = (code: string): string => code.replace(UNREAD_ARGUMENTS, ')');

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'ponte-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load: (id) => (id === PRELOAD_HELPER_ID ? PLAIN_HELPER : null),
    generateBundle(options, bundle) {
      // Columns would move under a source map: the arguments stay in a build that writes one.
      if (options.sourcemap) return;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = withoutUnreadArguments(file.code);
      }
    },
  };
}
