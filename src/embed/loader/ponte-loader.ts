// dist/ponte.js, the script-tag loader: sets window.Ponte and imports ponte-host.js from beside itself.
import type { HostRuntime } from './host-runtime.js';
import { installPonte } from './install.js';

// currentScript is set only while a classic script first runs, so it is read at once. An SVG
// <script> has no src string: the page's address is used then.
const own = document.currentScript as HTMLScriptElement | null;

installPonte(
  window,
  own?.src || location.href,
  // Our own module, built from host-runtime.ts.
  (url) => import(/* @vite-ignore */ url) as Promise<HostRuntime>,
  own?.nonce,
);
