// dist/ponte.js, the script-tag loader: sets window.Ponte and imports ponte-host.js from beside itself.
import type { HostRuntime } from './host-runtime.js';
import { installPonte } from './install.js';

// currentScript is set only while a classic script first runs, so it is read at once.
const script = document.currentScript;
const own = script instanceof HTMLScriptElement ? script : null;

installPonte(
  window,
  own?.src ? own.src : location.href,
  // Our own module, built from host-runtime.ts.
  (url) => import(/* @vite-ignore */ url) as Promise<HostRuntime>,
  own ? own.nonce : undefined,
);
