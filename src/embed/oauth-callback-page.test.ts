// The OAuth callback page (public/oauth-callback.*): what it tells the widget, and to whom.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RESUME_KEY } from './resume-store.js';

// Vitest runs from the project root, where public/ is.
const read = (name: string) => readFileSync(resolve('public', name), 'utf8');
const html = read('oauth-callback.html');
const script = read('oauth-callback.js');
const ORIGIN = 'https://widget.example';

type Opener = { closed: boolean; postMessage: (data: unknown, origin: string) => void };

/** Runs the page's script against a window it is handed, so every effect can be seen. */
function openPage(query: string, { opener = null, resume }: { opener?: Opener | null; resume?: unknown } = {}) {
  const storage = new Map<string, string>();
  if (resume !== undefined) storage.set(RESUME_KEY, JSON.stringify(resume));
  const done = { hidden: true };
  const replace = vi.fn();
  const close = vi.fn();
  const href = `${ORIGIN}/oauth-callback.html${query}`;
  const window = {
    location: { href, origin: ORIGIN, search: query, replace },
    opener,
    close,
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
  };
  const document = { getElementById: (id: string) => (id === 'done' ? done : null) };
  new Function('window', 'document', script)(window, document);
  const stored = storage.get(RESUME_KEY);
  return { close, replace, saysDone: !done.hidden, stored: stored === undefined ? null : JSON.parse(stored) };
}

describe('the OAuth callback page', () => {
  it('has no inline script, so it runs under its own strict CSP', () => {
    expect(html).toContain("script-src 'self'");
    expect(html).toMatch(/<script src="oauth-callback\.js" defer><\/script>/);
    expect(html).not.toMatch(/<script>|\son[a-z]+=/);
  });

  it.each(['authorized', 'denied'])('posts %s to the opener, on the widget’s own origin only, then closes', (outcome) => {
    const postMessage = vi.fn();
    const page = openPage(`?itemId=item-1&outcome=${outcome}`, { opener: { closed: false, postMessage } });
    expect(postMessage).toHaveBeenCalledWith({ ns: 'ponte', v: 1, type: 'oauth-result', itemId: 'item-1', outcome }, ORIGIN);
    expect(page.close).toHaveBeenCalled();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it.each(['?itemId=item-1&outcome=maybe', '?outcome=authorized', '?itemId=%3Cscript%3E&outcome=denied'])('posts nothing for %s', (query) => {
    const postMessage = vi.fn();
    openPage(query, { opener: { closed: false, postMessage } });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('without an opener, stores the outcome beside the resume state and returns to the page', () => {
    const resume = { itemId: 'item-1', connectorId: 600, returnUrl: `${ORIGIN}/checkout?step=bank` };
    const page = openPage('?itemId=item-1&outcome=denied', { resume });
    expect(page.stored).toEqual({ ...resume, outcome: 'denied' });
    expect(page.replace).toHaveBeenCalledWith(`${ORIGIN}/checkout?step=bank`);
  });

  it.each([
    ['a return page on another origin', 'https://evil.example/'],
    ['a return address that is script', 'javascript:alert(1)'],
  ])('does not follow %s', (_label, returnUrl) => {
    const page = openPage('?itemId=item-1&outcome=authorized', { resume: { itemId: 'item-1', connectorId: 600, returnUrl } });
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.stored.outcome).toBeUndefined();
    expect(page.saysDone).toBe(true);
  });

  it('does not mark another item’s resume state', () => {
    const page = openPage('?itemId=item-1&outcome=authorized', { resume: { itemId: 'item-2', connectorId: 600, returnUrl: `${ORIGIN}/` } });
    expect(page.stored.outcome).toBeUndefined();
  });

  it('says the window may be closed when there is neither an opener nor a page to return to', () => {
    const page = openPage('?itemId=item-1&outcome=authorized');
    expect(page.saysDone).toBe(true);
    expect(page.replace).not.toHaveBeenCalled();
  });
});
