// @vitest-environment jsdom
// Dev mode: the widget's <style> elements in the page head are mirrored into its stylesheet.
import { afterEach, describe, expect, it } from 'vitest';
import { collectDevCss, mirrorDevStyles } from './dev-styles.js';

const addStyle = (id: string, css: string) => {
  const style = document.createElement('style');
  style.setAttribute('data-vite-dev-id', id);
  style.textContent = css;
  document.head.append(style);
  return style;
};

afterEach(() => {
  document.head.replaceChildren();
});

describe('dev styles', () => {
  it('takes only vanilla-extract styles, not the page’s own CSS', () => {
    addStyle('/src/ui/step.css.ts.vanilla.css', '.step{color:red}');
    addStyle('/demo/dev/page.css', 'body{margin:0}');
    expect(collectDevCss(document.head)).toBe('.step{color:red}');
  });

  it('follows styles added, updated and removed by hot updates until stopped', async () => {
    const seen: string[] = [];
    const stop = mirrorDevStyles(document.head, { replaceSync: (css) => seen.push(css) });
    const style = addStyle('/src/ui/a.css.ts.vanilla.css', '.a{color:red}');
    await Promise.resolve();
    style.textContent = '.a{color:blue}';
    await Promise.resolve();
    style.remove();
    await Promise.resolve();
    stop();
    addStyle('/src/ui/b.css.ts.vanilla.css', '.b{}');
    await Promise.resolve();
    expect(seen).toEqual(['.a{color:red}', '.a{color:blue}', '']);
  });
});
