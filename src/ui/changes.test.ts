// The "act only if these changed" checks of the later views: the dependency list's rule, and one line said when it appears or changes.
import { describe, expect, it, vi } from 'vitest';
import { changes, sayer } from './changes.js';

describe('changes', () => {
  it('answers true at first, then only when a value differs from the last call', () => {
    const changed = changes();
    expect(changed('a', 1)).toBe(true);
    expect(changed('a', 1)).toBe(false);
    expect(changed('a', 2)).toBe(true);
    expect(changed(Number.NaN)).toBe(true);
    expect(changed(Number.NaN)).toBe(false);
  });
});

describe('sayer', () => {
  it('says a line when it appears or changes, and nothing while there is none', () => {
    const announce = vi.fn();
    const say = sayer();
    say(announce, null);
    say(announce, 'Waiting', 'polite');
    say(announce, 'Waiting', 'polite');
    say(announce, 'Blocked', 'assertive');
    say(announce, null);
    say(announce, 'Blocked', 'assertive');
    expect(announce.mock.calls).toEqual([
      ['Waiting', 'polite'],
      ['Blocked', 'assertive'],
      ['Blocked', 'assertive'],
    ]);
  });

  it('says the line again to a new announcer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const say = sayer();
    say(first, 'Connecting');
    say(second, 'Connecting');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
