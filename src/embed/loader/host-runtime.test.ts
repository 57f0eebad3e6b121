// @vitest-environment jsdom
// The runtime binds a page's declared buttons once the page is parsed (the loader no longer looks for them).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../testing/host-test-kit.js';
import { bindButtons } from './host-runtime.js';

beforeAll(polyfillBrowser);
afterEach(() => document.body.replaceChildren());

const DEFAULTS = { widgetUrl: 'https://widget.example/' };
const BUTTON = '<button data-ponte-connect-token="eyJ.token.sig" data-ponte-api-url="https://api.example">Connect</button>';
/** Each bound button preloads its modal. */
const modals = () => document.querySelectorAll('[data-ponte-modal]').length;
/** The buttons' code is a dynamic import, in by the time the page's other work is done. */
const settled = () => import('./bind-buttons.js').then(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('bindButtons (runtime)', () => {
  it('waits for DOMContentLoaded while the page is still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    bindButtons(document, DEFAULTS);
    document.body.innerHTML = BUTTON;
    await settled();
    expect(modals()).toBe(0);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.waitFor(() => expect(modals()).toBe(1));
  });

  it('binds the buttons under the root it is given, at once on a parsed page', async () => {
    const section = document.createElement('section');
    section.innerHTML = BUTTON;
    document.body.append(section, document.createElement('div'));
    bindButtons(section, DEFAULTS);
    await vi.waitFor(() => expect(modals()).toBe(1));
  });
});
