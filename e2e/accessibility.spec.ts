// axe on every step of the widget, in the light and the dark theme: no violation anywhere.
import AxeBuilder from '@axe-core/playwright';
import { TOUR } from './step-tour.js';
import type { Theme } from './step-tour.js';
import { expect, test } from './widget-fixture.js';

const THEMES: readonly Theme[] = ['light', 'dark'];

/** What a violation is about, short enough to read in a failure. */
type Finding = { id: string; impact: string | null | undefined; nodes: string[] };

for (const theme of THEMES) {
  for (const step of TOUR) {
    test(`axe finds no violation on ${step.name} (${theme})`, async ({ page, widget }) => {
      await step.reach(page, widget, theme);
      const results = await new AxeBuilder({ page }).include('ponte-connect').analyze();
      const findings: Finding[] = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
      expect(findings).toEqual([]);
    });
  }
}
