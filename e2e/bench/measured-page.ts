// One measured visit: a fresh browser context (cold cache, no open connections), the probe in every frame, the network log, the profile.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { BUTTON_SELECTOR } from '../../src/embed/loader/button-selector.js';
import { type NetworkLog, trackNetwork } from './network.js';
import { installProbe, type Mark, REPORT_BINDING } from './page-probe.js';
import { PORTS, urlOf } from './ports.js';
import { applyProfile, type Profile } from './profiles.js';

export type Target = {
  name: 'ours' | 'floor';
  /** The page; `preload` asks the floor to make its frame at load, as our handle always does. */
  url(preload: boolean): string;
  button: string;
  stripAttributes: string[];
};

/**
 * The demo's script-tag page, opened by its "from code" button. The page also declares a second
 * button for the loader, which would preload a second widget beside the first and double what is
 * measured: its attributes are removed as the page is parsed, so one embed is measured.
 */
export const OURS: Target = {
  name: 'ours',
  url: () => `${urlOf(PORTS.merchant)}/script-tag.html`,
  button: '#connect',
  stripAttributes: [...BUTTON_SELECTOR.matchAll(/\[([\w-]+)\]/g)].map((match) => match[1] ?? ''),
};

export const FLOOR: Target = {
  name: 'floor',
  url: (preload) => `${urlOf(PORTS.floorHost)}/${preload ? '?preload' : ''}`,
  button: '#connect',
  stripAttributes: [],
};

export type MeasuredPage = {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  network: NetworkLog;
  marks: Mark[];
  /** The first mark of that kind (at or after `after`, when given). */
  waitForMark<K extends Mark['kind']>(kind: K, options?: { after?: number; timeoutMs?: number }): Promise<Extract<Mark, { kind: K }>>;
};

export async function openMeasured(browser: Browser, target: Target, options: { profile: Profile; clickOnLoad: boolean }): Promise<MeasuredPage> {
  // English, so the widget's texts are the ones the steps look for.
  const context = await browser.newContext({ locale: 'en-US' });
  const marks: Mark[] = [];
  await context.exposeBinding(REPORT_BINDING, (_source, mark: Mark) => {
    marks.push(mark);
  });
  await context.addInitScript(installProbe, { button: target.button, clickOnLoad: options.clickOnLoad, stripAttributes: target.stripAttributes });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = await trackNetwork(cdp);
  await applyProfile(cdp, options.profile);

  const find = <K extends Mark['kind']>(kind: K, after: number) =>
    marks.find((mark): mark is Extract<Mark, { kind: K }> => mark.kind === kind && mark.at >= after);
  return {
    context,
    page,
    cdp,
    network,
    marks,
    async waitForMark(kind, { after = 0, timeoutMs = 60_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(kind, after);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no "${kind}" mark from ${target.name} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
