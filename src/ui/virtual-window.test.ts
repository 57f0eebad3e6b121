// The rendered window stays small however long the list, and follows the scroll.
import { describe, expect, it } from 'vitest';
import { scrollTopToShow, virtualWindow } from './virtual-window.js';

describe('virtualWindow', () => {
  const base = { rowHeight: 50, viewportHeight: 300, overscan: 3 };

  it.each([
    [10_000, 0, { start: 0, end: 10, padTop: 0 }],
    [10_000, 5_000, { start: 97, end: 110, padTop: 97 * 50 }],
    [10_000, 499_700, { start: 9_991, end: 10_000, padTop: 9_991 * 50 }],
    [4, 0, { start: 0, end: 4, padTop: 0 }],
    [0, 0, { start: 0, end: 0, padTop: 0 }],
  ])('%d rows scrolled to %d', (count, scrollTop, expected) => {
    expect(virtualWindow({ ...base, count, scrollTop })).toEqual(expected);
  });
});

describe('scrollTopToShow', () => {
  it.each([
    ['already visible', 2, 0, 0],
    ['below the viewport', 10, 0, 250],
    ['above the viewport', 1, 200, 50],
    ['the last visible row', 5, 0, 0],
  ])('%s', (_case, index, scrollTop, expected) => {
    expect(scrollTopToShow(index, 50, 300, scrollTop)).toBe(expected);
  });
});
