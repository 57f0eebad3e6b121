// @vitest-environment jsdom
// The hosted page opened without an embedding site: a notice, and not a single message.
import { afterEach, expect, it, vi } from 'vitest';
import { randomId } from '../contract/protocol.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

it.each([
  { case: 'no address', hash: '' },
  { case: 'an origin but no channel', hash: '#origin=https%3A%2F%2Fshop.example' },
  { case: 'an origin with a path', hash: `#origin=https%3A%2F%2Fshop.example%2Fpage&channel=${randomId()}` },
  { case: 'a valid address but no parent page', hash: `#origin=https%3A%2F%2Fshop.example&channel=${randomId()}` },
])('with $case it says it works only embedded and posts nothing', async ({ hash }) => {
  window.history.replaceState(null, '', `/${hash}`);
  const postMessage = vi.spyOn(window, 'postMessage');
  vi.resetModules();
  await import('./frame-entry.js');
  await vi.waitFor(() => expect(document.body.textContent).toContain('does not work on its own'));
  expect(postMessage).not.toHaveBeenCalled();
});
