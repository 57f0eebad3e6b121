// @vitest-environment jsdom
// The lock is a stylesheet of its own: the page's inline styles on <html> and <body> are never
// touched, <body> is locked only where the page made it the scroller, and a classic scrollbar keeps
// its gutter. (That the page really stops scrolling is the modal journey's, in a browser.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock.js';

// jsdom's scrollTo only says it is not implemented.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  vi.restoreAllMocks();
});

/** The lock's rules: jsdom has no constructed stylesheets, so the lock takes its <style> path. */
const lockRules = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes('overflow'));

describe('lockScroll', () => {
  it.each([
    ['no style attribute', null],
    ['an empty style attribute', ''],
    ['overflow: auto', 'overflow: auto;'],
    ['an important overflow', 'overflow: visible !important;'],
    ['other properties beside', 'color: red; overflow-x: hidden;'],
  ])('leaves %s on <html> and <body> exactly as it was, and takes its sheet away on unlock', (_label, style) => {
    for (const element of [document.documentElement, document.body]) if (style !== null) element.setAttribute('style', style);
    const unlock = lockScroll();
    expect(lockRules().some((rule) => rule.includes('overflow:hidden!important'))).toBe(true);
    for (const element of [document.documentElement, document.body]) expect(element.getAttribute('style')).toBe(style);
    unlock();
    unlock();
    expect(lockRules()).toEqual([]);
    for (const element of [document.documentElement, document.body]) expect(element.getAttribute('style')).toBe(style);
  });

  it('gives its <style> the page’s CSP nonce', () => {
    const unlock = lockScroll('n0nce');
    expect(document.head.querySelector('style')?.getAttribute('nonce')).toBe('n0nce');
    unlock();
  });
});

describe('which element is locked', () => {
  it.each([
    ['leaves <body> alone on a page that scrolls on <html>, so nothing behind the modal moves', '', ':root{'],
    ['locks <body> too where the page made it the scroller', 'overflow-y: hidden; height: 100%;', ':root,body{'],
  ])('%s', (_label, html, selector) => {
    // Longhands: jsdom computes no longhand from the shorthand, as browsers do.
    document.documentElement.setAttribute('style', html);
    document.body.setAttribute('style', 'overflow-y: auto; height: 100%;');
    const unlock = lockScroll();
    expect(lockRules()[0]?.startsWith(selector)).toBe(true);
    unlock();
  });
});

describe('the scrollbar gutter', () => {
  it.each([
    ['kept while locked where the page shows a scrollbar', 15, true],
    ['left alone where scrollbars overlay the page', 0, false],
  ])('is %s', (_label, scrollbar, kept) => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - scrollbar);
    const unlock = lockScroll();
    expect(lockRules()[0]?.includes('scrollbar-gutter:stable')).toBe(kept);
    unlock();
  });
});
