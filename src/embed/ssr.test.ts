// @vitest-environment node
// Server-side rendering imports the package's entries where there is no DOM at all.
import { describe, expect, it } from 'vitest';

const ENTRIES = [
  ['ponte', () => import('./sdk/index.js')],
  ['ponte/element', () => import('./element-entry.js')],
  ['ponte/react', () => import('./react/index.js')],
] as const;

describe('importing an entry on a server', () => {
  it('runs in an environment without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  it.each(ENTRIES)('%s loads and exports its API without touching window', async (_name, load) => {
    const module = await load();
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  it('ponte/element reports no resuming item instead of throwing', async () => {
    const { resumingItemId } = await import('./element-entry.js');
    expect(resumingItemId()).toBeNull();
  });
});
