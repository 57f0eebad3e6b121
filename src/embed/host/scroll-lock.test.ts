// @vitest-environment jsdom
// Whatever inline overflow the page had on <html> and <body> is exactly what it has after unlocking.
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it.each([
    ['no style attribute', null],
    ['an empty style attribute', ''],
    ['overflow: auto', 'overflow: auto;'],
    ['overflow-y: scroll', 'overflow-y: scroll;'],
    ['an important overflow', 'overflow: visible !important;'],
    ['other properties beside', 'color: red; overflow-x: hidden;'],
  ])('restores %s', (_label, style) => {
    for (const element of [document.documentElement, document.body]) {
      if (style !== null) element.setAttribute('style', style);
    }
    const unlock = lockScroll(window);
    for (const element of [document.documentElement, document.body]) {
      expect(element.style.getPropertyValue('overflow')).toBe('hidden');
      expect(element.style.getPropertyPriority('overflow')).toBe('important');
    }
    unlock();
    unlock();
    for (const element of [document.documentElement, document.body]) {
      const after = element.getAttribute('style');
      if (style === null) expect(after).toBeNull();
      else expect(element.style.cssText).toBe(withStyle(style));
    }
  });
});

/** How the browser itself serializes the declarations. */
function withStyle(style: string): string {
  const probe = document.createElement('div');
  probe.setAttribute('style', style);
  return probe.style.cssText;
}
