// @vitest-environment jsdom
// Every word the widget shows comes from the catalog: with keys for copy, only connector data is left.
// The first screen shows with its own part of the catalog alone, before the rest is in.
import { cleanup, configure, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createPendingFlow } from '../flow/pending-flow.js';
import type { Flow, StepName } from '../flow/types.js';
import type { Catalog, CatalogKey, Translate } from '../i18n/index.js';
import { createTranslator } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { enFirstScreen } from '../i18n/first-screen/en.js';
import { App } from './app.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { connector } from '../api/testing/fixtures.js';
import { STATES } from './testing/states.js';

afterEach(cleanup);
// The first visit to a step transforms its module graph on the fly, which can outlast the default second.
configure({ asyncUtilTimeout: 5_000 });

const keys = Object.keys(en) as CatalogKey[];
const marked: Catalog = Object.fromEntries(keys.map((key) => [key, `⟨${key}⟩`])) as Catalog;
const t = createTranslator('en', marked);

/** Text the connector or item supplies, which no catalog holds. */
const DATA = new Set(['Sandbox Bank', 'SB', 'User', 'Password', 'Token', 'user-ok', 'Approve in the app']);
const MARKED = /^(⟨[\w.-]+⟩\s*)+$/;

function shownText(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    // The error's code, for support, is a code rather than copy: it sits in a <code> in the details disclosure.
    if (text && node.parentElement?.closest('details code') == null) texts.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label], [alt], [placeholder], [aria-valuetext]')) {
    for (const name of ['aria-label', 'alt', 'placeholder', 'aria-valuetext']) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

describe('copy comes from the catalog', () => {
  it.each(Object.keys(STATES))('on the %s step', async (step) => {
    const fake = createFakeFlow({
      state: STATES[step as StepName],
      results: [connector({ imageUrl: null })],
      query: 'sand',
      secondsLeft: 120,
    });
    const { container } = render(<App flow={fake.flow} t={t} language="en" onClose={() => undefined} />);
    await screen.findByRole('heading', { level: 2 });
    const stray = shownText(container).filter((text) => !MARKED.test(text) && !DATA.has(text));
    expect(stray).toEqual([]);
  });
});

describe('the first screen with only its own copy', () => {
  /** English first-screen copy alone; a key it lacks comes back as the key, which is recorded. */
  const firstScreenOnly = () => {
    const lacking: string[] = [];
    const copy: Readonly<Record<string, string>> = enFirstScreen;
    const base = createTranslator('en', (key) => copy[key]);
    const t: Translate = (key, params) => {
      const text = base(key, params);
      if (text === key) lacking.push(key);
      return text;
    };
    return { t, lacking };
  };

  const health = (status: 'ONLINE' | 'UNSTABLE' | 'OFFLINE') => ({ status, stage: null });
  const banks = [
    connector({ id: 1, name: 'Sandbox Bank', imageUrl: null }),
    connector({ id: 2, name: 'Slow Bank', imageUrl: null, health: health('UNSTABLE') }),
    connector({ id: 3, name: 'Closed Bank', imageUrl: null, health: health('OFFLINE') }),
  ];

  it.each<{ view: string; flow: () => Flow; heading: string; shows: string; announces: string }>([
    {
      view: 'the stand-in flow, opening on search',
      flow: () => createPendingFlow(true),
      heading: 'Choose your institution',
      shows: 'Search for your bank or institution',
      announces: 'Loading…',
    },
    {
      view: 'the stand-in flow, opening on loading',
      flow: () => createPendingFlow(false),
      heading: 'Getting ready',
      shows: 'Getting ready',
      announces: 'Loading…',
    },
    {
      view: 'search results, unstable and offline ones among them',
      flow: () => createFakeFlow({ state: STATES.search, results: banks, query: 'bank' }).flow,
      heading: 'Choose your institution',
      shows: 'Unavailable right now',
      announces: '3 institutions found',
    },
    {
      view: 'the popular group, a business bank among them, then everyone else',
      flow: () =>
        createFakeFlow({
          state: STATES.search,
          results: [connector({ id: 4, name: 'Cora', imageUrl: null, type: 'BUSINESS_BANK' }), ...banks],
          popular: 1,
        }).flow,
      heading: 'Choose your institution',
      shows: 'Popular',
      announces: '',
    },
    {
      view: 'a search that finds nothing',
      flow: () => createFakeFlow({ state: STATES.search, results: [], query: 'zzz' }).flow,
      heading: 'Choose your institution',
      shows: 'Check the spelling or try another name.',
      announces: 'No institution found for “zzz”.',
    },
  ])('$view', async ({ flow, heading, shows, announces }) => {
    const { t, lacking } = firstScreenOnly();
    render(<App flow={flow()} t={t} language="en" onClose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    // On the page, not only in a live region.
    expect(screen.getByText(shows, { ignore: '[aria-live]' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(announces));
    expect(lacking).toEqual([]);
  });
});
