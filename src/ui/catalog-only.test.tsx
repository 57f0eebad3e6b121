// @vitest-environment jsdom
// Every word the widget shows comes from the catalog: with keys for copy, only connector data is left.
import { cleanup, configure, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepName } from '../flow/types.js';
import type { Catalog, CatalogKey } from '../i18n/index.js';
import { createTranslator } from '../i18n/index.js';
import { en } from '../i18n/en.js';
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
    if (text) texts.push(text);
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
