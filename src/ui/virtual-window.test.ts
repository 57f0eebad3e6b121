// Virtualization math: the window of rows to render, and the scroll that keeps the active row in view.
import { describe, expect, it } from 'vitest';
import { scrollTopToShow, virtualWindow } from './virtual-window.js';

describe('virtualWindow', () => {
  it.each([
    [10_000, 0, [0, 10]],
    [10_000, 5_000, [97, 110]],
    [10_000, 499_700, [9_991, 10_000]],
    [4, 0, [0, 4]],
    [0, 0, [0, 0]],
  ])('%d rows scrolled to %d', (count, scrollTop, expected) => {
    expect(virtualWindow(count, 50, 300, scrollTop, 3)).toEqual(expected);
  });
});

describe('scrollTopToShow', () => {
  it.each([
    ['already visible', 100, 0, 0],
    ['below the viewport', 500, 0, 250],
    ['above the viewport', 50, 200, 50],
    ['the last visible row', 250, 0, 0],
  ])('%s', (_case, top, scrollTop, expected) => {
    expect(scrollTopToShow(top, top + 50, 300, scrollTop)).toBe(expected);
  });
});
