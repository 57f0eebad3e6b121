// @vitest-environment jsdom
// Whatever inline overflow the page had on <html> and <body> is exactly what it has after unlocking,
// and <body> is locked only where the page made it the scroller.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock.js';

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
    const overflowY = (element: HTMLElement) => getComputedStyle(element).overflowY || getComputedStyle(element).overflow;
    const bodyScrolls = ['auto', 'scroll'].includes(overflowY(document.body)) && !['', 'visible'].includes(overflowY(document.documentElement));
    const unlock = lockScroll();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('important');
    expect(document.body.style.getPropertyValue('overflow') === 'hidden').toBe(bodyScrolls);
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

describe('which element is locked', () => {
  it('leaves <body> alone on a page that scrolls on <html>, so nothing behind the modal moves', () => {
    const unlock = lockScroll();
    expect(document.body.hasAttribute('style')).toBe(false);
    unlock();
  });

  it('locks <body> too where the page made it the scroller', () => {
    document.documentElement.setAttribute('style', 'overflow: hidden; height: 100%;');
    document.body.setAttribute('style', 'overflow: auto; height: 100%;');
    const unlock = lockScroll();
    expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
    unlock();
    expect(document.body.style.getPropertyValue('overflow')).toBe('auto');
  });
});

describe('the scrollbar gutter', () => {
  it('is kept while locked where the page shows a scrollbar, and given back after', () => {
    document.documentElement.setAttribute('style', 'scrollbar-gutter: auto;');
    const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    try {
      const unlock = lockScroll();
      expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
      unlock();
      expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).toBe('auto');
    } finally {
      clientWidth.mockRestore();
    }
  });

  it('is left alone where scrollbars overlay the page', () => {
    const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    try {
      const unlock = lockScroll();
      expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).toBe('');
      unlock();
    } finally {
      clientWidth.mockRestore();
    }
  });
});
