// @vitest-environment node
// ponte/react under server rendering: importing the entry and rendering it touch no browser global.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'HTMLElement', 'customElements'] as const;

// Reading any of these (even `typeof window`) throws, so a guarded access at import is caught too.
function trapBrowserGlobals(): () => void {
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new Error(`${name} was read during server rendering`);
      },
    });
  }
  return () => {
    for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
  };
}

let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  release = undefined;
});

describe('ponte/react in Node', () => {
  it('imports and renders the button without reading window, document or custom elements', async () => {
    expect(BROWSER_GLOBALS.filter((name) => name in globalThis)).toEqual([]);
    release = trapBrowserGlobals();
    const { PonteConnect } = await import('./index.js');
    const html = renderToString(
      createElement(
        PonteConnect,
        { connectToken: 'token-1', apiUrl: 'https://api.example.com', widgetUrl: 'https://widget.example.com/' },
        'Connect',
      ),
    );
    expect(html).toBe('<button type="button" disabled="">Connect</button>');
  });
});
