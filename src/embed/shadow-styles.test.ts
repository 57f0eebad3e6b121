// @vitest-environment node
// The widget's shadow stylesheet as the build feeds it: CSS a lazy chunk registers later reaches
// every root already showing the widget, after the rules it had.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// As in the build: the CSS arrives through addStyles, not from dev's <style> elements.
vi.mock('virtual:ponte-css', () => ({ default: true }));

class FakeSheet {
  css = '';
  parses = 0;
  replaceSync(css: string): void {
    this.css = css;
    this.parses += 1;
  }
}

const fakeRoot = (adopted: unknown[] = []) => ({ adoptedStyleSheets: adopted }) as unknown as ShadowRoot;
const sheetsOf = (root: ShadowRoot) => root.adoptedStyleSheets as unknown as FakeSheet[];
/** A chunk's stylesheets are parsed once the chunk has run, before anything renders. */
const chunkRan = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let styles: typeof import('./shadow-styles.js');

beforeEach(async () => {
  vi.stubGlobal('CSSStyleSheet', FakeSheet);
  vi.resetModules();
  styles = await import('./shadow-styles.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shadow styles', () => {
  it('gives a root that adopted the first screen’s CSS a lazy chunk’s CSS too, after it, in one parse', async () => {
    styles.addStyles('.first{}');
    const root = fakeRoot();
    styles.adoptStyles(root);
    const [sheet] = sheetsOf(root);
    expect(sheet?.css).toBe('.first{}');

    styles.addStyles('.later-a{}');
    styles.addStyles('.later-b{}');
    await chunkRan();
    expect(sheetsOf(root)).toEqual([sheet]);
    expect(sheet?.css).toBe('.first{}\n.later-a{}\n.later-b{}');
    expect(sheet?.parses).toBe(2);
  });

  it('gives a root adopting later every CSS registered so far, in the same shared sheet', async () => {
    styles.addStyles('.first{}');
    const early = fakeRoot();
    styles.adoptStyles(early);
    styles.addStyles('.later{}');
    const host = new FakeSheet();
    const late = fakeRoot([host]);
    styles.adoptStyles(late);
    expect(sheetsOf(late)[1]?.css).toBe('.first{}\n.later{}');
    expect(sheetsOf(late)[1]).toBe(sheetsOf(early)[0]);
    expect(sheetsOf(late)[0]).toBe(host);
  });

  it('takes its sheet back from a released root and leaves the others’ sheets', () => {
    styles.addStyles('.first{}');
    const host = new FakeSheet();
    const root = fakeRoot([host]);
    const release = styles.adoptStyles(root);
    release();
    release();
    expect(sheetsOf(root)).toEqual([host]);
  });
});
